import "server-only";
import { getEnv, type Env } from "@/server/env";
import { clientIp } from "./client-ip";

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

/** Who sent a request, as plain values for domain code (analytics, rate limits). */
export type RequestClient = { userAgent: string | null; address: string; country: string | null };

export function describeClient(headers: Headers): RequestClient {
  const env = getEnv();
  return { userAgent: headers.get("user-agent"), address: getClientAddress(headers, env), country: getClientCountry(headers, env) };
}
