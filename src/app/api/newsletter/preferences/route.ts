import { z } from "zod";
import { withRoute } from "@/server/http/with-route";
import { getMailPreferences, setNewPostsPreference } from "@/server/newsletter/mail-preferences";

const noStore = { "Cache-Control": "private, no-store" };

/**
 * The signed-in reader's mail preferences, for the end-of-post prompt: the post page is cached
 * and the same for everyone, so the prompt asks and answers from the browser.
 */
export const GET = withRoute({ role: "reader" }, async ({ session }) =>
  Response.json(await getMailPreferences(session!.user.id), { headers: noStore }),
);

export const POST = withRoute({ role: "reader", body: z.object({ newPosts: z.boolean() }).strict() }, async ({ session, body }) => {
  await setNewPostsPreference(session!.user.id, body.newPosts);
  return Response.json(await getMailPreferences(session!.user.id), { headers: noStore });
});
