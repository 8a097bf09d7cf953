import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { SMTPServer } from "smtp-server";
import { freePort } from "../tests/support/app-server";

/** Where the benchmarks' mail goes: it keeps nothing but each message's arrival time (performance.now()). */
export type MailSink = { kind: "smtp-sink" | "node"; port: number; arrivals: number[]; stop: () => Promise<void> };

const smtpSinkPath = "/usr/sbin/smtp-sink";

/**
 * Postfix's `smtp-sink` when it is installed (Debian `postfix`): a C server that accepts mail far
 * faster than a Node.js one, so the figure is the sender's and not the sink's (the Node sink's
 * own ceiling was 89 messages/s on this machine). Its running counter (`-c`) is read from its
 * output: each new `mesg=N` is N arrivals, timed when read. Otherwise, or with `kind: "node"`, the
 * smtp-server package in this process.
 */
export async function startMailSink(kind: "smtp-sink" | "node" = existsSync(smtpSinkPath) ? "smtp-sink" : "node"): Promise<MailSink> {
  const port = await freePort();
  const arrivals: number[] = [];
  if (kind === "smtp-sink") {
    // It refuses to run as root without a user to switch to.
    const asUser = process.getuid?.() === 0 ? ["-u", "nobody"] : [];
    const child = spawn(smtpSinkPath, ["-c", ...asUser, `127.0.0.1:${port}`, "256"], { stdio: ["ignore", "pipe", "pipe"] });
    let counted = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      const all = [...chunk.toString().matchAll(/mesg=(\d+)/g)];
      const latest = Number(all.at(-1)?.[1] ?? counted);
      const now = performance.now();
      for (; counted < latest; counted += 1) arrivals.push(now);
    });
    const deadline = Date.now() + 5_000;
    for (;;) {
      const listening = await fetch(`http://127.0.0.1:${port}`).then(
        () => true,
        (error: { cause?: { code?: string } }) => error.cause?.code !== "ECONNREFUSED",
      );
      if (listening) break;
      if (Date.now() > deadline) throw new Error("smtp-sink did not start");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      kind,
      port,
      arrivals,
      stop: () =>
        new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    };
  }
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(port, "127.0.0.1", resolve));
  return { kind, port, arrivals, stop: () => new Promise<void>((resolve) => sink.close(() => resolve())) };
}
