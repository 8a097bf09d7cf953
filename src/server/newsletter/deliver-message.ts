import "server-only";
import { createTransport, type Transporter } from "nodemailer";
import { getEnv } from "@/server/env";
import { appendToOutbox } from "@/server/mail/outbox";
import { personalizeMail, type PrebuiltMail } from "./prebuilt-mail";

export type OutgoingMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  unsubscribeUrl: string;
  /** The message as built once for every recipient of its mail (see prebuilt-mail.ts), if it could be. */
  prebuilt?: PrebuiltMail | null;
};

/** permanent: a 5xx (the address bounces); transient: anything worth another try later. */
export type DeliveryOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

const globalForMail = globalThis as unknown as { groundworkNewsletterTransport?: { url: string; transport: Transporter } };

/**
 * One pooled SMTP transport per process for bulk mail: a few long-lived connections, each
 * carrying many messages, instead of a handshake per message. Settings in SMTP_URL's query
 * (nodemailer's own) win over these defaults.
 */
function pooledTransport(smtpUrl: string): Transporter {
  if (globalForMail.groundworkNewsletterTransport?.url === smtpUrl) return globalForMail.groundworkNewsletterTransport.transport;
  const url = new URL(smtpUrl);
  const defaults: Record<string, string> = {
    pool: "true",
    maxConnections: "4",
    maxMessages: "500",
    connectionTimeout: "10000",
    greetingTimeout: "10000",
    socketTimeout: "20000",
  };
  for (const [name, value] of Object.entries(defaults)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  globalForMail.groundworkNewsletterTransport?.transport.close();
  const transport = createTransport(url.toString());
  globalForMail.groundworkNewsletterTransport = { url: smtpUrl, transport };
  return transport;
}

export function closeNewsletterTransport(): void {
  globalForMail.groundworkNewsletterTransport?.transport.close();
  globalForMail.groundworkNewsletterTransport = undefined;
}

/**
 * Sends one message with the RFC 8058 one-click unsubscribe headers. Without SMTP_URL the
 * message goes to the outbox (and /dev/mailbox), as sign-in mail does.
 */
export async function deliverMessage(message: OutgoingMessage): Promise<DeliveryOutcome> {
  const env = getEnv();
  if (!env.SMTP_URL) {
    appendToOutbox(env, { to: message.to, subject: message.subject, text: message.text, html: message.html, link: message.unsubscribeUrl });
    return { ok: true };
  }
  try {
    const transport = pooledTransport(env.SMTP_URL);
    if (message.prebuilt) {
      await transport.sendMail({
        envelope: { from: message.prebuilt.envelopeFrom, to: [message.to] },
        raw: personalizeMail(message.prebuilt, message.to, message.unsubscribeUrl),
      });
      return { ok: true };
    }
    await transport.sendMail({
      from: env.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      list: { unsubscribe: message.unsubscribeUrl },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    return { ok: true };
  } catch (error) {
    const details = error as { responseCode?: number; response?: string; message?: string; code?: string };
    const code = details.responseCode;
    const permanent = typeof code === "number" && code >= 500 && code < 600;
    return { ok: false, permanent, error: (details.response ?? details.message ?? details.code ?? "send failed").slice(0, 500) };
  }
}
