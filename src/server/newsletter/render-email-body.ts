import type { Element, ElementContent, Root, RootContent } from "hast";
import { renderMarkdownTree, stringifyMarkdownTree } from "@/lib/render-markdown";
import { mailImageUrl } from "./mail-image-url";

/**
 * A post's Markdown as mail: the same renderer and sanitizer as the post page, then the tree is
 * made fit for mail clients — inline styles (clients drop <style> and classes), absolute link
 * and image URLs (a mail has no base URL), our images as JPEG (mailImageUrl) — and read a second time for the plain-text part.
 */

const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif";
const styles: Record<string, string> = {
  p: "margin:0 0 16px;line-height:1.6",
  h1: `margin:24px 0 12px;font-size:24px;line-height:1.3;${font}`,
  h2: `margin:24px 0 12px;font-size:20px;line-height:1.3;${font}`,
  h3: `margin:20px 0 8px;font-size:17px;line-height:1.3;${font}`,
  a: "color:#1d4ed8;text-decoration:underline",
  img: "max-width:100%;height:auto;border:0;display:block;margin:16px 0",
  blockquote: "margin:16px 0;padding:0 0 0 16px;border-left:3px solid #d4d4d8;color:#3f3f46",
  pre: "margin:0 0 16px;padding:12px;background:#f4f4f5;border-radius:4px;overflow-x:auto;font-size:13px;line-height:1.5",
  code: "font-family:Menlo,Consolas,monospace;font-size:90%",
  ul: "margin:0 0 16px;padding-left:24px",
  ol: "margin:0 0 16px;padding-left:24px",
  li: "margin:0 0 6px;line-height:1.6",
  table: "border-collapse:collapse;margin:0 0 16px",
  th: "border:1px solid #d4d4d8;padding:6px 10px;text-align:left",
  td: "border:1px solid #d4d4d8;padding:6px 10px",
  hr: "border:0;border-top:1px solid #e4e4e7;margin:24px 0",
};

function absolute(value: unknown, pageUrl: string): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    return new URL(value, pageUrl).toString();
  } catch {
    return undefined;
  }
}

function restyle(node: Root | Element, pageUrl: string): void {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    const style = styles[child.tagName];
    if (style) child.properties.style = style;
    if (child.tagName === "a") child.properties.href = absolute(child.properties.href, pageUrl);
    if (child.tagName === "img") {
      const src = absolute(child.properties.src, pageUrl);
      child.properties.src = src && mailImageUrl(src, new URL(pageUrl).origin);
    }
    // Heading anchors wrap the heading's text in a link to itself: plain text in a mail.
    if (Array.isArray(child.properties.className) && child.properties.className.includes("heading-anchor")) {
      child.tagName = "span";
      child.properties = {};
    }
    restyle(child, pageUrl);
  }
}

const blocks = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "ul", "ol", "table", "hr", "section"]);

function textOf(nodes: (RootContent | ElementContent)[], pageUrl: string): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") out += node.value;
    if (node.type !== "element") continue;
    const inner = textOf(node.children, pageUrl);
    const tag = node.tagName;
    if (tag === "br") out += "\n";
    else if (tag === "a") {
      const href = absolute(node.properties.href, pageUrl);
      out += href && href !== inner.trim() && !href.startsWith(`${pageUrl}#`) ? `${inner} (${href})` : inner;
    } else if (tag === "img") out += `[${typeof node.properties.alt === "string" && node.properties.alt ? node.properties.alt : "image"}]`;
    else if (tag === "li") out += `- ${inner.trim()}\n`;
    else if (tag === "hr") out += "\n----\n\n";
    else if (/^h[1-6]$/.test(tag)) out += `\n${inner.trim().toUpperCase()}\n\n`;
    else if (tag === "blockquote") out += `${inner.trim().replace(/^/gm, "> ")}\n\n`;
    else if (tag === "tr") out += `${inner.trim()}\n`;
    else if (tag === "td" || tag === "th") out += `${inner.trim()}\t`;
    else if (blocks.has(tag)) out += `${inner.trim()}\n\n`;
    else out += inner;
  }
  return out;
}

export type EmailBody = { html: string; text: string };

/** `pageUrl` is the post's address on the site: relative links and images resolve against it. */
export function renderEmailBody(markdown: string, pageUrl: string): EmailBody {
  const tree = renderMarkdownTree(markdown) as Root;
  const text = textOf(tree.children, pageUrl)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  restyle(tree, pageUrl);
  return { html: stringifyMarkdownTree(tree), text };
}
