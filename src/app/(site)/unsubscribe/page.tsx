import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Button } from "@/components/ui/button";
import { commentMailScopeLabels, getCommentMailPreferences, isCommentMailOn } from "@/server/comments/comment-mail-preferences";
import { describeUnsubscribeToken } from "@/server/newsletter/unsubscribe-member";
import { getMailPreferences } from "@/server/newsletter/mail-preferences";
import { listSavedSearches } from "@/server/saved-searches/list-saved-searches";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string | string[]; done?: string }> };

/**
 * Where an unsubscribe link lands. Looking changes nothing (mail scanners open links); the
 * button posts to the one-click address. A forged, expired or foreign token gets a plain
 * explanation and changes nothing.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  await connection();
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token : "";
  const target = await describeUnsubscribeToken(token);
  if (!target.ok) {
    return (
      <Shell title="This link does not work">
        <p>The unsubscribe link is not valid: it may be incomplete, more than a year old, or from another site. Nothing was changed.</p>
        <p>
          Sign in and change what you receive on <Link href="/account">your account page</Link>.
        </p>
      </Shell>
    );
  }
  const what =
    target.what === "posts"
      ? "new posts by email"
      : target.what === "search"
        ? `emails for your saved search “${target.searchName}”`
        : commentMailScopeLabels[target.what];
  const stillOn =
    target.what === "posts"
      ? (await getMailPreferences(target.userId)).newPosts
      : target.what === "search"
        ? (await listSavedSearches(target.userId)).some((search) => search.id === target.savedSearchId && search.frequency !== "off")
        : isCommentMailOn(await getCommentMailPreferences(target.userId), target.what);
  if (params.done === "1" || !stillOn) {
    return (
      <Shell title="You are unsubscribed">
        <p data-testid="unsubscribed">
          {target.email} no longer gets {what}.
        </p>
        <p>
          Changed your mind? Turn it back on from <Link href="/account">your account page</Link>.
        </p>
      </Shell>
    );
  }
  return (
    <Shell title="Unsubscribe?">
      <p>
        Stop {what} to <strong>{target.email}</strong>?
      </p>
      <form method="post" action={`/api/unsubscribe?token=${encodeURIComponent(token)}`}>
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit">Unsubscribe</Button>
      </form>
    </Shell>
  );
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}
