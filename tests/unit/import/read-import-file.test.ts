import { describe, expect, it } from "vitest";
import { readImportFile } from "@/server/import/read-import-file";
import { summarizeParsedImport } from "@/server/import/summarize-parsed-import";
import { pngBytes, writeFixtureFile, writeFixtureZip } from "../../support/import-fixtures";

const origin = "http://images.test/images";

describe("reading each platform's export", () => {
  it("Substack: posts.csv + posts/*.html, audience as access, pages and threads skipped, subscribers from the zip", async () => {
    const parsed = await readImportFile(writeFixtureZip("substack", origin));
    expect(parsed.format).toBe("substack");
    const bySlug = new Map(parsed.posts.map((post) => [post.slug, post]));
    expect([...bySlug.keys()]).toEqual([
      "the-quiet-hour",
      "notes-for-members",
      "the-deep-work-ledger",
      "unfinished-thoughts",
      "episode-one",
    ]);
    expect(bySlug.get("the-quiet-hour")).toMatchObject({
      access: "public",
      status: "published",
      oldPaths: ["/p/the-quiet-hour"],
      excerpt: "Why the first hour decides the day",
    });
    expect(bySlug.get("notes-for-members")).toMatchObject({
      access: "members",
      excerpt: "A letter for everyone who signed up,\nwith a line break in the subtitle",
    });
    expect(bySlug.get("the-deep-work-ledger")?.access).toBe("paid");
    expect(bySlug.get("unfinished-thoughts")).toMatchObject({ status: "draft", publishedAt: null });
    expect(bySlug.get("episode-one")?.markdown).toContain("[Listen to the episode](https://cdn.example.invalid/episode-one.mp3)");
    expect(parsed.skipped.map((item) => item.kind)).toEqual(["page", "thread"]);

    const body = bySlug.get("the-quiet-hour")!.markdown;
    expect(body).toContain("## Three habits");
    expect(body).toMatch(/1\. Write before reading\./);
    expect(body).toContain("> Guard the hour.");
    expect(body).toContain("![Morning light on the desk](http://images.test/images/morning.png)");
    expect(body).toContain("<https://www.youtube-nocookie.com/embed/abc123>");
    expect(body).not.toMatch(/cookie =|Subscribe to keep reading|<script/);
    expect(bySlug.get("notes-for-members")!.markdown).toContain("| Week | Theme     |");
    expect(bySlug.get("the-deep-work-ledger")!.markdown).toMatch(/first, for everyone\.\n\n<!-- paywall -->\n\nPAID-CANARY/);

    const members = new Map(parsed.members.map((member) => [member.email, member]));
    expect([...members.keys()].sort()).toEqual([
      "comp.reader@example.com",
      "free.reader@example.com",
      "paying.reader@example.com",
      "quiet.reader@example.com",
    ]);
    expect(members.get("paying.reader@example.com")).toMatchObject({ tier: "paid", emailOptIn: true });
    expect(members.get("comp.reader@example.com")?.tier).toBe("complimentary");
    expect(members.get("quiet.reader@example.com")).toMatchObject({ tier: "free", emailOptIn: false });
    const warnings = parsed.warnings.map((warning) => `${warning.item}: ${warning.message}`).join("\n");
    expect(warnings).toContain("paying.reader@example.com: Listed twice");
    expect(warnings).toMatch(/“not-an-address” is not an email address/);
    expect(warnings).toMatch(/HYPERLINK.* is not an email address/);

    expect(summarizeParsedImport(parsed)).toMatchObject({
      posts: { published: 4, drafts: 1, public: 3, members: 1, paid: 1 },
      members: { total: 4, optedIn: 3, paid: 1, complimentary: 1 },
      images: { remote: 4, inArchive: 0 },
      oldLinks: 5,
    });
  });

  it("Ghost: JSON export with tags, authors, visibility, scheduled and drafts; images from the zip's content/images", async () => {
    const png = await pngBytes();
    const parsed = await readImportFile(
      writeFixtureZip("ghost", origin, { "content/images/2024/05/mind.png": png, "content/images/2024/05/cover.png": png }),
    );
    expect(parsed.format).toBe("ghost");
    const posts = new Map(parsed.posts.map((post) => [post.slug, post]));
    expect(posts.get("beginners-mind")).toMatchObject({
      access: "public",
      excerpt: "Start where you are.",
      tags: ["Mindset"],
      author: { name: "Ada Ghostwriter", email: "ada@ghost.example" },
      cover: { url: "archive:content/images/2024/05/cover.png", alt: "A bright window" },
      oldPaths: ["/beginners-mind"],
    });
    expect(posts.get("beginners-mind")!.markdown).toContain("![An open notebook](archive:content/images/2024/05/mind.png)");
    expect(posts.get("beginners-mind")!.markdown).not.toMatch(/steal|onmouseover/);
    expect(posts.get("for-members")?.access).toBe("members");
    expect(posts.get("for-paying-tiers")?.access).toBe("paid");
    expect(posts.get("coming-soon")).toMatchObject({ status: "scheduled", publishedAt: new Date("2031-01-01T09:00:00.000Z") });
    expect(posts.get("half-written")).toMatchObject({ status: "draft", markdown: "First paragraph.\n\nSecond paragraph.\n" });
    expect(parsed.skipped).toEqual([expect.objectContaining({ kind: "page", title: "Contact" })]);
  });

  it("Ghost members CSV: comp, Stripe customer, labels, formula cells kept as text", async () => {
    const parsed = await readImportFile(writeFixtureFile("ghost/members.csv"));
    expect(parsed.format).toBe("ghost-members");
    expect(parsed.members).toEqual([
      expect.objectContaining({ email: "ghost.free@example.com", tier: "free", emailOptIn: true, labels: ["VIP", "Early"] }),
      expect.objectContaining({ email: "ghost.paid@example.com", tier: "paid", stripeCustomerId: "cus_GhostPaid01" }),
      expect.objectContaining({ email: "ghost.comp@example.com", tier: "complimentary", emailOptIn: false, name: "=cmd|' /C calc'!A0" }),
    ]);
  });

  it("a CSV with a BOM, semicolons, quoted delimiters and line breaks, a repeat and a malformed address", async () => {
    const parsed = await readImportFile(writeFixtureFile("ghost/members-semicolon.csv"));
    expect(parsed.members.map((member) => [member.email, member.name, member.emailOptIn])).toEqual([
      ["semi.one@example.com", "Semi; Colon", true],
      ["semi.two@example.com", "Two\nLines", false],
    ]);
    expect(parsed.warnings.map((warning) => warning.item)).toEqual(["semi.one@example.com", "line 6"]);
  });

  it("WordPress WXR: statuses, categories and tags, featured image, <!--more--> as the excerpt; pages and attachments skipped", async () => {
    const parsed = await readImportFile(writeFixtureFile("wordpress/export.xml", origin));
    expect(parsed.format).toBe("wordpress");
    const [published, draft, future] = parsed.posts;
    expect(published).toMatchObject({
      title: "Slow Mornings & Fast Days",
      slug: "slow-mornings",
      status: "published",
      publishedAt: new Date("2021-04-12T07:30:00Z"),
      tags: ["Habits", "Mornings"],
      author: { sourceId: "carla", name: "Carla Press", email: "carla@wordpress.example" },
      cover: { url: `${origin}/cover.jpg` },
      oldPaths: ["/2021/04/12/slow-mornings"],
      excerpt: "Mornings are for the slow work. This line is the teaser.",
    });
    expect(published!.markdown).toMatch(
      /^Mornings are for the slow work\.\n\nThis line is the _teaser_\.\n\n## What follows\n\n!\[Sunrise\]/,
    );
    expect(draft).toMatchObject({ status: "draft", publishedAt: null, excerpt: "Evenings, later.", oldPaths: [] });
    expect(future).toMatchObject({ status: "scheduled", publishedAt: new Date("2031-01-01T08:00:00Z") });
    expect(parsed.skipped.map((item) => item.kind)).toEqual(["page", "attachment"]);
  });

  it("XML with external entities: never resolved, and said so", async () => {
    const parsed = await readImportFile(writeFixtureFile("wordpress/xxe.xml"));
    expect(parsed.warnings[0]?.message).toMatch(/declares entities; they were not resolved/);
    expect(parsed.posts[0]?.title).toBe("Entity &secret; and &lol2;");
    expect(parsed.posts[0]?.markdown).not.toContain("root:");
  });

  it("Medium: h-entry posts, drafts by file name, canonical and /p/<id> as old links", async () => {
    const parsed = await readImportFile(writeFixtureZip("medium", origin));
    expect(parsed.format).toBe("medium");
    const [post, draft] = parsed.posts;
    expect(post).toMatchObject({
      title: "Basic Post Title",
      slug: "basic-post-title",
      excerpt: "This is a subtitle of some sort",
      tags: ["Things", "Stuff"],
      author: { name: "Joe Bloggs" },
      publishedAt: new Date("2018-08-11T11:23:34.123Z"),
      oldPaths: ["/@JoeBloggs/basic-post-title-abcd1234ef56", "/p/abcd1234ef56"],
    });
    expect(post!.markdown).not.toContain("# Basic Post Title");
    expect(post!.markdown).toContain(`![A Medium caption](${origin}/medium.png)`);
    expect(draft).toMatchObject({ status: "draft", title: "Draft Post Title", oldPaths: [] });
  });

  it("beehiiv: posts CSV (content blocks, audience, tags) and subscribers CSV", async () => {
    const posts = await readImportFile(writeFixtureFile("beehiiv/posts.csv", origin));
    expect(posts.format).toBe("beehiiv-posts");
    expect(posts.posts.map((post) => [post.slug, post.access, post.status])).toEqual([
      ["weekly-reset", "public", "published"],
      ["premium-deep-dive", "paid", "published"],
      ["draft-idea", "members", "draft"],
    ]);
    expect(posts.posts[0]).toMatchObject({
      tags: ["Habits", "Weekly"],
      oldPaths: ["/p/weekly-reset"],
      markdown: "## Reset\n\nSunday is for **review**.\n",
    });
    const members = await readImportFile(writeFixtureFile("beehiiv/subscribers.csv"));
    expect(members.members.map((member) => [member.email, member.tier, member.emailOptIn])).toEqual([
      ["bee.free@example.com", "free", true],
      ["bee.premium@example.com", "paid", true],
      ["bee.gone@example.com", "free", false],
    ]);
  });
});
