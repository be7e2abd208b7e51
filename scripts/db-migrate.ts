/**
 * npm run db:migrate            apply pending migrations (deployments, npm start)
 * npm run db:migration -- NAME  create prisma/migrations/<ts>_NAME from schema changes
 * npm run db:status             show pending, failed or edited migrations
 *
 * Uses DIRECT_DATABASE_URL or DATABASE_URL, else the embedded PostgreSQL.
 */
import { spawnSync } from "node:child_process";
import { createMigration, deployMigrations, migrationStatus } from "../lib/core/db/migrate";
import { ensureDatabase, loadDotEnv } from "../lib/core/db/server";

async function main() {
  loadDotEnv();
  const [command, name] = process.argv.slice(2);
  if (!["deploy", "create", "status"].includes(command ?? "")) {
    console.error("usage: db-migrate.ts deploy | create NAME | status");
    process.exit(2);
  }
  if (command === "create" && !name) {
    console.error("usage: npm run db:migration -- NAME");
    process.exit(2);
  }
  const db = await ensureDatabase();
  try {
    if (command === "deploy") {
      const applied = await deployMigrations(db.directUrl);
      console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "No pending migrations.");
    } else if (command === "status") {
      const status = await migrationStatus(db.directUrl);
      console.log(JSON.stringify(status, null, 2));
      if (!status.upToDate) process.exitCode = 1;
    } else {
      // Bring the database up to date first, so the new migration starts from the last one.
      await deployMigrations(db.directUrl);
      const created = await createMigration(db.directUrl, name!);
      if (!created) {
        console.log("The schema matches the migrations: nothing to create.");
      } else {
        console.log(`Created prisma/migrations/${created}/migration.sql`);
        await deployMigrations(db.directUrl);
        console.log("Applied it to the database. Regenerating the Prisma client…");
        spawnSync(process.execPath, ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
      }
    }
  } finally {
    await db.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
