import { describe, expect, it } from "vitest";
import { fetchSessionState } from "@/lib/fetch-session-state";

const answering = (response: Response | Error) =>
  (async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof fetch;

describe("fetchSessionState: an outage is never 'signed out'", () => {
  it("a session answer is the session; null is signed out", async () => {
    const session = { user: { email: "a@example.test" }, expires: "2030-01-01T00:00:00Z" };
    expect(await fetchSessionState("/s", answering(Response.json(session)))).toEqual({ kind: "known", session });
    expect(await fetchSessionState("/s", answering(Response.json(null)))).toEqual({ kind: "known", session: null });
  });

  it("a 503 is not known yet, to ask again after Retry-After", async () => {
    const unavailable = Response.json({ error: { code: "unavailable" } }, { status: 503, headers: { "Retry-After": "5" } });
    expect(await fetchSessionState("/s", answering(unavailable))).toEqual({ kind: "unavailable", retryInMs: 5000 });
  });

  it("a 500 or a network failure is not known either", async () => {
    expect((await fetchSessionState("/s", answering(new Response("", { status: 500 })))).kind).toBe("unavailable");
    expect((await fetchSessionState("/s", answering(new TypeError("Failed to fetch")))).kind).toBe("unavailable");
  });
});
