import { z } from "zod";
import { withEtag } from "@/server/cache/text-with-etag";
import { readCommentCounts } from "@/server/comments/read-comment-counts";
import { readCommentSettings } from "@/server/comments/read-comment-settings";
import { withRoute } from "@/server/http/with-route";

const slugList = z
  .string({ error: "Give the posts as ?posts=slug-a,slug-b." })
  .transform((value) => [...new Set(value.split(",").filter(Boolean))])
  .pipe(
    z
      .array(z.string().max(200, "A slug is at most 200 characters."))
      .min(1, "Give at least one post.")
      .max(60, "Ask for at most 60 posts at once."),
  );

/** The comment counts of the posts on a page (cards, the top of a post): public, the same for everyone. */
export const GET = withRoute({}, async ({ request }) => {
  const slugs = slugList.parse(new URL(request.url).searchParams.get("posts") ?? undefined);
  const { audience } = await readCommentSettings();
  const counts = audience === "off" ? {} : await readCommentCounts(slugs);
  const { body, etag } = withEtag(JSON.stringify({ counts }));
  return new Response(body, { headers: { "Content-Type": "application/json", "Cache-Control": "public, no-cache", ETag: `W/${etag}` } });
});
