import { expect, test } from "@playwright/test";

const isSearchRequest = (url: string) => /\/1\/indexes\/[^/]+\/quer(y|ies)/.test(url) || url.includes("/api/search/key");

test("an anonymous visitor is sent to sign in from /search and no search request is made", async ({ page }) => {
  const searchRequests: string[] = [];
  page.on("request", (request) => {
    if (isSearchRequest(request.url())) searchRequests.push(request.url());
  });
  await page.goto("/search?q=habit");
  await expect(page).toHaveURL(/\/signin\?error=SessionRequired&callbackUrl=(%2F|\/)search/);
  await page.goto("/");
  await expect(page.getByRole("combobox", { name: "Search posts" })).toHaveCount(0);
  await page.keyboard.press("Control+K");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(searchRequests).toEqual([]);
});

// The signed-in journeys need a session and a subscription: sign-in (tests/support/sign-in.ts)
// and subscriptions land on other branches. Written as fixme until they are merged here.
test.fixme("a subscriber types 'habit', sees highlights and snippets, filters by tag, sorts by relevance, pages and opens a result; reload restores the state", async () => {});
test.fixme("Ctrl-K opens the search dialog; arrows, Enter and Escape work by keyboard", async () => {});
test.fixme("a reader without a subscription sees no_subscriptions and the browser sends no search request", async () => {});
test.fixme("an empty query sends no request; a held response shows the spinner; a 500 shows Retry; axe finds nothing on /search", async () => {});
