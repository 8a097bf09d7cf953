import type { Metadata } from "next";
import { connection } from "next/server";
import { JoinForm } from "@/components/membership/join-form";
import { readSiteSettings } from "@/server/settings/read-site-settings";

export const metadata: Metadata = { title: "Subscribe", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Where an email box's form lands without JavaScript (/api/join answers it with a 303 here):
 * "check your inbox", or the error with the box again. Also a page of its own to link to.
 */
export default async function JoinPage({ searchParams }: Props) {
  await connection();
  const { siteName, description } = await readSiteSettings();
  const params = await searchParams;
  const isSent = first(params.sent) === "1";
  const error = first(params.error)?.slice(0, 300);
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold">{isSent ? "Check your email" : `Subscribe to ${siteName}`}</h1>
      {isSent ? (
        <p>We sent you a mail. Open it and press “Confirm subscription” to get new posts by email. The link works once.</p>
      ) : (
        <>
          {description ? <p className="text-zinc-600 dark:text-zinc-400">{description}</p> : null}
          {error ? (
            <p
              role="alert"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              {error}
            </p>
          ) : null}
          <JoinForm label="Your email" />
        </>
      )}
    </main>
  );
}
