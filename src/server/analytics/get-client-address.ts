import type { Env } from "@/server/env";

/**
 * The client's IP, only ever used as hash input and limiter key. `next start` fills
 * X-Forwarded-For with the socket address when no proxy did; behind a trusted proxy
 * (TRUST_PROXY) the left-most entry is the original client.
 */
export function getClientAddress(headers: Headers, env: Pick<Env, "TRUST_PROXY">): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const address = env.TRUST_PROXY ? (forwarded[0] ?? headers.get("x-real-ip")) : forwarded.at(-1);
  return address?.slice(0, 64) || "unknown";
}

const countryHeaders = ["cf-ipcountry", "x-vercel-ip-country", "x-country-code"];

/** A country code from a trusted proxy's header — no lookup table ships with the app. */
export function getClientCountry(headers: Headers, env: Pick<Env, "TRUST_PROXY">): string | null {
  if (!env.TRUST_PROXY) return null;
  for (const name of countryHeaders) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX") return value;
  }
  return null;
}
