import type { EventPayload } from "./event-payload";

export type ForwardOptions = { url: string; userAgent: string; address: string };

/**
 * Relays an event to a Plausible-compatible endpoint, server to server: no cookies, and
 * the client's address only in X-Forwarded-For, which that service hashes the same way.
 */
export async function forwardEvent(payload: EventPayload, { url, userAgent, address }: ForwardOptions): Promise<void> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": userAgent, "x-forwarded-for": address },
      body: JSON.stringify({ n: payload.n, u: payload.u, d: payload.d ?? new URL(payload.u).hostname, r: payload.r ?? null, p: payload.p }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) console.warn(`[analytics] forwarding answered ${response.status}`);
  } catch (error) {
    console.warn("[analytics] forwarding failed:", error instanceof Error ? error.message : error);
  }
}
