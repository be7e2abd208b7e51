#!/usr/bin/env node
// Generates the Prisma client (lib/core/db/generated) offline.
//
// `prisma generate` needs no database, but the Prisma CLI still looks for its
// native schema engine, a binary downloaded at install that is missing on
// machines without internet. Pointing PRISMA_SCHEMA_ENGINE_BINARY at a no-op
// program lets generation proceed; migrations use the WebAssembly engine
// instead (lib/core/db/migrate.ts).
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

function noopProgram() {
  for (const candidate of ["/bin/true", "/usr/bin/true"]) if (existsSync(candidate)) return candidate;
  const dir = path.join(tmpdir(), "leasehold-noop");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "noop.sh");
  writeFileSync(file, "#!/bin/sh\nexit 0\n");
  chmodSync(file, 0o755);
  return file;
}

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, "generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || noopProgram(),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
