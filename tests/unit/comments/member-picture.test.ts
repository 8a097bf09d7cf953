import { describe, expect, it } from "vitest";
import { memberPicture } from "@/lib/member-picture";
import { toThreadComment } from "@/server/comments/list-comment-thread";

const row = (image: string | null) => ({
  id: "c1",
  body: "Hello",
  createdAt: new Date("2026-11-28T05:00:00Z"),
  editedAt: null,
  deletedAt: null,
  hiddenAt: null,
  handle: "ada",
  name: "Ada",
  image,
  role: "reader" as const,
  likes: 0,
});

describe("the picture beside a member's comments", () => {
  it("is the one they uploaded", () => {
    const uploaded = "/uploads/avatars/0b9c2f0e-5d1e-4a57-9a51-0c7e0a3b1f11-256.webp";
    expect(memberPicture(uploaded)).toBe(uploaded);
    expect(toThreadComment(row(uploaded), []).author?.image).toBe(uploaded);
  });

  it("is never the photo a sign-in provider gave the account, nor any other address", () => {
    for (const image of [
      "https://lh3.googleusercontent.com/a/ACg8ocK-photo=s96-c",
      "https://avatars.githubusercontent.com/u/1?v=4",
      "/uploads/covers/a.webp",
      "//evil.example/uploads/avatars/x.webp",
    ]) {
      expect(memberPicture(image)).toBeNull();
      expect(toThreadComment(row(image), []).author?.image).toBeNull();
    }
    expect(memberPicture(null)).toBeNull();
  });
});
