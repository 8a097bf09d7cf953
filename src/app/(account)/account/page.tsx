import type { Metadata } from "next";
import { connection } from "next/server";
import { requireUserForPage } from "@/server/http/require-page-session";
import { getAccountCreatedAt } from "@/server/accounts/get-account-created-at";
import { describeSubscriptionSummary } from "@/server/billing/describe-subscription-summary";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { getSubscriptionSummary } from "@/server/billing/get-subscription-summary";
import { getMailPreferences } from "@/server/newsletter/mail-preferences";
import { listSavedSearches } from "@/server/saved-searches/list-saved-searches";
import { SubscriptionSummary } from "@/components/billing/subscription-summary";
import { AccountNewsletter } from "@/components/newsletter/account-newsletter";
import { HandleForm } from "@/components/auth/handle-form";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { GiftLinkList } from "@/components/access/gift-link-list";
import { AccountCommentMail } from "@/components/comments/account-comment-mail";
import { getCommentMailPreferences } from "@/server/comments/comment-mail-preferences";
import { countGiftLinksThisMonth, listGiftLinks } from "@/server/access/list-gift-links";
import { canEdit } from "@/server/auth/permissions";
import { getAccessSettings } from "@/server/settings/get-access-settings";
import { getLatestSubscriptionRequest } from "@/server/membership/list-subscription-requests";
import { SubscriptionRequestState } from "@/components/membership/subscription-request-state";
import { AccountDataSection } from "@/components/account/account-data-section";
import { DeleteAccountDialog } from "@/components/account/delete-account-dialog";
import { ProfileForm } from "@/components/account/profile-form";
import { EmailChangeForm } from "@/components/account/email-change-form";

export const metadata: Metadata = { title: "Your account", robots: { index: false } };

export default async function AccountPage() {
  await connection();
  const session = await requireUserForPage("/account");
  const userId = session.user.id;
  const [createdAt, subscription, preferences, searches, entitlements, gifts, giftsMade, access, request] = await Promise.all([
    getAccountCreatedAt(userId),
    getSubscriptionSummary(userId),
    getMailPreferences(userId),
    listSavedSearches(userId),
    getEntitlements(userId),
    listGiftLinks({ giverId: userId }),
    countGiftLinksThisMonth({ giverId: userId }),
    getAccessSettings(),
    getLatestSubscriptionRequest(userId),
  ]);
  const commentMail = await getCommentMailPreferences(userId);
  const isEditor = canEdit(session);
  const giftAllowance = isEditor
    ? "As an editor you may make as many as you like."
    : entitlements.hasSubscription
      ? `You have made ${giftsMade} of your ${access.giftLinksPerMonth} gift links this month.`
      : "Gift links come with a subscription; links you made keep working until you revoke them.";
  const memberSince = createdAt ? new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(createdAt) : "—";
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-12">
      <h1 className="text-2xl font-bold">Your account</h1>
      <dl className="grid grid-cols-[8rem_1fr] gap-y-3 text-sm">
        <dt className="font-medium text-zinc-600 dark:text-zinc-400">Email</dt>
        <dd data-testid="account-email">{session.user.email}</dd>
        <dt className="font-medium text-zinc-600 dark:text-zinc-400">Member since</dt>
        <dd data-testid="account-member-since">{memberSince}</dd>
      </dl>
      <EmailChangeForm email={session.user.email ?? ""} />
      <HandleForm handle={session.account.handle} />
      <ProfileForm name={session.user.name ?? null} image={session.user.image ?? null} handle={session.account.handle} />
      <SubscriptionSummary summary={subscription} {...describeSubscriptionSummary(subscription)} />
      {request ? <SubscriptionRequestState request={request} /> : null}
      {isEditor || entitlements.hasSubscription || gifts.length > 0 ? <GiftLinkList links={gifts} allowance={giftAllowance} /> : null}
      <AccountNewsletter preferences={preferences} searches={searches} canSearch={entitlements.canSearch} />
      <AccountCommentMail initial={commentMail} isEditor={isEditor} />
      <AccountDataSection>
        <DeleteAccountDialog
          email={session.user.email ?? ""}
          hasStripeSubscription={subscription.source === "stripe" && subscription.state !== "ended"}
        />
      </AccountDataSection>
      <div>
        <SignOutButton />
      </div>
    </main>
  );
}
