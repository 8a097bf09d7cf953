import "server-only";
import { getEnv } from "@/server/env";
import { personalizeMessage, type BuiltMessage } from "./build-mime-message";
import { appendToOutbox } from "./outbox";
import { pooledTransport } from "./smtp-transports";

export type BulkMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The recipient's one-click unsubscribe link; null for a mail that is no subscription (an account notice): no List-Unsubscribe. */
  unsubscribeUrl: string | null;
  /** The message as built once for every recipient of its mail (build-mime-message.ts), if it could be (with an unsubscribe link only). */
  built?: BuiltMessage | null;
};

/** permanent: a 5xx (the address bounces); transient: anything worth another try later. */
export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

/**
 * Sends one member's copy of a mail on the pooled transport, with the RFC 8058 one-click
 * unsubscribe headers when it has an unsubscribe link. Without SMTP_URL it goes to the outbox (and /dev/mailbox), as sign-in
 * mail does. Never throws: the outcome says what the mail server answered.
 */
export async function sendBulkMessage(message: BulkMessage): Promise<SendOutcome> {
  const env = getEnv();
  if (!env.SMTP_URL) {
    appendToOutbox(env, {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.unsubscribeUrl ? { link: message.unsubscribeUrl } : {}),
    });
    return { ok: true };
  }
  try {
    const transport = pooledTransport(env.SMTP_URL);
    const unsubscribe = message.unsubscribeUrl;
    if (message.built && unsubscribe) {
      await transport.sendMail({
        envelope: { from: message.built.envelopeFrom, to: [message.to] },
        raw: personalizeMessage(message.built, message.to, unsubscribe),
      });
      return { ok: true };
    }
    await transport.sendMail({
      from: env.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(unsubscribe ? { list: { unsubscribe }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } } : {}),
    });
    return { ok: true };
  } catch (error) {
    const details = error as { responseCode?: number; response?: string; message?: string; code?: string };
    const code = details.responseCode;
    const permanent = typeof code === "number" && code >= 500 && code < 600;
    return { ok: false, permanent, error: (details.response ?? details.message ?? details.code ?? "send failed").slice(0, 500) };
  }
}
