import { afterEach, describe, expect, it, vi } from "vitest";
import type { DependencyReport } from "@/server/health/check-dependencies";
import { createDependencyMonitor } from "@/server/health/dependency-monitor";

afterEach(() => vi.useRealTimers());

describe("the dependency monitor behind /readyz", () => {
  it("waits for the first check only, then answers at once from the latest while a check hangs", async () => {
    vi.useFakeTimers();
    const hanging = new Promise<DependencyReport>(() => {});
    const check = vi.fn<() => Promise<DependencyReport>>().mockResolvedValueOnce({ database: "up" }).mockReturnValueOnce(hanging);
    const current = createDependencyMonitor(check, 1000);

    expect(await current()).toEqual({ database: "up" });
    vi.advanceTimersByTime(1000);
    // The second check never answers (PostgreSQL gone away): the answer does not wait for it.
    expect(await current()).toEqual({ database: "up" });
    expect(await current()).toEqual({ database: "up" });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("checks again once the interval has passed, and reports what it found", async () => {
    vi.useFakeTimers();
    const check = vi
      .fn<() => Promise<DependencyReport>>()
      .mockResolvedValueOnce({ database: "up", redis: "up" })
      .mockResolvedValueOnce({ database: "up", redis: "down" });
    const current = createDependencyMonitor(check, 1000);

    expect(await current()).toEqual({ database: "up", redis: "up" });
    expect(await current()).toEqual({ database: "up", redis: "up" });
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    await current(); // starts the check; answered from the previous one
    expect(await current()).toEqual({ database: "up", redis: "down" });
    expect(check).toHaveBeenCalledTimes(2);
  });
});
