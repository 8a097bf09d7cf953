import "server-only";
import type { Redis } from "ioredis";
import { getEnv } from "@/server/env";
import { getRedis } from "@/server/redis/get-redis";

/**
 * Answers kept in this process's memory, ready to send (the server's fast paths: the comments of
 * a public post), each dropped when what it was made from changes: `forgetLocalAnswer(key)` for
 * one, `forgetAllLocalAnswers()` after a change that may touch any (a post's access, the
 * settings). With REDIS_URL every forget is also published to every node (one channel under
 * REDIS_KEY_PREFIX), which drops its copy within milliseconds. A node that is not subscribed
 * (Redis down, reconnecting) keeps nothing and answers nothing from here: its requests take the
 * ordinary path, and it starts empty once subscribed again, having missed what was said meanwhile.
 * Every entry also ends after `maxAgeMs`, for what no forget announces (a commenter renaming).
 *
 * One store per process, shared by the server's copy of this module and Next.js's bundle (a
 * route handler forgets what the server's fast path serves), through a `globalThis` singleton as
 * the database and Redis are.
 */
export type LocalAnswer<T> = { value: T; bytes: number };

export const maxAgeMs = 60_000;
const maxBytes = 32 * 1024 * 1024;

type Entry = { value: unknown; bytes: number; expiresAt: number };
type State = {
  entries: Map<string, Entry>;
  bytes: number;
  /** Bumped by every forget of all, and while not subscribed: a fill begun before it is not kept. */
  epoch: number;
  /** Per key, bumped by each forget of that key. */
  versions: Map<string, number>;
  filling: Map<string, Promise<unknown>>;
  subscriber: Redis | null;
  isSubscribed: boolean;
};

const globalForAnswers = globalThis as unknown as { groundworkLocalAnswers?: State };
const state: State = (globalForAnswers.groundworkLocalAnswers ??= {
  entries: new Map(),
  bytes: 0,
  epoch: 0,
  versions: new Map(),
  filling: new Map(),
  subscriber: null,
  isSubscribed: false,
});

const channel = () => `${getEnv().REDIS_KEY_PREFIX}:local-answers`;
const everything = "*";

/** The kept answer, or undefined (never kept, expired, or this node cannot hear forgets now). */
export function readLocalAnswer<T>(key: string, now = Date.now()): T | undefined {
  if (!isTrusted()) return undefined;
  const entry = state.entries.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt > now) return entry.value as T;
  drop(key);
  return undefined;
}

/**
 * Makes the answer (one fill at a time per key: concurrent callers share it) and keeps it unless
 * its key was forgotten while it was being made (it may hold what was there before the change).
 */
export function fillLocalAnswer<T>(key: string, make: () => Promise<LocalAnswer<T>>): Promise<T> {
  const pending = state.filling.get(key);
  if (pending) return pending as Promise<T>;
  const ticket = ticketOf(key);
  const filling = make()
    .then((made) => {
      if (ticketOf(key) === ticket && isTrusted()) keep(key, made);
      return made.value;
    })
    .finally(() => {
      if (state.filling.get(key) === filling) state.filling.delete(key);
    });
  state.filling.set(key, filling);
  return filling;
}

/** After a change to what the answer was made from, committed: dropped here at once and on every node. */
export function forgetLocalAnswer(key: string): void {
  forgetHere(key);
  announce(key);
}

/** After a change that may touch any answer (a post's access or address, the settings). */
export function forgetAllLocalAnswers(): void {
  forgetHere(everything);
  announce(everything);
}

function forgetHere(key: string): void {
  if (key === everything) {
    state.entries.clear();
    state.bytes = 0;
    state.epoch++;
    state.filling.clear();
    return;
  }
  drop(key);
  state.versions.set(key, (state.versions.get(key) ?? 0) + 1);
  state.filling.delete(key);
}

function ticketOf(key: string): string {
  return `${state.epoch}:${state.versions.get(key) ?? 0}`;
}

function keep(key: string, made: LocalAnswer<unknown>): void {
  if (made.bytes > maxBytes / 8) return;
  drop(key);
  state.entries.set(key, { value: made.value, bytes: made.bytes, expiresAt: Date.now() + maxAgeMs });
  state.bytes += made.bytes;
  // Oldest first: a Map iterates in insertion order.
  for (const [oldest, entry] of state.entries) {
    if (state.bytes <= maxBytes) break;
    state.entries.delete(oldest);
    state.bytes -= entry.bytes;
  }
}

function drop(key: string): void {
  const entry = state.entries.get(key);
  if (!entry) return;
  state.entries.delete(key);
  state.bytes -= entry.bytes;
}

function announce(key: string): void {
  const redis = getRedis();
  if (!redis) return;
  redis.publish(channel(), key).catch((error: unknown) => {
    console.warn(`[local answers] could not tell the other nodes to forget ${key}:`, error instanceof Error ? error.message : error);
  });
}

/** Without Redis this process is the only one; with it, only while subscribed to the forgets. */
function isTrusted(): boolean {
  if (!getEnv().REDIS_URL) return true;
  listen();
  return state.isSubscribed;
}

function listen(): void {
  if (state.subscriber) return;
  const redis = getRedis();
  if (!redis) return;
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
  state.subscriber = subscriber;
  const stopTrusting = () => {
    if (state.isSubscribed) forgetHere(everything);
    state.isSubscribed = false;
    state.epoch++;
  };
  subscriber.on("message", (from: string, key: string) => {
    if (from === channel()) forgetHere(key);
  });
  subscriber.on("close", stopTrusting);
  subscriber.on("error", () => undefined); // ioredis reconnects by itself; "close" has stopped the trust
  subscriber.on("ready", () => {
    subscriber.subscribe(channel()).then(
      () => {
        // Whatever was kept before this subscription may have missed a forget.
        forgetHere(everything);
        state.isSubscribed = true;
      },
      () => stopTrusting(),
    );
  });
}
