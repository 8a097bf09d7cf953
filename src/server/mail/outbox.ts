import "server-only";
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "@/server/env";

export type OutboxMail = { id: string; to: string; subject: string; text: string; html: string; link?: string; createdAt: string };

const outboxFile = (env: Pick<Env, "DATA_DIR">) => path.resolve(env.DATA_DIR, "mail-outbox.jsonl");

/** Without SMTP_URL, mail lands here (one JSON line each) and is listed at /dev/mailbox. */
export function appendToOutbox(env: Pick<Env, "DATA_DIR">, mail: Omit<OutboxMail, "id" | "createdAt">): OutboxMail {
  const entry: OutboxMail = { id: randomUUID(), createdAt: new Date().toISOString(), ...mail };
  mkdirSync(path.resolve(env.DATA_DIR), { recursive: true });
  appendFileSync(outboxFile(env), `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  return entry;
}

/** Newest first. */
export function listOutbox(env: Pick<Env, "DATA_DIR">, limit = 50): OutboxMail[] {
  let text: string;
  try {
    text = readFileSync(outboxFile(env), "utf8");
  } catch {
    return [];
  }
  const mails: OutboxMail[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      mails.push(JSON.parse(line) as OutboxMail);
    } catch {
      // a torn last line while another request writes: skip it
    }
  }
  return mails.reverse().slice(0, limit);
}
