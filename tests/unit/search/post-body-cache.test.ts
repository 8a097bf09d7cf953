import { describe, expect, it } from "vitest";
import { PostBodyCache } from "@/server/search/hit-bodies";

describe("PostBodyCache", () => {
  it("answers a body only for the version it was read at", () => {
    const cache = new PostBodyCache(100);
    cache.set("a", "7", "first body");
    expect(cache.get("a", "7")).toBe("first body");
    expect(cache.get("a", "8")).toBeUndefined();
    cache.set("a", "8", "edited body");
    expect(cache.get("a", "8")).toBe("edited body");
    expect(cache.get("a", "7")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("keeps at most its characters, dropping the least recently used first", () => {
    const cache = new PostBodyCache(30);
    cache.set("a", "1", "a".repeat(10));
    cache.set("b", "1", "b".repeat(10));
    cache.set("c", "1", "c".repeat(10));
    expect(cache.get("a", "1")).toBe("a".repeat(10)); // now the most recently used
    cache.set("d", "1", "d".repeat(10));
    expect(cache.get("b", "1")).toBeUndefined();
    expect([cache.get("a", "1"), cache.get("c", "1"), cache.get("d", "1")]).toEqual(["a".repeat(10), "c".repeat(10), "d".repeat(10)]);
    cache.set("e", "1", "e".repeat(25));
    expect(cache.size).toBe(1);
    expect(cache.get("e", "1")).toBe("e".repeat(25));
  });

  it("does not keep a body larger than the whole cache", () => {
    const cache = new PostBodyCache(10);
    cache.set("a", "1", "short");
    cache.set("b", "1", "far too long for it");
    expect(cache.get("b", "1")).toBeUndefined();
    expect(cache.get("a", "1")).toBe("short");
  });
});
