import { describe, expect, it } from "vitest";
import { decideCommentBlock, type CommentFacts } from "@/lib/decide-comment-block";

const member = (overrides: Partial<NonNullable<CommentFacts["member"]>> = {}): NonNullable<CommentFacts["member"]> => ({
  isEditor: false,
  readsInFull: true,
  hasSubscription: false,
  ban: null,
  ...overrides,
});

describe("who may comment", () => {
  it("nobody when comments are off, editors included", () => {
    expect(decideCommentBlock({ audience: "off", member: member({ isEditor: true }) })?.code).toBe("off");
  });
  it("asks anonymous readers to sign in", () => {
    expect(decideCommentBlock({ audience: "members", member: null })).toEqual({
      code: "sign-in",
      message: "Sign in to join the conversation.",
    });
  });
  it("lets members who read the post in full, and not those who cannot", () => {
    expect(decideCommentBlock({ audience: "members", member: member() })).toBeNull();
    expect(decideCommentBlock({ audience: "members", member: member({ readsInFull: false }) })?.code).toBe("cannot-read");
  });
  it("keeps paid-only comments to subscribers, and editors always", () => {
    expect(decideCommentBlock({ audience: "paid", member: member() })?.code).toBe("paid-only");
    expect(decideCommentBlock({ audience: "paid", member: member({ hasSubscription: true }) })).toBeNull();
    expect(decideCommentBlock({ audience: "paid", member: member({ isEditor: true, readsInFull: true }) })).toBeNull();
  });
  it("tells a banned member why and until when", () => {
    const block = decideCommentBlock({
      audience: "members",
      member: member({ ban: { reason: "Spam.", until: new Date("2027-02-03T00:00:00Z") } }),
    });
    expect(block).toEqual({
      code: "banned",
      message: "An editor has stopped you from commenting: Spam. The ban ends on February 3, 2027.",
    });
    expect(decideCommentBlock({ audience: "members", member: member({ ban: { reason: "Spam.", until: null } }) })?.message).not.toContain(
      "ends",
    );
  });
});
