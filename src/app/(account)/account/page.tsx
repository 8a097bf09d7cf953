import type { Metadata } from "next";
import { connection } from "next/server";
import { eq } from "drizzle-orm";
import { requireUserForPage } from "@/server/http/require-page-session";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { SubscriptionSummary } from "@/components/billing/subscription-summary";
import { AccountNewsletter } from "@/components/newsletter/account-newsletter";
import { HandleForm } from "@/components/auth/handle-form";
import { SignOutButton } from "@/components/auth/sign-out-button";

export const metadata: Metadata = { title: "Your account", robots: { index: false } };

export default async function AccountPage() {
  await connection();
  const session = await requireUserForPage("/account");
  const db = await getDb();
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, session.user.id)).limit(1);
  const memberSince = user?.createdAt ? new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(user.createdAt) : "—";
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-12">
      <h1 className="text-2xl font-bold">Your account</h1>
      <dl className="grid grid-cols-[8rem_1fr] gap-y-3 text-sm">
        <dt className="font-medium text-zinc-600 dark:text-zinc-400">Email</dt>
        <dd data-testid="account-email">{session.user.email}</dd>
        <dt className="font-medium text-zinc-600 dark:text-zinc-400">Member since</dt>
        <dd data-testid="account-member-since">{memberSince}</dd>
      </dl>
      <HandleForm handle={session.account.handle} />
      <SubscriptionSummary userId={session.user.id} />
      <AccountNewsletter userId={session.user.id} />
      <div>
        <SignOutButton />
      </div>
    </main>
  );
}
