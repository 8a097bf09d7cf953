import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The module map of docs/architecture.md ("The map, enforced") is lint rules in eslint.config.mjs.
 * Each case lints one import as if written in a file of a part, with the project's own config,
 * and checks that the map's rule refuses it or lets it through.
 */
const root = path.resolve(import.meta.dirname, "../..");
const mapRule = "@typescript-eslint/no-restricted-imports";
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    // Only the map's rule: the type-aware rules need files the TypeScript project knows.
    ruleFilter: ({ ruleId }) => ruleId === mapRule,
    overrideConfig: { files: ["**/*.ts", "**/*.tsx"], languageOptions: { parserOptions: { projectService: false } } },
  });
});

async function mapErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath: path.join(root, filePath) });
  return result!.messages.filter((message) => message.ruleId === mapRule).map((message) => message.message);
}

const importServer = `import { startNodeServer as imported } from "@/server/node-server/start-node-server";`;

describe("the module map, as lint enforces it", () => {
  it.each(["src/app/example/route.ts", "src/server/posts/example.ts", "src/server/http/example.ts", "src/proxy.ts", "src/lib/example.ts"])(
    "the server (src/server/node-server) is a part nothing in the app imports: %s",
    async (filePath) => {
      expect(await mapErrors(filePath, importServer)).toEqual([expect.stringMatching(/node-server|src\/server/)]);
    },
  );

  it("the scripts start the server", async () => {
    expect(await mapErrors("scripts/example.ts", importServer)).toEqual([]);
  });

  it("the server calls the edge's steps and never imports routes", async () => {
    const edge = `import { encodeResponse as imported } from "@/server/http/encode-response";`;
    expect(await mapErrors("src/server/node-server/example.ts", edge)).toEqual([]);
    const route = `import { GET as imported } from "@/app/api/event/route";`;
    expect(await mapErrors("src/server/node-server/example.ts", route)).toEqual([expect.stringContaining("never imports routes")]);
  });

  it("routes never touch the database; domains never import the edge", async () => {
    const db = `import { getDb as imported } from "@/server/db/client";`;
    expect(await mapErrors("src/app/example/page.tsx", db)).toEqual([expect.stringContaining("database")]);
    const edge = `import { withRoute as imported } from "@/server/http/with-route";`;
    expect(await mapErrors("src/server/posts/example.ts", edge)).toEqual([expect.stringContaining("Domains never import")]);
  });
});
