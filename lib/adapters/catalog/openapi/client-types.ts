/**
 * The typed client's types (client/openapi.d.ts), generated from this
 * document with openapi-typescript: `npm run client:generate` writes them,
 * and client-types.test.ts regenerates them in memory and fails when the
 * committed file differs, so a change to a schema that is not regenerated
 * does not pass.
 *
 * The generator reads the document without its examples: they make no
 * types, and the few given by reference (`externalValue`, the live
 * discovery documents) would have the generator's bundler fetch them.
 */
import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApiDocument } from "./index";

/** Where the generated types are kept, from the repository's root. */
export const CLIENT_TYPES_FILE = "client/openapi.d.ts";

const HEADER = `/**
 * The Leasehold API's types, generated from its OpenAPI document (GET /api/v3/openapi.json)
 * by openapi-typescript. Do not edit: change the zod schemas and run \`npm run client:generate\`
 * (lib/adapters/catalog/openapi/client-types.test.ts fails when this file is not current).
 * client/index.ts is the client that uses them.
 */

`;

/**
 * A copy of the document without `examples` members (media types',
 * parameters' and schemas', and components/examples); a schema's property
 * named `examples` (the members of a `properties` map) stays.
 */
function withoutExamples(node: unknown, inProperties = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutExamples(item));
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => inProperties || key !== "examples")
      .map(([key, value]) => [key, withoutExamples(value, !inProperties && key === "properties")]),
  );
}

/** The text of client/openapi.d.ts for the document as it is now (or for another document). */
export async function clientTypes(source: object = buildOpenApiDocument()): Promise<string> {
  const document = withoutExamples(source) as Parameters<typeof openapiTS>[0];
  // defaultNonNullable off: a member with a default may be left out of a request body.
  const ast = await openapiTS(document, { silent: true, defaultNonNullable: false });
  return HEADER + astToString(ast);
}
