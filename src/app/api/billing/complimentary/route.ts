import { z } from "zod";
import { requireRole } from "@/server/auth/session";
import { grantComplimentarySubscription } from "@/server/billing/grant-complimentary-subscription";
import { revokeComplimentarySubscription } from "@/server/billing/revoke-complimentary-subscription";
import { toErrorResponse } from "@/server/errors";

const grantSchema = z.object({ email: z.email(), until: z.iso.date().nullish() });
const revokeSchema = z.object({ email: z.email() });

/** Editors and owners grant a complimentary subscription: JSON { email, until? }. */
export async function POST(request: Request): Promise<Response> {
  try {
    const session = await requireRole("editor");
    const input = grantSchema.parse(await request.json().catch(() => ({})));
    const row = await grantComplimentarySubscription({ actor: { id: session.user.id, role: session.role }, ...input });
    return Response.json({ subscription: { status: row.status, until: row.currentPeriodEnd?.toISOString() ?? null } });
  } catch (error) {
    return toErrorResponse(error);
  }
}

/** …and revoke it: JSON { email }. */
export async function DELETE(request: Request): Promise<Response> {
  try {
    const session = await requireRole("editor");
    const { email } = revokeSchema.parse(await request.json().catch(() => ({})));
    const revoked = await revokeComplimentarySubscription({ actor: { id: session.user.id, role: session.role }, email });
    return Response.json({ revoked });
  } catch (error) {
    return toErrorResponse(error);
  }
}
