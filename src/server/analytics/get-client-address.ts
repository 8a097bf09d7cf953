import { clientIp } from "@/server/http/client-ip";
import type { Env } from "@/server/env";

/** The client's IP, only ever used as hash input and limiter key: the same rule as sign-in's limits. */
export function getClientAddress(headers: Headers, env: Pick<Env, "TRUST_PROXY">): string {
  return clientIp(headers, env.TRUST_PROXY).slice(0, 64);
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
