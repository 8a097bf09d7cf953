import "server-only";
import { createTransport, type Transporter } from "nodemailer";

/**
 * The SMTP transports, one of each per process (per module world: the server's task runner and
 * Next's request handlers each keep theirs): `single` for one-off mail a request waits for
 * (sign-in links: a connection per message), `pooled` for bulk mail (newsletters, alerts: a few
 * long-lived connections, each carrying many messages, instead of a handshake per message).
 * Settings in SMTP_URL's query (nodemailer's own) win over the pool's defaults.
 */
type Cached = { url: string; transport: Transporter };
let single: Cached | undefined;
let pooled: Cached | undefined;

const poolDefaults: Record<string, string> = {
  pool: "true",
  maxConnections: "4",
  maxMessages: "500",
  connectionTimeout: "10000",
  greetingTimeout: "10000",
  socketTimeout: "20000",
};

export function singleTransport(smtpUrl: string): Transporter {
  if (single?.url !== smtpUrl) single = { url: smtpUrl, transport: createTransport(smtpUrl) };
  return single.transport;
}

export function pooledTransport(smtpUrl: string): Transporter {
  if (pooled?.url === smtpUrl) return pooled.transport;
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(poolDefaults)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  pooled?.transport.close();
  pooled = { url: smtpUrl, transport: createTransport(url.toString()) };
  return pooled.transport;
}

/** Closes both (tests; a process about to exit). The next send opens them again. */
export function closeMailTransports(): void {
  single?.transport.close();
  pooled?.transport.close();
  single = undefined;
  pooled = undefined;
}
