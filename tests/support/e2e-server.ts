import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpServer } from "./smtp";

/**
 * Serves the built app for the browser tests on a fresh embedded database, so runs never
 * share state with each other or with a developer's ./data. Removed when the run ends.
 * Mail goes to a real SMTP server in this process; every message is appended to
 * E2E_MAIL_FILE (one JSON line: to, subject, text) for the specs to read (tests/e2e/support/mail.ts).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-e2e-"));
const mailFile = process.env.E2E_MAIL_FILE;
const smtp = mailFile
  ? await startSmtpServer({
      onMail: (mail) =>
        appendFileSync(
          mailFile,
          `${JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text, receivedAt: mail.receivedAt })}\n`,
        ),
    })
  : undefined;
if (mailFile) writeFileSync(mailFile, "");

const server = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    SITE_URL: `http://localhost:${process.env.PORT}`,
    // Many specs sign in from the same address; the limit itself is covered by the HTTP tests.
    MAGIC_LINK_RATE_LIMIT: "1000",
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
  },
});
const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (mailFile) rmSync(mailFile, { force: true });
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  cleanUp();
  void smtp?.stop();
  process.exit(code ?? 0);
});
