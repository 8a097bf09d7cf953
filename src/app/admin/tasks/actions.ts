"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { withAction } from "@/server/http/with-action";
import { discardDeadTask } from "@/server/jobs/discard-dead-task";
import { retryDeadTask } from "@/server/jobs/retry-dead-task";

const taskId = z.object({ id: z.number().int().positive() });

export const retryTaskAction = withAction("editor", taskId, async ({ id }, { actor }) => {
  const outcome = await retryDeadTask(actor, id);
  revalidatePath("/admin/tasks");
  return { message: outcome === "queued" ? "The task is queued again." : "The same work was queued already; this copy is gone." };
});

export const discardTaskAction = withAction("editor", taskId, async ({ id }, { actor }) => {
  await discardDeadTask(actor, id);
  revalidatePath("/admin/tasks");
  return { message: "The task is discarded." };
});
