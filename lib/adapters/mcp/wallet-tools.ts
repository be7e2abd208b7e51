/**
 * The paying wallet's tools (sign-in-with-x, lib/flows/wallet): no capability
 * token; each signed call carries its proof as the `signIn` argument (the
 * SIGN-IN-WITH-X header's value over REST). A wallet signature is no secret
 * like a token, but it is single use and fresh: a new challenge per call.
 * The REST bodies' schemas let unknown members through; a tool refuses an
 * argument it does not know, as every tool does (`.strict()`).
 */
import { WalletChallengeInputSchema, WalletChallengeSchema, WalletLeasesSchema, SignInInputSchema, WalletReissueInputSchema, WalletReissueSchema } from "../../flows/wallet/schemas";
import { listWalletLeases, reissueLeaseToken, walletChallenge } from "../../flows/wallet/wallet";
import { defineTool, DESTROY, type ToolDefinition, WRITE } from "./tool";

export const WALLET_TOOLS: ToolDefinition[] = [
  defineTool({
    name: "wallet_challenge",
    title: "Ask for a wallet sign-in challenge",
    description: "Lost a capability token? A sign-in challenge for the wallet that paid: sign its message (personal_sign), add `signature` to the payload and pass its JSON, base64, as signIn to wallet_list_leases or wallet_reissue_token (one challenge per call). No token needed.",
    input: WalletChallengeInputSchema,
    output: WalletChallengeSchema,
    annotations: WRITE,
    run: async (args) => ({ value: await walletChallenge(args) }),
  }),
  defineTool({
    name: "wallet_list_leases",
    title: "List the wallet's leases",
    description: "The leases the signed-in wallet paid for (never a token); signIn: a freshly signed wallet_challenge.",
    input: SignInInputSchema.strict(),
    output: WalletLeasesSchema,
    annotations: WRITE,
    run: async (args) => ({ value: await listWalletLeases(args.signIn) }),
  }),
  defineTool({
    name: "wallet_reissue_token",
    title: "Reissue a lease's capability token",
    description: "A new capability token for one of the signed-in wallet's leases (id: psn_… or pg_…), revoking its earlier ones; signIn: a freshly signed wallet_challenge.",
    input: WalletReissueInputSchema.strict(),
    output: WalletReissueSchema,
    annotations: DESTROY,
    run: async (args) => ({ value: await reissueLeaseToken(args.signIn, args.id) }),
  }),
];
