import { describe, expect, it } from "vitest";
import { rangeQuerySchema, resolveDateRange } from "@/lib/analytics-range";

const now = new Date("2026-05-20T15:30:00Z");

describe("date ranges", () => {
  it("counts presets back from today, today included", () => {
    const week = resolveDateRange(rangeQuerySchema.parse({ range: "7d" }), now);
    expect(week.days).toEqual(["2026-05-14", "2026-05-15", "2026-05-16", "2026-05-17", "2026-05-18", "2026-05-19", "2026-05-20"]);
    expect(week.from.toISOString()).toBe("2026-05-14T00:00:00.000Z");
    expect(week.to.toISOString()).toBe("2026-05-21T00:00:00.000Z");
    expect(resolveDateRange(rangeQuerySchema.parse({ range: "today" }), now).days).toEqual(["2026-05-20"]);
    expect(resolveDateRange(rangeQuerySchema.parse({}), now).days).toHaveLength(30);
    expect(resolveDateRange(rangeQuerySchema.parse({ range: "90d" }), now).days).toHaveLength(90);
  });

  it("includes both ends of a custom range", () => {
    const range = resolveDateRange(rangeQuerySchema.parse({ range: "custom", from: "2026-02-27", to: "2026-03-01" }), now);
    expect(range.days).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it.each([
    [{ range: "week" }, "range"],
    [{ range: "custom", from: "2026-03-01" }, "from"],
    [{ range: "custom", from: "2026-03-02", to: "2026-03-01" }, "to"],
    [{ range: "custom", from: "2026-13-01", to: "2026-03-01" }, "from"],
    [{ range: "custom", from: "2024-01-01", to: "2026-03-01" }, "to"],
  ])("refuses %j", (input, path) => {
    const result = rangeQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([path]);
  });
});
