/**
 * The OAuth grant tools of a control session (Person or Page), one per REST
 * route (app/api/v3/control/{persons|pages}/[id]/oauth-grants/…): the
 * connections made through /mcp's OAuth front door, and their revocation.
 */
import { z } from "zod";
import type { ResourceType } from "../../domains/leases/schemas";
import { GrantIdSchema, grantIdOf, listGrants, OAuthGrantListSchema, OAuthGrantSchema, revokeGrantOf } from "../../domains/oauth/grants";
import type { TokenContext } from "../../domains/tokens/authenticate";
import { defineTool, READ, REPLACE, type ToolCall, type ToolDefinition } from "./tool";

export function oauthGrantTools(type: ResourceType, subjectOf: (call: ToolCall) => TokenContext): ToolDefinition[] {
  const noun = type === "person" ? "Person" : "Page";
  return [
    defineTool({
      name: `list_${type}_oauth_grants`,
      title: "List OAuth connections",
      description: `The OAuth connections to this ${noun} (MCP clients that signed in through /oauth/authorize); never a token.`,
      input: z.strictObject({}),
      output: OAuthGrantListSchema,
      annotations: READ,
      run: async (_args, call) => ({ value: await listGrants(type, subjectOf(call).resourceId) }),
    }),
    defineTool({
      name: `revoke_${type}_oauth_grant`,
      title: "Revoke an OAuth connection",
      description: `End one OAuth connection to this ${noun}: its tokens stop working at once.`,
      input: z.strictObject({ grantId: GrantIdSchema.shape.grantId }),
      output: OAuthGrantSchema,
      annotations: REPLACE,
      run: async (args, call) => ({ value: await revokeGrantOf(type, subjectOf(call).resourceId, grantIdOf(args.grantId)) }),
    }),
  ];
}
