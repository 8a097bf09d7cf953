import { describe, expect, it } from "vitest";
import { readGiftToken, signGiftToken } from "@/server/access/gift-token";
import { createUnsubscribeToken, verifyUnsubscribeToken } from "@/server/mail/unsubscribe-token";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * The same token with its last character spelled differently but decoding to the same bytes: a
 * 32-byte HMAC in base64url ends in a character whose two low bits are unused.
 */
function respelled(token: string): string {
  const last = alphabet.indexOf(token.at(-1)!);
  return `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
}

describe("signed tokens pass only as the site spelled them", () => {
  it("refuses a gift token whose signature is another spelling of the same bytes", () => {
    const token = signGiftToken("gift-1");
    expect(readGiftToken(token)).toBe("gift-1");
    const other = respelled(token);
    expect(Buffer.from(other.split(".")[1]!, "base64url")).toEqual(Buffer.from(token.split(".")[1]!, "base64url"));
    expect(readGiftToken(other)).toBeNull();
  });

  it("refuses an unsubscribe token whose signature is another spelling of the same bytes", () => {
    const token = createUnsubscribeToken("member-1", { kind: "posts" });
    expect(verifyUnsubscribeToken(token)).not.toBeNull();
    expect(verifyUnsubscribeToken(respelled(token))).toBeNull();
  });
});
