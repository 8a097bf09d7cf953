import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getEnv } from "@/server/env";
import { listOutbox } from "@/server/mail/outbox";
import { isLocalRequest } from "@/server/http/local-request";
import { MailParts } from "@/components/dev/mail-parts";

export const metadata: Metadata = { title: "Mailbox (development)", robots: { index: false } };

/**
 * The local outbox, so someone trying the product without SMTP can follow their sign-in
 * link. Only without SMTP_URL, and only for a browser on this machine: a site deployed
 * without SMTP_URL never shows sign-in links to anyone else.
 */
export default async function DevMailboxPage() {
  const env = getEnv();
  if (!env.features.devMailbox || !isLocalRequest(await headers())) notFound();
  const mails = listOutbox(env);
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12">
      <div>
        <h1 className="text-2xl font-bold">Mailbox</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Mail the site would have sent (no SMTP_URL is set), newest first. Only this machine can see this page.
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
            <MailParts subject={mail.subject} html={mail.html} text={mail.text} />
          </li>
        ))}
      </ul>
    </main>
  );
}
