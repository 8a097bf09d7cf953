import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle } from "@/server/db/client";
import { openPostgres, type DatabaseHandle } from "@/server/db/open";
import { startAppServer, type AppServer } from "../../support/app-server";
import { createEmptyPostgresDatabase } from "../../support/db";
import { startImageServer, writeFixtureZip } from "../../support/import-fixtures";
import { createSessionCookie } from "../../support/sign-in";

type RunJson = {
  id: string;
  status: string;
  done: number;
  total: number;
  outcome: Record<string, number>;
  report: { posts: { create: number } };
};

/**
 * Imports over HTTP, as a script does it: POST the file as an owner, read the dry run, start
 * it, poll the progress to the end; old links then answer 301; undo takes it back. Everyone
 * else, and other sites, are refused with the usual error body; a bad file gets a sentence.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("imports over HTTP", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let handle: DatabaseHandle;
  let app: AppServer;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let owner = "";
  let editor = "";
  let zip: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    images = await startImageServer();
    database = await createEmptyPostgresDatabase();
    app = await startAppServer({
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(33).toString("base64"),
      IMPORT_FETCH_PRIVATE_HOSTS: "true",
    });
    handle = await openPostgres(database.url);
    setDbHandle(handle);
    const ownerSession = await createSessionCookie(handle.db, { email: "importing-owner@example.com", role: "owner" });
    owner = `${ownerSession.name}=${ownerSession.value}`;
    const editorSession = await createSessionCookie(handle.db, { email: "importing-editor@example.com", role: "editor" });
    editor = `${editorSession.name}=${editorSession.value}`;
    zip = new Uint8Array(readFileSync(writeFixtureZip("substack", images.origin)));
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
    await handle?.close();
    await database?.drop();
    await images?.close();
  }, 60_000);

  const send = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${app.url}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.headers as Record<string, string>) },
    });
  const upload = (body: BodyInit, cookie = owner, headers: Record<string, string> = {}) =>
    send("/api/admin/imports?name=export.zip", {
      method: "POST",
      body,
      cookie,
      headers: { "content-type": "application/zip", ...headers },
    });

  it("upload → dry run → start → progress to the end → old links answer 301 → undo", async () => {
    const planned = await upload(zip);
    expect(planned.status).toBe(201);
    const run = (await planned.json()) as RunJson;
    expect(run).toMatchObject({ status: "planned", report: { posts: { create: 5 } } });

    const started = await send(`/api/admin/imports/${run.id}/start`, { method: "POST", cookie: owner });
    expect(started.status).toBe(202);
    let current = run;
    const seen = new Set<string>();
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const response = await send(`/api/admin/imports/${run.id}`, { cookie: owner });
      expect(response.status).toBe(200);
      current = (await response.json()) as RunJson;
      seen.add(current.status);
      if (current.status === "done" || current.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(current).toMatchObject({ status: "done", done: 9, total: 9, outcome: { created: 9 } });
    expect([...seen].every((status) => ["queued", "running", "done"].includes(status))).toBe(true);

    const moved = await send("/p/the-quiet-hour");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/posts/the-quiet-hour");
    expect((await send("/posts/the-quiet-hour")).status).toBe(200);

    const again = await send(`/api/admin/imports/${run.id}/start`, { method: "POST", cookie: owner });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "conflict", message: expect.any(String) } });

    const undone = await send(`/api/admin/imports/${run.id}/undo`, { method: "POST", cookie: owner });
    expect(undone.status).toBe(200);
    expect(await undone.json()).toMatchObject({ undone: { postsRemoved: 5 } });
    expect(((await (await send(`/api/admin/imports/${run.id}`, { cookie: owner })).json()) as RunJson).status).toBe("undone");
    expect((await send("/p/the-quiet-hour")).status).toBe(404);
  }, 150_000);

  it("refuses editors, strangers and other sites with the error body; a bad file, a form or no such import get a 4xx with a sentence", async () => {
    const error = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
    expect(await error(await upload(zip, editor))).toEqual({
      status: 403,
      body: { error: { code: "forbidden", message: expect.any(String) } },
    });
    expect((await error(await upload(zip, ""))).status).toBe(401);
    expect(await error(await upload(zip, owner, { origin: "https://elsewhere.example" }))).toMatchObject({
      status: 403,
      body: { error: { code: "forbidden" } },
    });
    const notAnExport = await error(await upload("hello, this is not an export", owner, { "content-type": "text/plain" }));
    expect(notAnExport.status).toBeGreaterThanOrEqual(400);
    expect(notAnExport.status).toBeLessThan(500);
    expect(notAnExport.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    const form = new FormData();
    form.set("file", new Blob([zip]), "export.zip");
    expect((await error(await send("/api/admin/imports", { method: "POST", body: form, cookie: owner }))).status).toBe(415);
    expect(await error(await upload(new Uint8Array(0)))).toMatchObject({ status: 400, body: { error: { code: "bad_request" } } });
    expect(await error(await send("/api/admin/imports/no-such-import", { cookie: owner }))).toMatchObject({
      status: 404,
      body: { error: { code: "not_found" } },
    });
  });

  it("a declared 2 GB upload is refused with 413 before a byte is read", async () => {
    const url = new URL(`${app.url}/api/admin/imports?name=big.zip`);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: "POST",
          headers: { cookie: owner, "content-length": String(2 * 1024 ** 3), "content-type": "application/zip" },
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
          request.destroy();
        },
      );
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
  });
});
