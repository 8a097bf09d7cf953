import "server-only";
import { createTransport, type Transporter } from "nodemailer";
import { getEnv } from "@/server/env";
import { appendToOutbox } from "./outbox";

export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

const globalForMail = globalThis as unknown as { groundworkMailer?: { url: string; transport: Transporter } };

/** Sends through SMTP_URL (nodemailer); without it, writes to the local outbox and logs the link. */
export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  if (env.SMTP_URL) {
    if (globalForMail.groundworkMailer?.url !== env.SMTP_URL) {
      globalForMail.groundworkMailer = { url: env.SMTP_URL, transport: createTransport(env.SMTP_URL) };
    }
    await globalForMail.groundworkMailer.transport.sendMail({
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
