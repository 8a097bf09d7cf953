import { describe, expect, it, vi } from "vitest";
import { setDbHandle } from "@/server/db/client";
import type { Database } from "@/server/db/open";
import { acceptEvent } from "@/server/analytics/accept-event";
import { recordSearch } from "@/server/analytics/record-search";

describe("event intake while the database is down", () => {
  it("still accepts quickly, then logs and drops the event without throwing", async () => {
    const unavailable = new Proxy({} as Database, {
      get() {
        throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      },
    });
    setDbHandle({
      db: unavailable,
      driver: "postgres",
      close: async () => {},
      readWithSettings: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    const started = performance.now();
    const { work } = await acceptEvent(JSON.stringify({ n: "pageview", u: "http://localhost:3000/" }), {
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0",
      address: "192.0.2.9",
      country: null,
    });
    expect(performance.now() - started).toBeLessThan(500);
    expect(work).not.toBeNull();
    await expect(work!()).resolves.toBeUndefined();
    await expect(recordSearch({ query: "x", nbHits: 0 })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("[analytics] event dropped:", expect.stringContaining("ECONNREFUSED"));
    warn.mockRestore();
  });
});
