import { z } from "zod";

export const rangePresets = ["today", "7d", "30d", "90d", "custom"] as const;
export type RangePreset = (typeof rangePresets)[number];
export const rangeLabels: Record<RangePreset, string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
  custom: "Custom",
};

/** A half-open UTC interval [from, to) and its days, for the dashboard queries. */
export type DateRange = { preset: RangePreset; from: Date; to: Date; days: string[] };

const day = z.iso.date({ error: "must be a date like 2026-01-31" });
const maxDays = 366;
/** No analytics are older than this; a range before it is a typo (a year 0206 for 2026). */
export const earliestRangeDay = "2000-01-01";

export const rangeQuerySchema = z
  .object({
    range: z.enum(rangePresets, { error: "must be today, 7d, 30d, 90d or custom" }).default("30d"),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((value, context) => {
    if (value.range !== "custom") return;
    if (!value.from || !value.to) {
      context.addIssue({ code: "custom", path: ["from"], message: "a custom range needs both a start and an end date" });
      return;
    }
    const span = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (span < 0) context.addIssue({ code: "custom", path: ["to"], message: "the end date must not be before the start date" });
    if (span >= maxDays) context.addIssue({ code: "custom", path: ["to"], message: `a range can span at most ${maxDays} days` });
    const today = new Date().toISOString().slice(0, 10);
    if (value.from < earliestRangeDay) {
      context.addIssue({ code: "custom", path: ["from"], message: `the start date is before ${earliestRangeDay}, older than any visit` });
    }
    if (value.from > today) context.addIssue({ code: "custom", path: ["from"], message: `the start date is after today (${today})` });
  });
export type RangeQuery = z.infer<typeof rangeQuerySchema>;

const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Presets count back from today (inclusive); a custom range includes both end dates. */
export function resolveDateRange(query: RangeQuery, now: Date = new Date()): DateRange {
  const today = startOfUtcDay(now);
  const presetDays = { today: 1, "7d": 7, "30d": 30, "90d": 90 } as const;
  let from: Date;
  let to: Date;
  if (query.range === "custom" && query.from && query.to) {
    from = new Date(`${query.from}T00:00:00Z`);
    to = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000);
  } else {
    const count = query.range === "custom" ? 30 : presetDays[query.range];
    to = new Date(today.getTime() + 86_400_000);
    from = new Date(to.getTime() - count * 86_400_000);
  }
  const days: string[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return { preset: query.range, from, to, days };
}
