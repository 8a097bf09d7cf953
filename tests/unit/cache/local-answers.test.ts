import { beforeEach, describe, expect, it } from "vitest";
import { fillLocalAnswer, forgetAllLocalAnswers, forgetLocalAnswer, readLocalAnswer } from "@/server/cache/local-answers";
import { setEnvForTests } from "@/server/env";

/** The process's store of ready answers without Redis (one node): kept until forgotten, never from before a forget. */
describe("answers kept in this process", () => {
  beforeEach(() => {
    setEnvForTests({ REDIS_URL: undefined });
    forgetAllLocalAnswers();
  });

  const made = (value: string) => async () => ({ value, bytes: value.length });

  it("keeps a made answer until its key or everything is forgotten", async () => {
    expect(readLocalAnswer("a")).toBeUndefined();
    expect(await fillLocalAnswer("a", made("first"))).toBe("first");
    await fillLocalAnswer("b", made("other"));
    expect(readLocalAnswer("a")).toBe("first");
    forgetLocalAnswer("a");
    expect(readLocalAnswer("a")).toBeUndefined();
    expect(readLocalAnswer("b")).toBe("other");
    forgetAllLocalAnswers();
    expect(readLocalAnswer("b")).toBeUndefined();
  });

  it("ends an answer a minute after it was made", async () => {
    await fillLocalAnswer("a", made("first"));
    expect(readLocalAnswer("a", Date.now() + 59_000)).toBe("first");
    expect(readLocalAnswer("a", Date.now() + 61_000)).toBeUndefined();
  });

  it("makes one answer for callers at once, and never keeps one begun before a forget", async () => {
    let release!: () => void;
    let makes = 0;
    const slow = () => {
      makes++;
      return new Promise<{ value: string; bytes: number }>((resolve) => (release = () => resolve({ value: "before", bytes: 6 })));
    };
    const both = [fillLocalAnswer("a", slow), fillLocalAnswer("a", slow)];
    expect(makes).toBe(1);
    forgetLocalAnswer("a"); // the change committed while the answer was being read
    release();
    expect(await Promise.all(both)).toEqual(["before", "before"]);
    expect(readLocalAnswer("a")).toBeUndefined();
    const allFirst = fillLocalAnswer("b", slow);
    forgetAllLocalAnswers();
    release();
    await allFirst;
    expect(readLocalAnswer("b")).toBeUndefined();
    expect(await fillLocalAnswer("a", made("after"))).toBe("after");
    expect(readLocalAnswer("a")).toBe("after");
  });
});
