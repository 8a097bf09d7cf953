import { readFileSync } from "node:fs";
import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { withoutThirdPartyMarkup } from "../../support/react-markup";
import { signInThroughOutbox } from "../../support/sign-in";

type Who = "anonymous" | "reader" | "owner";
type PageCase = { name: string; path: string; who: Who; status: number };

/**
 * html-validate (the committed .htmlvalidate.json: the recommended preset with React's own
 * writing style configured) over the server's HTML of every page type, as a browser without
 * JavaScript or a crawler receives it: no errors.
 */
describe("the server's HTML of every page type", () => {
  let app: AppServer;
  const cookies: Record<Who, string> = { anonymous: "", reader: "", owner: "" };
  const validator = new HtmlValidate(JSON.parse(readFileSync(".htmlvalidate.json", "utf8")));

  beforeAll(async () => {
    app = await startAppServer({ MAGIC_LINK_RATE_LIMIT: "100" });
    for (const who of ["reader", "owner"] as const) {
      const cookie = await signInThroughOutbox(app.url, `${who}@groundwork.local`);
      cookies[who] = `${cookie.name}=${cookie.value}`;
    }
  }, 200_000);
  afterAll(async () => app?.stop());

  const fetchPage = async (path: string, who: Who) => {
    const response = await fetch(`${app.url}${path}`, { redirect: "manual", headers: cookies[who] ? { cookie: cookies[who] } : {} });
    return { status: response.status, html: await response.text() };
  };

  /** The sample posts, newest first, from the home page: the newest is public, the fourth paid with a preview. */
  const samplePages = async (): Promise<PageCase[]> => {
    const { html } = await fetchPage("/", "anonymous");
    const posts = [...new Set([...html.matchAll(/href="\/posts\/([^"/?#]+)"/g)].map((match) => match[1]!))];
    const author = /href="\/authors\/([^"/?#]+)"/.exec(html)?.[1];
    const tag = /href="\/tags\/([^"/?#]+)"/.exec(html)?.[1];
    expect(posts.length).toBeGreaterThan(4);
    return [
      { name: "home", path: "/", who: "anonymous", status: 200 },
      { name: "post (public)", path: `/posts/${posts[0]}`, who: "anonymous", status: 200 },
      { name: "post (paid preview)", path: `/posts/${posts[3]}`, who: "anonymous", status: 200 },
      { name: "tag", path: `/tags/${tag}`, who: "anonymous", status: 200 },
      { name: "author", path: `/authors/${author}`, who: "anonymous", status: 200 },
      { name: "pricing", path: "/pricing", who: "anonymous", status: 200 },
      { name: "sign-in", path: "/signin", who: "anonymous", status: 200 },
      { name: "search", path: "/search", who: "reader", status: 200 },
      { name: "account", path: "/account", who: "reader", status: 200 },
      { name: "admin home", path: "/admin", who: "owner", status: 200 },
      { name: "admin posts", path: "/admin/posts", who: "owner", status: 200 },
      { name: "editor", path: "/admin/posts/new", who: "owner", status: 200 },
      { name: "analytics", path: "/admin/analytics", who: "owner", status: 200 },
      { name: "members", path: "/admin/members", who: "owner", status: 200 },
      { name: "settings", path: "/admin/settings", who: "owner", status: 200 },
      { name: "404", path: "/no/such/page", who: "anonymous", status: 404 },
      { name: "403", path: "/admin", who: "reader", status: 403 },
    ];
  };

  it("has no html-validate errors on any page", async () => {
    const problems: string[] = [];
    for (const page of await samplePages()) {
      const { status, html } = await fetchPage(page.path, page.who);
      expect(status, `${page.name} ${page.path}`).toBe(page.status);
      expect(html, page.name).toMatch(/^<!DOCTYPE html><html lang="en"/);
      const report = await validator.validateString(withoutThirdPartyMarkup(html));
      for (const message of report.results.flatMap((result) => result.messages)) {
        problems.push(
          `${page.name} (${page.path}): ${message.ruleId}: ${message.message} at ${message.selector ?? `${message.line}:${message.column}`}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
