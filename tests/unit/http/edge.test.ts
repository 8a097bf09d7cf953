import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { setEnvForTests } from "@/server/env";
import { AppError } from "@/server/errors";
import { toErrorAnswer } from "@/server/http/error-response";
import { readBody } from "@/server/http/read-body";
import { withRoute } from "@/server/http/with-route";

const site = "http://localhost:3000";
const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request(`${site}/api/thing`, { method: "POST", body, headers });

describe("the edge", () => {
  beforeAll(() => setEnvForTests({ SITE_URL: site }));

  it("reads a body up to its limit and answers 413 past it, by Content-Length or by the bytes", async () => {
    expect(await readBody(post("hello"), "text", 5)).toEqual({ kind: "text", value: "hello" });
    await expect(readBody(post("hello!"), "text", 5)).rejects.toMatchObject({ status: 413 });
    await expect(readBody(post("hi", { "content-length": "6" }), "text", 5)).rejects.toMatchObject({ status: 413 });
  });

  it("parses JSON whatever the content type, forms by theirs, and refuses what does not parse", async () => {
    expect(await readBody(post('{"a":1}', { "content-type": "application/x-www-form-urlencoded" }), "json")).toMatchObject({
      value: { a: 1 },
    });
    expect(await readBody(post("a=1&b=2", { "content-type": "application/x-www-form-urlencoded" }), "form-or-json")).toMatchObject({
      kind: "form",
      value: { a: "1", b: "2" },
    });
    await expect(readBody(post("{", { "content-type": "application/json" }), "form-or-json")).rejects.toMatchObject({ status: 400 });
    await expect(readBody(post("x", { "content-type": "text/plain" }), "form-or-json")).rejects.toMatchObject({ status: 400 });
  });

  const echo = withRoute({ body: z.object({ name: z.string().min(1) }) }, async ({ body }) => Response.json(body));

  it("validates the body with zod: 400 with the field, 200 with the parsed value", async () => {
    const bad = await echo(post(JSON.stringify({ name: "" })));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_request", fields: { name: expect.any(String) } } });
    const good = await echo(post(JSON.stringify({ name: "Ada" })));
    expect(await good.json()).toEqual({ name: "Ada" });
  });

  it("refuses a state-changing request from another site, and accepts this site's and a script's", async () => {
    const evil = await echo(post(JSON.stringify({ name: "x" }), { origin: "https://evil.example" }));
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ error: { code: "forbidden" } });
    expect((await echo(post(JSON.stringify({ name: "x" }), { "sec-fetch-site": "cross-site" }))).status).toBe(403);
    expect((await echo(post(JSON.stringify({ name: "x" }), { origin: site }))).status).toBe(200);
    expect((await echo(post(JSON.stringify({ name: "x" }), { "sec-fetch-site": "same-origin" }))).status).toBe(200);
    expect((await echo(post(JSON.stringify({ name: "x" })))).status).toBe(200);
  });

  it("answers errors in one shape: AppError's status, 503 with Retry-After when unavailable, a generic 500 otherwise", async () => {
    const failing = (error: unknown) => withRoute({}, async () => Promise.reject(error))(new Request(`${site}/x`));
    const conflict = await failing(new AppError("conflict", "Taken."));
    expect([conflict.status, await conflict.json()]).toEqual([409, { error: { code: "conflict", message: "Taken." } }]);
    const down = await failing(new AppError("unavailable", "Try later."));
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toMatch(/^\d+$/);
    const timeout = await failing(Object.assign(new Error("canceling statement"), { code: "57014" }));
    expect(timeout.status).toBe(503);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const crash = await failing(new Error("secret detail"));
    expect(crash.status).toBe(500);
    expect(JSON.stringify(await crash.json())).not.toContain("secret detail");
    logged.mockRestore();
  });

  it("speaks Algolia's { message, status } on the search routes", () => {
    const answer = toErrorAnswer(new AppError("forbidden", "Invalid Application-ID or API key"), "algolia");
    expect([answer.status, JSON.parse(answer.body)]).toEqual([403, { message: "Invalid Application-ID or API key", status: 403 }]);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});
