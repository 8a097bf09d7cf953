import { describe, expect, it } from "vitest";
import { clientNavigationTarget, type LinkClick } from "@/lib/client-navigation-target";

const here = new URL("https://groundwork.example/posts/stoic-mornings?ref=home");
const click = (over: Partial<LinkClick>): LinkClick => ({
  button: 0,
  hasModifier: false,
  isDefaultPrevented: false,
  href: "https://groundwork.example/tags/habits",
  target: "",
  isDownload: false,
  ...over,
});

describe("clientNavigationTarget (ui/Link)", () => {
  it("a plain click on a page of the site is the router's, with its query and fragment", () => {
    expect(clientNavigationTarget(click({}), here)).toBe("/tags/habits");
    expect(clientNavigationTarget(click({ href: "https://groundwork.example/pricing?from=%2Fposts%2Fa#includes" }), here)).toBe(
      "/pricing?from=%2Fposts%2Fa#includes",
    );
    expect(clientNavigationTarget(click({ target: "_self" }), here)).toBe("/tags/habits");
  });

  it("a new tab or window, another button, a target, a download or a handled click stay the browser's", () => {
    expect(clientNavigationTarget(click({ hasModifier: true }), here)).toBeNull();
    expect(clientNavigationTarget(click({ button: 1 }), here)).toBeNull();
    expect(clientNavigationTarget(click({ target: "_blank" }), here)).toBeNull();
    expect(clientNavigationTarget(click({ isDownload: true }), here)).toBeNull();
    expect(clientNavigationTarget(click({ isDefaultPrevented: true }), here)).toBeNull();
  });

  it("another origin, and an anchor on the page already shown, are the browser's", () => {
    expect(clientNavigationTarget(click({ href: "https://mastodon.social/share?text=x" }), here)).toBeNull();
    expect(clientNavigationTarget(click({ href: "http://groundwork.example/tags/habits" }), here)).toBeNull();
    expect(clientNavigationTarget(click({ href: "https://groundwork.example/posts/stoic-mornings?ref=home#comments" }), here)).toBeNull();
    // The same path with another query is another page.
    expect(clientNavigationTarget(click({ href: "https://groundwork.example/posts/stoic-mornings#comments" }), here)).toBe(
      "/posts/stoic-mornings#comments",
    );
  });
});
