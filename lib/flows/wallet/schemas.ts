/** The shapes of the wallet routes and tools (sign-in-with-x): one zod schema each, for REST, OpenAPI and MCP. */
import { z } from "zod";
import "zod-openapi";
import { ResourceTypeSchema } from "../../domains/leases/schemas";
import { CapabilityTokenSchema } from "../../domains/tokens/schemas";

/**
 * The longest SIGN-IN-WITH-X value taken (base64 of the payload's JSON). An
 * EOA's is about 700 characters; a counterfactual smart wallet's (ERC-6492)
 * carries its factory call too: a passkey-owned Coinbase Smart Wallet's is
 * about 3,500 (measured with viem's toCoinbaseSmartAccount), so 8,192 leaves
 * room for other wallets while staying well inside Node's 16 KiB of headers.
 */
export const MAX_SIGN_IN_LENGTH = 8192;

export const WalletAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, "an EVM address (0x and 40 hex digits)")
  .meta({ description: "The wallet that paid for the lease (the x402 payer), 0x and 40 hex digits, any case.", example: "0x90F79bf6EB2c4f870365E785982E1f101E93b906" });

export const WalletChallengeInputSchema = z
  .strictObject({
    address: WalletAddressSchema,
    chainId: z
      .union([z.int().positive(), z.string().max(64)])
      .optional()
      .meta({ description: "The chain: a number (8453) or CAIP-2 (eip155:8453). Optional; it must be the service's payment network (the catalog's network)." }),
  })
  .meta({ id: "WalletChallengeInput", description: "Ask for a sign-in-with-x challenge for a wallet." });

export const SignInPayloadSchema = z
  .object({
    domain: z.string(),
    address: z.string(),
    statement: z.string().optional(),
    uri: z.string(),
    version: z.string(),
    chainId: z.string(),
    type: z.literal("eip191"),
    nonce: z.string(),
    issuedAt: z.string(),
    expirationTime: z.string().optional(),
    resources: z.array(z.string()).optional(),
  })
  .meta({
    id: "WalletSignInPayload",
    description:
      "The sign-in-with-x fields of the message (CAIP-122). Add `signature` (the wallet's signature of `message`, 0x hex) and send the JSON, base64-encoded, as the SIGN-IN-WITH-X header (REST) or the signIn argument (MCP): @x402/extensions' encodeSIWxHeader does it.",
  });

export const WalletChallengeSchema = z
  .object({
    message: z.string().meta({ description: "The EIP-4361 (Sign-In with Ethereum) message to sign with personal_sign (EIP-191), exactly as given." }),
    payload: SignInPayloadSchema,
    expiresAt: z.iso.datetime().meta({ description: "Until then the nonce can be used, once." }),
  })
  .meta({ id: "WalletChallenge", description: "A sign-in-with-x challenge: a message with a single-use server nonce for one wallet on the payment network." });

export const SignInInputSchema = z
  .object({
    signIn: z
      .string()
      .min(1)
      .max(MAX_SIGN_IN_LENGTH)
      .meta({ description: "The signed challenge: base64 of the challenge's payload JSON with `signature` added (the SIGN-IN-WITH-X header's value). Single use and fresh: ask for a new challenge for every call." }),
  })
  .meta({ id: "WalletSignInInput" });

export const WalletLeaseSchema = z
  .object({
    id: z.string().meta({ description: "The resource id (psn_… or pg_…): the {id} of its control and renew routes." }),
    type: ResourceTypeSchema,
    name: z.string().meta({ description: "The Person's name or the Page's label." }),
    status: z.enum(["pending", "active", "expired"]),
    termEnd: z.iso.datetime(),
    unit: z.enum(["turns", "submissions"]),
    remaining: z.int().min(0).meta({ description: "Turns (Person) or submissions (Page) left in this term." }),
  })
  .meta({ id: "WalletLease", description: "A lease the wallet paid for. Never a token." });

export const WalletLeasesSchema = z
  .object({ wallet: z.string().meta({ description: "The proven wallet, lower-case." }), leases: z.array(WalletLeaseSchema) })
  .meta({ id: "WalletLeases", description: "The leases (not destroyed) whose first payment came from the proven wallet, newest first." });

export const WalletReissueInputSchema = SignInInputSchema.extend({
  id: z.string().max(64).meta({ description: "The resource id (psn_… or pg_…) of one of the wallet's leases." }),
}).meta({ id: "WalletReissueInput" });

export const WalletReissueSchema = z
  .object({ capabilityToken: CapabilityTokenSchema, revokedTokens: z.int().min(0) })
  .meta({ id: "WalletReissue", description: "The new capability token (shown once); every earlier token of the lease is revoked." });
