import { describeZodError } from "@/server/errors";
import { rangeQuerySchema, resolveDateRange, type DateRange } from "@/lib/analytics-range";

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * An admin page's date range from its query (`range`, `from`, `to`). A bad custom range is the
 * editor's typo, not an error page: the message, what they typed, and the default range (30 days).
 */
export function readRangeParams(params: SearchParams): {
  range: DateRange;
  rangeError: string | null;
  typed?: { from?: string; to?: string };
} {
  const typed = { from: first(params.from), to: first(params.to) };
  const parsed = rangeQuerySchema.safeParse({ range: first(params.range), ...typed });
  const rangeError = parsed.success ? null : (parsed.error.issues[0]?.message ?? describeZodError(parsed.error).message);
  const range = resolveDateRange(parsed.success ? parsed.data : { range: "30d" });
  return { range, rangeError, typed: rangeError ? typed : undefined };
}
