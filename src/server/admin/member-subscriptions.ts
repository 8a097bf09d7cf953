import "server-only";
import { AppError } from "@/server/errors";
import type { Actor } from "./actor";

// ADAPTER — the integrator wires these two to the subscriptions work's domain functions:
//   grantComplimentarySubscription({ actor, email, until }) / revokeComplimentarySubscription({ actor, email })
// from "@/server/billing/…". Those functions own the role check, the transaction and the
// audit row. Until then they answer "unavailable" so the UI says so instead of pretending.

export type GrantComplimentaryOptions = { actor: Actor; email: string; until: Date | null };
export type RevokeComplimentaryOptions = { actor: Actor; email: string };

export async function grantComplimentary(_options: GrantComplimentaryOptions): Promise<void> {
  throw new AppError("unavailable", "Complimentary subscriptions are not available in this build yet.");
}

export async function revokeComplimentary(_options: RevokeComplimentaryOptions): Promise<void> {
  throw new AppError("unavailable", "Complimentary subscriptions are not available in this build yet.");
}
