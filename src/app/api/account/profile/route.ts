import { z } from "zod";
import { updateDisplayName } from "@/server/accounts/update-display-name";
import { withRoute } from "@/server/http/with-route";

const body = z.object({ name: z.string({ error: "Send the name as text (empty: show the handle)." }) });

/** POST { name }: the name others see on comments and author pages ("" clears it). */
export const POST = withRoute({ role: "reader", body, read: "form-or-json", limit: 4 * 1024 }, async ({ session, body }) => {
  const name = await updateDisplayName(session!.user.id, body.name);
  return Response.json({ name }, { headers: { "Cache-Control": "private, no-store" } });
});
