import "server-only";
import { asc, eq, gt, inArray } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { getDb } from "@/server/db/client";
import { posts, postTags, tags, users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { streamMembersCsv } from "@/server/accounts/stream-members-csv";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { getUploadStorage } from "@/server/uploads/get-upload-storage";
import { listUploadReferences } from "./list-upload-references";
import { postMarkdownFile } from "./post-markdown-file";

const encoder = new TextEncoder();

/**
 * Everything an owner takes when moving out, as one zip written as it is read: `posts/<slug>.md`
 * (YAML front matter + Markdown, our uploads pointing at `../images/…`), `images/<key>` (each
 * uploaded file a post uses, once), `members.csv` (the members export) and `settings.json`.
 * Each pull of the stream adds one batch of posts, one chunk of the members CSV or the
 * settings, so memory holds one batch (plus its images) whatever the size of the site.
 */
export function streamSiteExport(options: { actor: Actor; batchSize?: number; now?: Date }): ReadableStream<Uint8Array> {
  assertRole(options.actor, "owner");
  const batchSize = options.batchSize ?? 100;
  const addedImages = new Set<string>();
  let zip: Zip;
  let phase: "posts" | "members" | "settings" | "done" = "posts";
  let lastId: string | null = null;
  /** Chunks written so far: a pull must write at least one, or the stream waits for ever (no new read comes). */
  let produced = 0;
  let members: { reader: ReadableStreamDefaultReader<Uint8Array>; entry: ZipDeflate } | null = null;

  const addFile = (name: string, bytes: Uint8Array, compress = true) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(bytes, true);
  };

  const addPostBatch = async (): Promise<boolean> => {
    const db = await getDb();
    const rows = await db
      .select({ post: posts, author: { name: users.name, email: users.email, handle: users.handle } })
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(lastId ? gt(posts.id, lastId) : undefined)
      .orderBy(asc(posts.id))
      .limit(batchSize);
    if (rows.length === 0) return false;
    lastId = rows.at(-1)!.post.id;
    const tagRows = await db
      .select({ postId: postTags.postId, name: tags.name })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(
        inArray(
          postTags.postId,
          rows.map((row) => row.post.id),
        ),
      );
    const storage = getUploadStorage();
    for (const { post, author } of rows) {
      let body = post.bodyMarkdown;
      let cover = post.coverImageUrl;
      for (const [url, key] of listUploadReferences(post.bodyMarkdown, post.coverImageUrl)) {
        if (!addedImages.has(key)) {
          const stored = await storage.get(key);
          if (!stored) continue;
          addFile(`images/${key}`, stored.body, false);
          addedImages.add(key);
        }
        body = body.replaceAll(url, `../images/${key}`);
        if (cover === url) cover = `../images/${key}`;
      }
      const file = postMarkdownFile({
        title: post.title,
        slug: post.slug,
        status: post.status,
        access: post.access,
        excerpt: post.excerpt,
        publishedAt: post.publishedAt,
        createdAt: post.createdAt,
        updatedAt: post.updatedAt,
        tags: tagRows.filter((row) => row.postId === post.id).map((row) => row.name),
        author,
        cover: cover ? { url: cover, alt: post.coverImageAlt } : null,
        bodyMarkdown: body,
      });
      addFile(`posts/${post.slug}.md`, encoder.encode(file));
    }
    return true;
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        produced++;
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      const before = produced;
      while (produced === before && phase !== "done") await step();
    },
    cancel() {
      void members?.reader.cancel();
      zip.terminate();
    },
  });

  /** One batch of posts, one chunk of the members CSV, or the settings and the zip's end. */
  async function step(): Promise<void> {
    if (phase === "posts") {
      if (!(await addPostBatch())) phase = "members";
      return;
    }
    if (phase === "members") {
      if (!members) {
        members = {
          reader: streamMembersCsv({ actor: options.actor, now: options.now }).getReader(),
          entry: new ZipDeflate("members.csv", { level: 6 }),
        };
        zip.add(members.entry);
      }
      const next = await members.reader.read();
      members.entry.push(next.done ? new Uint8Array(0) : next.value, next.done);
      if (next.done) phase = "settings";
      return;
    }
    if (phase === "settings") {
      addFile("settings.json", encoder.encode(`${JSON.stringify(await getSiteSettings(), null, 2)}\n`));
      phase = "done";
      zip.end();
    }
  }
}
