import { describe, expect, it } from "vitest";
import { rangeQuerySchema } from "@/lib/analytics-range";
import { countOf } from "@/lib/plural";

const messageOf = (query: Record<string, string>) => {
  const parsed = rangeQuerySchema.safeParse(query);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join("; ");
};

describe("analytics date ranges and counts", () => {
  it("a reversed or out-of-range custom range gets a message, not an error", () => {
    expect(messageOf({ range: "custom", from: "2026-03-02", to: "2026-03-01" })).toBe("the end date must not be before the start date");
    expect(messageOf({ range: "custom", from: "0206-01-01", to: "0206-01-05" })).toMatch(/before 2000-01-01/);
    expect(messageOf({ range: "custom", from: "2999-01-01", to: "2999-01-05" })).toMatch(
      /^the start date is after today \(\d{4}-\d{2}-\d{2}\)$/,
    );
    expect(messageOf({ range: "custom", from: "2025-01-01", to: "2026-03-01" })).toMatch(/at most 366 days/);
    expect(messageOf({ range: "custom", from: "2026-02-30", to: "2026-03-01" })).toMatch(/a date like/);
    expect(messageOf({ range: "custom", from: "2026-01-01", to: "2026-01-31" })).toBeNull();
  });

  it("counts agree in number", () => {
    expect(countOf(0, "visitor")).toBe("0 visitors");
    expect(countOf(1, "visitor")).toBe("1 visitor");
    expect(countOf(2, "visitor")).toBe("2 visitors");
    expect(countOf(1234, "attempt")).toBe("1,234 attempts");
    expect(countOf(1, "reply", "replies")).toBe("1 reply");
  });
});
