import "server-only";
import { algoliasearch } from "algoliasearch";
import { getEnv } from "@/server/env";

/** The part of the full client that only its Node build has (TypeScript resolves the browser types). */
type NodeHelpers = {
  generateSecuredApiKey(options: { parentApiKey: string; restrictions: Record<string, unknown> }): string;
};

export type AlgoliaClient = ReturnType<typeof algoliasearch> & NodeHelpers;

let cached: { signature: string; client: AlgoliaClient } | undefined;

/**
 * The admin client, from ALGOLIA_APP_ID / ALGOLIA_ADMIN_API_KEY. ALGOLIA_API_URL (tests
 * only) points it at a local server that answers like Algolia; otherwise it uses Algolia's
 * own hosts. One client per configuration: it keeps the state of its hosts between calls.
 */
export function createAlgoliaClient(): AlgoliaClient {
  const env = getEnv();
  if (!env.features.algolia || !env.ALGOLIA_APP_ID || !env.ALGOLIA_ADMIN_API_KEY) {
    throw new Error("Algolia is not configured: set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_SEARCH_API_KEY");
  }
  const signature = [env.ALGOLIA_APP_ID, env.ALGOLIA_ADMIN_API_KEY, env.ALGOLIA_API_URL ?? ""].join("\n");
  if (cached?.signature === signature) return cached.client;
  const override = env.ALGOLIA_API_URL ? new URL(env.ALGOLIA_API_URL) : undefined;
  const client = algoliasearch(
    env.ALGOLIA_APP_ID,
    env.ALGOLIA_ADMIN_API_KEY,
    override
      ? { hosts: [{ url: override.host, accept: "readWrite", protocol: override.protocol === "https:" ? "https" : "http" }] }
      : undefined,
  ) as AlgoliaClient;
  if (typeof client.generateSecuredApiKey !== "function") throw new Error("algoliasearch's Node build is required for the Algolia engine");
  cached = { signature, client };
  return client;
}

let helperClient: Partial<NodeHelpers> | undefined;

/**
 * algoliasearch's own generateSecuredApiKey (a pure HMAC, no request): our server's search
 * keys and Algolia's are made the same way. It exists in the library's Node build only.
 */
export function generateSecuredApiKey(parentApiKey: string, restrictions: Record<string, unknown>): string {
  helperClient ??= algoliasearch("local", "unused") as unknown as Partial<NodeHelpers>;
  if (typeof helperClient.generateSecuredApiKey !== "function") throw new Error("algoliasearch's Node build is required for secured keys");
  return helperClient.generateSecuredApiKey({ parentApiKey, restrictions });
}
