import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string; receivedAt: number };

export type TestSmtpServer = {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** The first mail to `to` received after `since` (ms timestamp), waiting up to timeoutMs. */
  waitForMail: (to: string, options?: { since?: number; timeoutMs?: number }) => Promise<ReceivedMail>;
  /** Mails to `to` so far (after `since`). */
  mailsTo: (to: string, since?: number) => ReceivedMail[];
  stop: () => Promise<void>;
};

/** Undo quoted-printable soft breaks and escapes (nodemailer's encoding for long lines). */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** RFC 2047 encoded words in a header (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) back to text. */
export function decodeMimeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data
            .replaceAll("_", " ")
            .replace(/=([0-9A-F]{2})/gi, "%$1")
            .replace(/%(?![0-9A-F]{2})/gi, "%25"),
          "utf8",
        )
          .toString()
          .replace(/(%[0-9A-F]{2})+/gi, (hex) => decodeURIComponent(hex)),
  );
}

/** The first http(s) link in a mail's plain text whose path starts with `pathPrefix`. */
export function findLink(mail: ReceivedMail, pathPrefix = "/signin/confirm"): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s"<>]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return match[0];
  }
  throw new Error(`No ${pathPrefix} link in the mail:\n${mail.text}`);
}

/**
 * A real SMTP server in the test process (no TLS, no auth) on a free port (or `port`).
 * Give the app `SMTP_URL: server.url`; every accepted message is kept in `mails`.
 */
export async function startSmtpServer(
  options: {
    port?: number;
    onMail?: (mail: ReceivedMail) => void;
    /** Refuse these recipients permanently (550), as a mail server does for an unknown mailbox. */
    rejectRecipient?: (address: string) => boolean;
    /** Wait this long before accepting each message (a slower mail server). */
    acceptDelayMs?: number;
  } = {},
): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address.toLowerCase())) {
        const error = Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const decoded = decodeQuotedPrintable(raw);
        const headerEnd = raw.indexOf("\r\n\r\n");
        const headers = raw.slice(0, headerEnd === -1 ? raw.length : headerEnd).replace(/\r\n[ \t]+/g, " ");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          subject: decodeMimeWords(/^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? ""),
          text: decoded,
          receivedAt: Date.now(),
        };
        const accept = () => {
          mails.push(mail);
          options.onMail?.(mail);
          callback();
        };
        if (options.acceptDelayMs) setTimeout(accept, options.acceptDelayMs);
        else accept();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const address = server.server.address();
      if (typeof address === "object" && address) resolve(address.port);
      else reject(new Error("SMTP server has no port"));
    });
  });
  // A client that drops its connection (a worker killed mid-send, a transport closed early) resets
  // the socket: smtp-server reports that as an "error" event, which with no listener left (the one
  // above is gone after the first) would be thrown as an uncaught exception in the test process.
  server.on("error", () => {});
  const mailsTo = (to: string, since = 0) => mails.filter((mail) => mail.receivedAt >= since && mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    mailsTo,
    waitForMail: async (to, { since = 0, timeoutMs = 10_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mailsTo(to, since)[0];
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
