#!/usr/bin/env node
// Completes package-lock.json with the platform-specific optional packages the
// registry mirror of this workplace does not serve (macOS, Windows, FreeBSD,
// Android and WebAssembly builds of Next's SWC, Tailwind's oxide, esbuild…).
// Without their entries `npm ci` refuses the lockfile as out of sync. Each
// added entry carries the os/cpu its name states, so npm skips it on other
// platforms without fetching it, exactly as it does for a complete lockfile.
// Run after `npm install` changes the lockfile (npm run lockfile:complete).
import { readFileSync, writeFileSync } from "node:fs";

const PLATFORM = [
  [/(^|[-_])darwin([-_]|$)/, "darwin"],
  [/(^|[-_])win32([-_]|$)/, "win32"],
  [/(^|[-_])windows([-_]|$)/, "win32"],
  [/(^|[-_])freebsd([-_]|$)/, "freebsd"],
  [/(^|[-_])openbsd([-_]|$)/, "openbsd"],
  [/(^|[-_])netbsd([-_]|$)/, "netbsd"],
  [/(^|[-_])sunos([-_]|$)/, "sunos"],
  [/(^|[-_])aix([-_]|$)/, "aix"],
  [/(^|[-_])android([-_]|$)/, "android"],
  [/(^|[-_])linux([-_]|$)/, "linux"],
];
const CPU = [
  [/arm64|aarch64/, "arm64"],
  [/(^|[-_])arm([-_]|$)|armv7|gnueabihf/, "arm"],
  [/x64|x86_64|amd64/, "x64"],
  [/ia32|(^|[-_])x86([-_]|$)/, "ia32"],
  [/ppc64/, "ppc64"],
  [/riscv64/, "riscv64"],
  [/s390x/, "s390x"],
  [/loong64/, "loong64"],
  [/mips64el/, "mips64el"],
  [/wasm32/, "wasm32"],
];

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // Where npm would place it: beside the dependent, or at the top level.
    const nested = `${path}/node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top]) continue;
    const base = name.split("/").pop();
    const os = PLATFORM.find(([re]) => re.test(base))?.[1];
    const cpu = CPU.find(([re]) => re.test(base))?.[1];
    if (!os && !cpu) continue; // not a platform build: leave it for npm to report
    // Members in the order npm writes them, so a later npm install leaves the file as is.
    packages[top] = {
      version: String(version).replace(/^[\^~=]/, ""),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`package-lock.json: added ${added} platform-specific optional entries.`);
