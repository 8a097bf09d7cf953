import type { Metadata } from "next";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getEnv } from "@/server/env";
import { listOutbox } from "@/server/mail/outbox";

export const metadata: Metadata = { title: "Mailbox (development)", robots: { index: false } };

/** The local outbox, so someone trying the product without SMTP can follow their sign-in link. Off in production unless DEV_MAILBOX=true. */
export default async function DevMailboxPage() {
  await connection();
  const env = getEnv();
  if (!env.features.devMailbox) notFound();
  const mails = env.SMTP_URL ? [] : listOutbox(env);
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <div>
        <h1 className="text-2xl font-bold">Mailbox</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {env.SMTP_URL ? "Mail is sent through SMTP_URL, so nothing is kept here." : "Mail the site would have sent (no SMTP_URL is set), newest first."}
        </p>
      </div>
      {mails.length === 0 ? <p>No mail yet.</p> : null}
      <ul className="flex flex-col gap-4">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              To {mail.to} · <time dateTime={mail.createdAt}>{mail.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
            </p>
            <p className="font-medium">{mail.subject}</p>
            {mail.link ? (
              <a href={mail.link} className="text-sm break-all underline">
                {mail.link}
              </a>
            ) : null}
            <pre className="mt-2 text-xs whitespace-pre-wrap">{mail.text}</pre>
          </li>
        ))}
      </ul>
    </main>
  );
}
