import "server-only";
import type { Actor } from "@/server/auth/permissions";
import { getEnv } from "@/server/env";
import type { ParsedImport } from "../types";
import { importMemberBatch } from "./import-member-batch";
import { linkStripeMember } from "./link-stripe-member";
import type { RunTally } from "./run-tally";

const batchSize = 500;

/**
 * Members in batches of 500, each batch one transaction; then, with Stripe configured, each
 * paying member is linked to their Stripe customer and subscriptions. Without Stripe they are
 * imported as free members with their old access noted, for an editor to grant complimentary
 * access in bulk. A failed batch or link is listed and the rest goes on.
 */
export async function importMembers(
  parsed: ParsedImport,
  context: { runId: string; actor: Actor; tally: RunTally; now: Date; signal?: AbortSignal },
): Promise<void> {
  const { tally } = context;
  const stripe = getEnv().features.billing;
  for (let i = 0; i < parsed.members.length; i += batchSize) {
    context.signal?.throwIfAborted();
    const batch = parsed.members.slice(i, i + batchSize);
    try {
      const result = await importMemberBatch({
        platform: parsed.platform,
        members: batch,
        actor: context.actor,
        runId: context.runId,
        now: context.now,
      });
      tally.count("created", result.created);
      tally.count("linked", result.existing);
      tally.count("unchanged", result.unchanged);
      for (const { userId, member } of result.paying) {
        if (!stripe) {
          tally.count("paidWithoutStripe");
          continue;
        }
        try {
          const problem = await linkStripeMember(userId, member);
          if (problem) await tally.problem(member.email, problem);
          else tally.count("stripeLinked");
        } catch (error) {
          await tally.problem(member.email, `not linked to Stripe: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    } catch (error) {
      tally.count("failed", batch.length);
      const range = `${batch[0]?.email ?? ""} … ${batch.at(-1)?.email ?? ""}`;
      await tally.problem(
        `Members ${i + 1}–${i + batch.length}`,
        `not imported (${range}): ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      await tally.advance(batch.length);
    }
  }
}
