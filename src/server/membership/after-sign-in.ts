import "server-only";
import { setNewPostsPreference } from "@/server/newsletter/mail-preferences";
import { queueWelcomeMail } from "./queue-welcome-mail";

export type AfterSignInOptions = {
  userId: string;
  /** Auth.js just created the account. */
  isNewUser: boolean;
  /** The confirmation was a join's (#27): the email box, not the sign-in form. */
  isJoin: boolean;
};

/**
 * What a sign-in changes for membership, once Auth.js has the member: a join turns "Email me new
 * posts" on (whoever held the mail asked for it, and confirmed), and a new member — or one
 * confirming their first join — gets the welcome mail, once ever. Never throws: the person is
 * signed in whatever happens here, and the failure is logged.
 */
export async function afterSignIn({ userId, isNewUser, isJoin }: AfterSignInOptions): Promise<void> {
  try {
    if (isJoin) await setNewPostsPreference(userId, true);
    if (isNewUser || isJoin) await queueWelcomeMail(userId);
  } catch (error) {
    console.error("[membership] after sign-in:", error);
  }
}
