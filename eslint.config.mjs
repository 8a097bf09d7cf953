import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

/**
 * The map of docs/architecture.md, as lint rules: each part lists what it must never import.
 * (A file gets one no-restricted-imports setting, so the globs below do not overlap.)
 */
const forbid = (files, patterns, options = {}) => ({
  files,
  ...options,
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
});
const group = (names, message, extra = {}) => ({ group: names, message, ...extra });

const routesAndEdge = group(
  ["@/app", "@/app/*", "@/server/http", "@/server/http/*"],
  "Domains never import routes or the HTTP edge: take and return plain values.",
);
const uiFromDomains = group(["@/components", "@/components/*"], "The server never imports UI components.");
const theServer = group(
  ["@/server/node-server", "@/server/node-server/*"],
  "Only scripts start the server (src/server/node-server): the app never imports it; it calls the app.",
);
const boundaries = [
  // Routes: no database or schema; they call domain functions.
  forbid(
    ["src/app/**"],
    [group(["@/server/db", "@/server/db/*"], "Routes never touch the database: call a domain function in src/server."), theServer],
  ),
  // Components: data comes in as props; only types and server actions passed down from routes.
  forbid(
    ["src/components/**"],
    [
      group(["@/server", "@/server/*"], "Components never import src/server (types excepted): the route loads data and passes it in.", {
        allowTypeImports: true,
      }),
    ],
  ),
  // Client-safe helpers: nothing from the server, not even a type.
  forbid(
    ["src/lib/**"],
    [
      group(
        ["@/server", "@/server/*", "@/app/*", "@/components/*"],
        "src/lib is client-safe: it never imports src/server, routes or components.",
      ),
    ],
  ),
  // The database module: no HTTP, no domain.
  forbid(
    ["src/server/db/**"],
    [
      group(["@/server/*", "!@/server/db", "!@/server/db/*", "!@/server/env", "!@/server/errors"], "The database module knows no domain."),
      group(["next/server", "next/headers", "next/navigation", "@/app/*", "@/server/http/*"], "The database module knows no HTTP."),
    ],
  ),
  // Domains: never routes, the edge or components.
  forbid(["src/server/**"], [routesAndEdge, uiFromDomains, theServer], {
    ignores: ["src/server/http/**", "src/server/db/**", "src/server/node-server/**"],
  }),
  forbid(["src/server/http/**"], [group(["@/app", "@/app/*"], "The edge never imports routes."), uiFromDomains, theServer]),
  // The proxy runs inside Next.js, as the edge does: never routes, components or the server.
  forbid(["src/proxy.ts"], [group(["@/app", "@/app/*"], "The proxy never imports routes."), uiFromDomains, theServer]),
  // The server: the edge's steps, domains and the database module; never routes or components
  // (it hands every request it does not answer itself to Next.js's request handler).
  forbid(
    ["src/server/node-server/**"],
    [group(["@/app", "@/app/*"], "The server never imports routes: Next.js serves them."), uiFromDomains],
  ),
  // No import cycles between the server's parts.
  {
    files: ["src/server/**", "src/lib/**"],
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      ".data-*/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "src/server/db/migrations/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...boundaries,
  // Type-aware rules: a promise nobody awaits, and `any` leaking into typed code.
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx", "scripts/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "error",
      "@typescript-eslint/no-unsafe-member-access": "error",
      "@typescript-eslint/no-unsafe-call": "error",
      "@typescript-eslint/no-unsafe-return": "error",
      "@typescript-eslint/no-unsafe-argument": "error",
    },
  },
  // Formatting is Prettier's job (checked by `npm run lint`); turn off the rules that would fight it.
  prettier,
];

export default config;
