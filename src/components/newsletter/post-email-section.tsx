import { countNewsletterRecipients } from "@/server/newsletter/count-newsletter-recipients";
import { getPostEmailStatus } from "@/server/newsletter/get-post-email-status";
import { PostEmailPanel } from "./post-email-panel";

/** The post editor's email panel, loaded on the server (the editor page renders per request). */
export async function PostEmailSection({ postId }: { postId: string }) {
  const [status, recipients] = await Promise.all([getPostEmailStatus(postId), countNewsletterRecipients()]);
  return <PostEmailPanel postId={postId} status={status} recipients={recipients} />;
}
