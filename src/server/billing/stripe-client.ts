import "server-only";
import Stripe from "stripe";
import { AppError } from "@/server/errors";
import { getEnv, type Env } from "@/server/env";

type StripeConfig = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">;

/**
 * A Stripe client for this configuration. STRIPE_API_URL (tests, stripe-mock) becomes
 * the library's own host/port/protocol settings, so requests take the real code path.
 */
function createStripeClient(config: StripeConfig): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new AppError("unavailable", "Online payment is not enabled on this site.");
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  const protocol = api?.protocol === "http:" ? "http" : "https";
  return new Stripe(config.STRIPE_SECRET_KEY, {
    ...(api && {
      host: api.hostname,
      port: api.port ? Number(api.port) : protocol === "http" ? 80 : 443,
      protocol,
    }),
    telemetry: false,
    appInfo: { name: "Groundwork", version: "1.0.0" },
  });
}

const globalForStripe = globalThis as unknown as { groundworkStripe?: { key: string; client: Stripe } };

/** The process-wide client, rebuilt when the configuration changes (tests swap it). */
export function getStripe(): Stripe {
  const env = getEnv();
  const key = `${env.STRIPE_SECRET_KEY ?? ""}|${env.STRIPE_API_URL ?? ""}`;
  if (globalForStripe.groundworkStripe?.key !== key) {
    globalForStripe.groundworkStripe = { key, client: createStripeClient(env) };
  }
  return globalForStripe.groundworkStripe.client;
}

export function requireBilling(): Env {
  const env = getEnv();
  if (!env.features.billing) throw new AppError("unavailable", "Online payment is not enabled on this site.");
  return env;
}
