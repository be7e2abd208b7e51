/**
 * npm run client:generate
 *
 * Writes the typed client's types (client/openapi.d.ts) from the OpenAPI
 * document as the code builds it now (lib/adapters/catalog/openapi/client-types.ts).
 * Run it after changing a schema the document publishes: the unit test
 * lib/adapters/catalog/openapi/client-types.test.ts fails until you do.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_TYPES_FILE, clientTypes } from "../lib/adapters/catalog/openapi/client-types";

async function main() {
  const target = path.join(process.cwd(), CLIENT_TYPES_FILE);
  writeFileSync(target, await clientTypes());
  console.log(`Wrote ${CLIENT_TYPES_FILE}`);
}

main().catch((error) => {
  console.error(`client:generate failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
