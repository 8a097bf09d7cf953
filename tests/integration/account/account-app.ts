import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setDbHandle } from "@/server/db/client";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { startAppServer, type AppServer } from "../../support/app-server";
import { createPostgresDatabase, type DatabaseTarget } from "../../support/db";

export type AccountApp = {
  app: AppServer;
  cleanup: () => Promise<void>;
};

/**
 * The built app on a fresh database of `target` that `populate` filled first (members, posts,
 * sessions), for the account routes' HTTP tests. `env` configures the app (SMTP_URL, limits).
 */
export async function startAccountApp<T>(
  target: DatabaseTarget,
  populate: (handle: DatabaseHandle) => Promise<T>,
  env: Record<string, string> = {},
): Promise<AccountApp & { world: T }> {
  const appEnv = { AUTH_SECRET: randomBytes(33).toString("base64"), ...env };
  if (target === "postgres") {
    const handle = await createPostgresDatabase();
    setDbHandle(handle);
    const world = await populate(handle);
    const app = await startAppServer({ ...appEnv, DATABASE_URL: handle.url });
    return { app, world, cleanup: () => handle.close() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-account-"));
  const handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
  setDbHandle(handle);
  const world = await populate(handle);
  await handle.close();
  const app = await startAppServer({ ...appEnv, DATABASE_URL: undefined, DATA_DIR: dataDir });
  return { app, world, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** fetch against the app as a same-site browser would, with an optional session cookie; the answer read once. */
export async function callApp(app: AppServer, pathname: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, headers, ...rest } = init;
  const response = await fetch(`${app.url}${pathname}`, {
    redirect: "manual",
    ...rest,
    headers: { origin: app.url, ...(cookie ? { cookie } : {}), ...(headers as Record<string, string>) },
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { response, status: response.status, text, json: json as Record<string, unknown> | null };
}
