import { describe, expect, it } from "vitest";
import { emailShareHref, mastodonHost, mastodonShareHref, shareTargets } from "@/lib/share-targets";

const url = "https://example.test/posts/a-b?x=1&y=2";
const title = "Small steps & big ones";

describe("share links", () => {
  it("fill each network's own share address with the post's address and title", () => {
    const byName = Object.fromEntries(shareTargets(url, title).map((target) => [target.name, new URL(target.href)]));
    expect(Object.keys(byName)).toEqual(["Bluesky", "X", "LinkedIn", "Facebook", "Threads"]);
    expect(byName.Bluesky!.searchParams.get("text")).toBe(`${title} ${url}`);
    expect(byName.X!.searchParams.get("url")).toBe(url);
    expect(byName.X!.searchParams.get("text")).toBe(title);
    expect(byName.LinkedIn!.searchParams.get("url")).toBe(url);
    expect(byName.Facebook!.searchParams.get("u")).toBe(url);
    expect(byName.Threads!.searchParams.get("text")).toBe(`${title} ${url}`);
    for (const target of Object.values(byName)) expect(target.protocol).toBe("https:");
  });

  it("writes spaces as %20 in the mail link, which mail clients read", () => {
    const href = emailShareHref(url, title);
    expect(href).toBe(`mailto:?subject=Small%20steps%20%26%20big%20ones&body=${encodeURIComponent(url)}`);
  });

  it("takes a Mastodon server as a host, an address or a handle, and refuses what is none", () => {
    expect(mastodonHost("mastodon.social")).toBe("mastodon.social");
    expect(mastodonHost(" https://Fosstodon.org/about ")).toBe("fosstodon.org");
    expect(mastodonHost("@me@hachyderm.io")).toBe("hachyderm.io");
    for (const wrong of ["", "mastodon", "javascript:alert(1)", "a b.social", "x@y@z"]) expect(mastodonHost(wrong), wrong).toBeNull();
    expect(mastodonShareHref("mastodon.social", url, title)).toBe(
      `https://mastodon.social/share?text=${encodeURIComponent(`${title} ${url}`)}`,
    );
  });
});
