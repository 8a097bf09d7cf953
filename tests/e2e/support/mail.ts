import { readFileSync } from "node:fs";

export type E2eMail = { to: string[]; subject: string; text: string; receivedAt: number };

/** Mail the e2e server's SMTP server received (E2E_MAIL_FILE, written by tests/support/e2e-server.ts). */
export function readMails(): E2eMail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error("E2E_MAIL_FILE is not set (see playwright.config.ts)");
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as E2eMail);
}

/** Waits for the newest mail to `to` received after `since`, and returns its sign-in link. */
export async function waitForSignInLink(to: string, since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMails()
      .filter((entry) => entry.receivedAt >= since && entry.to.includes(to.toLowerCase()))
      .at(-1);
    const link = mail?.text.match(/https?:\/\/[^\s"<>]+\/signin\/confirm\?[^\s"<>]+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in mail to ${to}`);
}
