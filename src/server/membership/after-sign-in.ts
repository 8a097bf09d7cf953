import "server-only";
import { takePendingAttribution } from "@/server/attribution/pending-attribution";
import { recordMemberAttribution } from "@/server/attribution/record-attribution";
import { recordSignIn } from "@/server/attribution/record-sign-in";
import { setNewPostsPreference } from "@/server/newsletter/mail-preferences";
import { queueWelcomeMail } from "./queue-welcome-mail";

export type AfterSignInOptions = {
  userId: string;
  /** Auth.js just created the account. */
  isNewUser: boolean;
  /** The confirmation was a join's (#27): the email box, not the sign-in form. */
  isJoin: boolean;
  /** The pending attribution the confirmed link carried (a join's, or a first sign-in's), if any. */
  signupId?: string | null;
  /** How they signed in ("email", "github", …), for their activity timeline. */
  provider?: string;
};

/**
 * What a sign-in changes for membership, once Auth.js has the member: a join turns "Email me new
 * posts" on (whoever held the mail asked for it, and confirmed), a new member — or one
 * confirming their first join — gets the welcome mail, once ever, and a new member keeps what
 * brought them (the link's pending attribution, used up either way). Never throws: the person is
 * signed in whatever happens here, and the failure is logged.
 */
export async function afterSignIn({ userId, isNewUser, isJoin, signupId = null, provider = "email" }: AfterSignInOptions): Promise<void> {
  try {
    await recordSignIn(userId, provider);
    const attribution = signupId ? await takePendingAttribution(signupId) : null;
    if (attribution && isNewUser) await recordMemberAttribution(userId, attribution);
    if (isJoin) await setNewPostsPreference(userId, true);
    if (isNewUser || isJoin) await queueWelcomeMail(userId);
  } catch (error) {
    console.error("[membership] after sign-in:", error);
  }
}
