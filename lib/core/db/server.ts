/**
 * Which PostgreSQL the service uses: the server named by DATABASE_URL, or,
 * when none is configured, the embedded one under .data/ (started here and
 * stopped by the caller).
 */
import path from "node:path";
import { config } from "../config";
import { startEmbeddedDatabase } from "./embedded";

export interface DatabaseHandle {
  /** URL for the application (possibly pooled). */
  url: string;
  /** URL for migrations (direct, not through a pooler). */
  directUrl: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export async function ensureDatabase(onLog?: (line: string) => void): Promise<DatabaseHandle> {
  const { database } = config();
  if (database.url) {
    return { url: database.url, directUrl: database.directUrl ?? database.url, embedded: false, stop: async () => {} };
  }
  const embedded = await startEmbeddedDatabase({
    dataDir: path.resolve(process.cwd(), database.embeddedDir),
    port: database.embeddedPort,
    onLog,
  });
  return { url: embedded.url, directUrl: embedded.url, embedded: true, stop: embedded.stop };
}

/** Loads .env (if present) into process.env without overriding what is set. */
export function loadDotEnv(file = ".env"): void {
  try {
    process.loadEnvFile(path.resolve(process.cwd(), file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
