/**
 * The paying wallet's tools (sign-in-with-x, lib/flows/wallet): no capability
 * token; each signed call carries its proof as the `signIn` argument (the
 * SIGN-IN-WITH-X header's value over REST). A wallet signature is no secret
 * like a token, but it is single use and fresh: a new challenge per call.
 */
import { WalletChallengeInputSchema, WalletChallengeSchema, WalletLeasesSchema, SignInInputSchema, WalletReissueInputSchema, WalletReissueSchema } from "../../flows/wallet/schemas";
import { listWalletLeases, reissueLeaseToken, walletChallenge } from "../../flows/wallet/wallet";
import { defineTool, DESTROY, type ToolDefinition, WRITE } from "./tool";

export const WALLET_TOOLS: ToolDefinition[] = [
  defineTool({
    name: "wallet_challenge",
    title: "Ask for a wallet sign-in challenge",
    description:
      "For the wallet that paid for a lease (lost its capability token?): returns an EIP-4361 message with a single-use nonce (5 minutes) to sign with that wallet (personal_sign), and its sign-in-with-x payload. Add `signature` to the payload, base64 its JSON, and pass it as signIn to wallet_list_leases or wallet_reissue_token. One challenge per call. No token needed.",
    input: WalletChallengeInputSchema,
    output: WalletChallengeSchema,
    annotations: WRITE,
    run: async (args) => ({ value: await walletChallenge(args) }),
  }),
  defineTool({
    name: "wallet_list_leases",
    title: "List the wallet's leases",
    description:
      "The leases (not destroyed) the signed-in wallet paid for: id, type, name or label, status, term end, turns or submissions left. Never a token. signIn: a freshly signed wallet_challenge (its nonce is used up).",
    input: SignInInputSchema,
    output: WalletLeasesSchema,
    annotations: WRITE,
    run: async (args) => ({ value: await listWalletLeases(args.signIn) }),
  }),
  defineTool({
    name: "wallet_reissue_token",
    title: "Reissue a lease's capability token",
    description:
      "Issues a new capability token for one of the signed-in wallet's leases (id: psn_… or pg_…) and revokes every earlier token of that lease. signIn: a freshly signed wallet_challenge (its nonce is used up). Store the new token in secret storage; renew an expired lease with x402 as usual.",
    input: WalletReissueInputSchema,
    output: WalletReissueSchema,
    annotations: DESTROY,
    run: async (args) => ({ value: await reissueLeaseToken(args.signIn, args.id) }),
  }),
];
