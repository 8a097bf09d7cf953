import "server-only";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

// TEMPORARY — a minimal stand-in so the admin preview works in this branch. The reading-site
// work owns render-markdown.ts; at merge its version replaces this file (same name and
// signature), so the preview and the public page render identically.

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

/** Markdown → sanitized HTML. */
export async function renderMarkdown(markdown: string): Promise<string> {
  return String(await processor.process(markdown));
}
