import { afterEach, describe, expect, it, vi } from "vitest";
import { CommentRequestError, queryClient, retryUnlessRefused } from "@/components/comments/query-client";

describe("the comments' query cache", () => {
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
  });

  it("has the specification's defaults: no refetch on focus, never stale, kept 5 minutes", () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(defaults).toMatchObject({ refetchOnWindowFocus: false, staleTime: Infinity });
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: ["probe"], queryFn: () => 1 });
    expect(query.gcTime).toBe(5 * 60_000);
  });

  it("retries a failed request 3 times, 1 s, 2 s then 4 s apart (exponential, capped at 30 s)", async () => {
    vi.useFakeTimers();
    const startedAt: number[] = [];
    const fetching = queryClient
      .fetchQuery({
        queryKey: ["always-fails"],
        queryFn: () => {
          startedAt.push(Date.now());
          return Promise.reject(new Error("down"));
        },
      })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await fetching).toBeInstanceOf(Error);
    expect(startedAt.slice(1).map((time, index) => time - startedAt[index]!)).toEqual([1000, 2000, 4000]);
  });

  it("does not retry what the server refused (a 4xx other than 429), and retries the rest", () => {
    expect(retryUnlessRefused(0, new CommentRequestError(403, "No"))).toBe(false);
    expect(retryUnlessRefused(0, new CommentRequestError(429, "Slow down"))).toBe(true);
    expect(retryUnlessRefused(2, new CommentRequestError(503, "Down"))).toBe(true);
    expect(retryUnlessRefused(3, new CommentRequestError(503, "Down"))).toBe(false);
  });
});
