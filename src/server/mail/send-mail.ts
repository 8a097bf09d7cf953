import "server-only";
import { getEnv } from "@/server/env";
import { appendToOutbox } from "./outbox";
import { singleTransport } from "./smtp-transports";

export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

/**
 * One mail a request waits for (the sign-in link): through SMTP_URL on the single transport, so
 * a failure reaches the person asking; without it, to the local outbox, with the link logged.
 * Mail to members (newsletters, alerts, digests) is queued instead (queue-mail.ts).
 */
export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  if (env.SMTP_URL) {
    await singleTransport(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    return;
  }
  appendToOutbox(env, mail);
  // The mailbox answers browsers on this machine only, whatever SITE_URL says: name that address.
  console.log(
    `[mail] No SMTP_URL: "${mail.subject}" to ${mail.to} is kept in the local outbox; open http://localhost:${env.PORT}/dev/mailbox on this machine to read it.${mail.link ? ` Link: ${mail.link}` : ""}`,
  );
}
