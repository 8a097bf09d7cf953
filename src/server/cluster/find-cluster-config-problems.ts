import type { Env } from "@/server/env";

/**
 * With CLUSTER=true, several app processes serve one site behind a load balancer: a setting that
 * differs between them (or is left to each to invent) breaks sign-in, server actions or caching
 * on some requests only. Returns one line per problem; empty when the node may start.
 *
 * `source` is the raw environment (to tell "unset" from a default); `builtDeploymentId` is the
 * deployment id the build in .next was made with (undefined when there is no build yet).
 */
export function findClusterConfigProblems(
  env: Env,
  source: Record<string, string | undefined>,
  builtDeploymentId: string | undefined,
): string[] {
  const problems: string[] = [];
  const isSet = (name: string) => (source[name] ?? "").trim() !== "";
  if (!env.AUTH_SECRET)
    problems.push("AUTH_SECRET: required (the same on every node, or sessions signed by one are refused by the others)");
  const key = source.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY?.trim() ?? "";
  if (!key) {
    problems.push("NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: required (the same on every node; try: openssl rand -base64 32)");
  } else if (![16, 24, 32].includes(Buffer.from(key, "base64").length)) {
    problems.push("NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: must be base64 of 16, 24 or 32 bytes (try: openssl rand -base64 32)");
  }
  const deploymentId = source.NEXT_DEPLOYMENT_ID?.trim() ?? "";
  if (!deploymentId) {
    problems.push("NEXT_DEPLOYMENT_ID: required (the same on every node, set for `next build` too; e.g. the git commit)");
  } else if (builtDeploymentId !== undefined && builtDeploymentId !== deploymentId) {
    problems.push(
      `NEXT_DEPLOYMENT_ID: the build in .next was made with ${builtDeploymentId ? `"${builtDeploymentId}"` : "none"}, not "${deploymentId}": run \`next build\` with it set`,
    );
  }
  if (!env.isSiteUrlSet) problems.push("SITE_URL: required (the public origin, the same on every node)");
  if (!isSet("TRUST_PROXY")) problems.push("TRUST_PROXY: required (true behind the load balancer, the same on every node)");
  if (!env.DATABASE_URL)
    problems.push("DATABASE_URL: required (one PostgreSQL for all nodes; the embedded database serves one process only)");
  if (!env.REDIS_URL) problems.push("REDIS_URL: required (rate limits and the cache are shared through it)");
  if (!env.S3_BUCKET && !env.UPLOADS_SHARED_FOLDER)
    problems.push(
      "S3_BUCKET: required (uploads must be readable by every node: S3-compatible object storage; or, when DATA_DIR/uploads is one folder mounted on every node (NFS, EFS), set UPLOADS_SHARED_FOLDER=true)",
    );
  return problems;
}
