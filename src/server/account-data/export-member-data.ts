import "server-only";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { readMemberBilling } from "./read-member-billing";
import { readMemberConversation } from "./read-member-conversation";
import { readMemberMailAndSearches } from "./read-member-mail-and-searches";
import { readMemberOrigin } from "./read-member-origin";
import { readMemberProfile } from "./read-member-profile";
import { readMemberWork } from "./read-member-work";

export const memberDataFormat = "groundwork-member-data/1";

/** What is deliberately not in the file, and why: said in the file itself, so the member need not ask. */
const notes = {
  analytics:
    "Page views, clicks on the site and searches are stored without identity: visitors are counted by a hash of address and browser under a salt that changes daily and is deleted after two days, and a member's searches under a hash of their id with the same salt. None of it can be tied back to you, so none is listed here. Clicks on links in your copies of our newsletters are counted per copy (how many times each link, no time or browser): they are yours, and listed under newsletterLinkClicks.",
  credentials:
    "Session tokens, sign-in link tokens and sign-in provider tokens are credentials, not information about you: only their expiry is listed.",
};

export type MemberDataExport = Awaited<ReturnType<typeof exportMemberData>>;

/**
 * Everything we hold about one member, as one JSON-ready object (the account page's "Download
 * my data"). Read from the member's own rows only: other members' comments, likes and reports
 * are not in it, only ids of the comments theirs concern.
 */
export async function exportMemberData(userId: string, now = new Date()) {
  const db = await getDb();
  const who = await readMemberProfile(db, userId);
  if (!who) throw new AppError("not_found", "This account no longer exists.");
  const [billing, conversation, mail, work, origin] = await Promise.all([
    readMemberBilling(db, userId, who.profile.email),
    readMemberConversation(db, userId),
    readMemberMailAndSearches(db, userId),
    readMemberWork(db, userId),
    readMemberOrigin(db, userId),
  ]);
  return {
    format: memberDataFormat,
    exportedAt: now,
    profile: who.profile,
    signIn: {
      linkedProviders: who.linkedSignIns,
      openSessions: who.openSessions,
      pendingSignInLinks: who.pendingSignInLinks,
      pendingEmailChange: who.pendingEmailChange,
      history: origin.signInRecords,
    },
    cameFrom: origin.attributed,
    emailPreferences: { ...mail.emailPreferences, comments: conversation.commentMail, bounced: who.mailBounce },
    subscription: {
      subscriptions: billing.subscriptions,
      complimentaryGrants: billing.complimentaryGrants,
      stripeCustomer: billing.stripeCustomer,
      history: billing.membershipHistory,
      requests: billing.subscriptionRequests,
    },
    reading: { meteredReads: billing.meteredReads, giftLinks: billing.giftLinks, savedSearches: mail.savedSearches },
    comments: {
      written: conversation.comments,
      likesGiven: conversation.likesGiven,
      reportsFiled: conversation.reportsFiled,
      ban: conversation.commentBan,
    },
    mailsSent: mail.mailsSent,
    newsletterLinkClicks: mail.newsletterLinkClicks,
    importedFrom: work.importedFrom,
    editorial: {
      postsAuthored: work.postsAuthored,
      postRevisionsSaved: work.postRevisionsSaved,
      importsRun: work.importsRun,
      adminActions: work.adminActions,
    },
    notes,
  };
}
