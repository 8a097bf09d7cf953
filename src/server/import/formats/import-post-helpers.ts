import type { ImportAccess } from "../types";

/** An HTML, JSON, XML or CSV file inside an export is read up to this size. */
export const importTextLimit = 50 * 1024 * 1024;

/**
 * The access level of an audience or visibility as each platform names it: Substack's
 * everyone / only_free / only_paid, Ghost's public / members / paid / tiers / filter, beehiiv's
 * free / premium / both. Anything unknown is treated as the most closed, so nothing gated opens.
 */
export function accessFromAudience(value: string | undefined | null): ImportAccess {
  const audience = (value ?? "").trim().toLowerCase();
  if (audience === "" || audience === "everyone" || audience === "public" || audience === "free" || audience === "all") return "public";
  if (audience === "only_free" || audience === "members" || audience === "both") return "members";
  return "paid";
}

/** The path of an address on the old site ("https://old.example/p/x/" → "/p/x"), or null for its home. */
export function oldPathOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const path = new URL(url, "https://old.invalid").pathname.replace(/\/+$/, "");
    return path && path !== "/" ? decodeURIComponentSafe(path) : null;
  } catch {
    return null;
  }
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
