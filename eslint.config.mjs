import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { layerZones, UNPLACED } from "./eslint.layers.mjs";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ["node_modules/**", ".next/**", ".data/**", "lib/core/db/generated/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    // The layer rule (eslint.layers.mjs, CONTRIBUTING.md): imports point down
    // only, and no import loop. eslint-plugin-import is registered as `import`
    // by eslint-config-next; its TypeScript resolver follows the `@/` alias.
    files: ["**/*.ts", "**/*.tsx"],
    ignores: UNPLACED,
    rules: {
      "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones() }],
    },
  },
  {
    // One client-address rule (TRUST_PROXY): only lib/core/http/client-ip.ts reads the
    // headers a proxy sets; rate limits, audit records and health ask clientIp().
    files: ["**/*.ts", "**/*.tsx"],
    // Tests, browser tests and the bench are clients: they send these headers, as a proxy would.
    ignores: [...UNPLACED, "lib/core/http/client-ip.ts", "test/**", "e2e/**", "scripts/bench/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^x-(forwarded-for|real-ip|vercel-forwarded-for)$/i]",
          message: "Read the client's address with clientIp() from lib/core/http/client-ip.ts (the one TRUST_PROXY rule), never a proxy header directly.",
        },
      ],
    },
  },
  {
    // Import loops inside lib/ (app/ and components/ are imported by nothing of lib/).
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    ignores: UNPLACED,
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
];

export default config;
