/** The service logs of this run: test-results/*.log (every instance startInstance starts writes one). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export function serviceLogs(): { file: string; text: string }[] {
  let names: string[] = [];
  try {
    names = readdirSync("test-results").filter((name) => name.endsWith(".log"));
  } catch {
    return [];
  }
  return names.map((name) => ({ file: path.join("test-results", name), text: readFileSync(path.join("test-results", name), "utf8") }));
}
