import { z } from "zod";

const pageParam = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/)
  .transform(Number)
  .optional();

/** `?page=N` → N (1 when absent); null for anything else (the page answers 404). */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (Array.isArray(value)) return null;
  const parsed = pageParam.safeParse(value);
  return parsed.success ? (parsed.data ?? 1) : null;
}
