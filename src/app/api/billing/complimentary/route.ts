import { z } from "zod";
import { grantComplimentarySubscription } from "@/server/billing/grant-complimentary-subscription";
import { revokeComplimentarySubscription } from "@/server/billing/revoke-complimentary-subscription";
import { withRoute } from "@/server/http/with-route";

const grantSchema = z.object({ email: z.email(), until: z.iso.date().nullish() });
const revokeSchema = z.object({ email: z.email() });

/** Editors and owners grant a complimentary subscription: JSON { email, until? }. */
export const POST = withRoute({ role: "editor", body: grantSchema }, async ({ actor, body }) => {
  const row = await grantComplimentarySubscription({ actor: actor!, ...body });
  return Response.json({ subscription: { status: row.status, until: row.currentPeriodEnd?.toISOString() ?? null } });
});

/** …and revoke it: JSON { email }. */
export const DELETE = withRoute({ role: "editor", body: revokeSchema }, async ({ actor, body }) => {
  const revoked = await revokeComplimentarySubscription({ actor: actor!, email: body.email });
  return Response.json({ revoked });
});
