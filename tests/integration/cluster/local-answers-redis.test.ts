import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillLocalAnswer, forgetLocalAnswer, readLocalAnswer } from "@/server/cache/local-answers";
import { setEnvForTests } from "@/server/env";

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * The forgets of answers kept in a process, through Redis as between the nodes of a cluster:
 * this process hears another node's forget and says its own on the channel under its prefix.
 */
describe.skipIf(!redisUrl)("answers kept in a process, forgotten through Redis", () => {
  const prefix = `gw-test-${randomBytes(6).toString("hex")}`;
  const channel = `${prefix}:local-answers`;
  let otherNode: Redis;
  let listener: Redis;
  const heard: string[] = [];

  beforeAll(async () => {
    setEnvForTests({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    otherNode = new Redis(redisUrl!);
    listener = new Redis(redisUrl!);
    listener.on("message", (_channel: string, key: string) => heard.push(key));
    await listener.subscribe(channel);
  });
  afterAll(async () => {
    await Promise.all([otherNode?.quit(), listener?.quit()]);
  });

  const keep = async (key: string, value: string) => {
    // Nothing is kept before this process has subscribed (its first read starts it).
    for (let attempt = 0; attempt < 50 && readLocalAnswer(key) === undefined; attempt++) {
      await fillLocalAnswer(key, async () => ({ value, bytes: value.length }));
      if (readLocalAnswer(key) === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(readLocalAnswer(key)).toBe(value);
  };
  const until = async (check: () => boolean) => {
    for (let attempt = 0; attempt < 50 && !check(); attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };

  it("drops an answer when another node forgets its key, and tells the others when it forgets one", async () => {
    await keep("comments:a", "kept");
    await keep("comments:b", "also kept");
    await otherNode.publish(channel, "comments:a");
    expect(await until(() => readLocalAnswer("comments:a") === undefined)).toBe(true);
    expect(readLocalAnswer("comments:b")).toBe("also kept");
    await otherNode.publish(channel, "*");
    expect(await until(() => readLocalAnswer("comments:b") === undefined)).toBe(true);
    forgetLocalAnswer("comments:c");
    expect(await until(() => heard.includes("comments:c"))).toBe(true);
  });
});
