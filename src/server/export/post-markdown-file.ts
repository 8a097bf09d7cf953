/** A post as the move-out zip holds it (image addresses already pointing into the zip). */
export type ExportPost = {
  title: string;
  slug: string;
  status: string;
  access: string;
  excerpt: string;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  tags: string[];
  author: { name: string | null; email: string; handle: string } | null;
  cover: { url: string; alt: string | null } | null;
  bodyMarkdown: string;
};

/**
 * YAML scalars written as JSON strings: every JSON string is a valid YAML double-quoted
 * scalar, so titles with colons, quotes, `#` or line breaks read back exactly.
 */
const yamlString = (value: string) => JSON.stringify(value);
const yamlDate = (value: Date | null) => (value ? value.toISOString() : "null");

/** `---` front matter (title, slug, dates, tags, author, access, excerpt, cover), then the Markdown body. */
export function postMarkdownFile(post: ExportPost): string {
  const lines = [
    "---",
    `title: ${yamlString(post.title)}`,
    `slug: ${yamlString(post.slug)}`,
    `status: ${yamlString(post.status)}`,
    `access: ${yamlString(post.access)}`,
    `published_at: ${yamlDate(post.publishedAt)}`,
    `created_at: ${yamlDate(post.createdAt)}`,
    `updated_at: ${yamlDate(post.updatedAt)}`,
    post.tags.length ? `tags:\n${post.tags.map((tag) => `  - ${yamlString(tag)}`).join("\n")}` : "tags: []",
    post.author
      ? `author:\n  name: ${yamlString(post.author.name ?? "")}\n  email: ${yamlString(post.author.email)}\n  handle: ${yamlString(post.author.handle)}`
      : "author: null",
    `excerpt: ${yamlString(post.excerpt)}`,
    post.cover ? `cover:\n  url: ${yamlString(post.cover.url)}\n  alt: ${yamlString(post.cover.alt ?? "")}` : "cover: null",
    "---",
    "",
  ];
  return `${lines.join("\n")}${post.bodyMarkdown.trimEnd()}\n`;
}
