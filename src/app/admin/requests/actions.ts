"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { withAction } from "@/server/http/with-action";
import { resolveSubscriptionRequest } from "@/server/membership/resolve-subscription-request";

const answerForm = z.object({ requestId: z.string().min(1).max(100), decision: z.enum(["grant", "decline"]) });

export const answerSubscriptionRequestAction = withAction("editor", answerForm, async (input, { actor }) => {
  const { email } = await resolveSubscriptionRequest({ actor, requestId: input.requestId, decision: input.decision });
  revalidatePath("/admin/requests");
  return { message: input.decision === "grant" ? `${email} has a complimentary subscription` : `Request of ${email} declined` };
});
