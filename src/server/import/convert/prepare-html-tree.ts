import type { Element, ElementContent, Root, RootContent } from "hast";

/** Elements dropped with everything inside: active content, forms, and the old site's chrome. */
const dropped = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "form",
  "button",
  "input",
  "select",
  "textarea",
  "svg",
  "math",
  "head",
  "object",
  "link",
  "meta",
]);
/** Class names of subscribe boxes, share bars and footers that mean nothing once moved. */
const droppedClasses =
  /(^|\s)(subscription-widget-wrap|subscription-widget|subscribe-widget|share-dialog|post-ufi|footnote-anchor-hidden|image-link-expand|graf--title|graf--subtitle)(\s|$)/;
/** Where an embed's address is. */
const embedTags = new Set(["iframe", "embed", "video", "audio", "source"]);

export const paywallMarkerText = "GROUNDWORK-PAYWALL";

function className(node: Element): string {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.join(" ") : typeof value === "string" ? value : "";
}

function src(node: Element): string {
  const value = node.properties?.src ?? node.properties?.dataSrc ?? node.properties?.href;
  return typeof value === "string" ? value : "";
}

/** Substack serves images through its CDN with the original address as the last path segment. */
export function originalImageUrl(url: string): string {
  const fetched = /\/image\/fetch\/[^/]*\/(https?%3A%2F%2F.+)$/i.exec(url);
  if (fetched?.[1]) {
    try {
      return decodeURIComponent(fetched[1]);
    } catch {
      return url;
    }
  }
  return url;
}

function link(href: string): Element {
  return {
    type: "element",
    tagName: "p",
    properties: {},
    children: [{ type: "element", tagName: "a", properties: { href }, children: [{ type: "text", value: href }] }],
  };
}

/**
 * Rewrites the parsed HTML so that hast-util-to-mdast makes our Markdown of it: scripts, forms
 * and subscribe boxes go; an embed (iframe, video, audio) becomes a link to what it showed; a
 * <picture> becomes its <img>, with the CDN's original address; an image's figure caption
 * becomes its alt text when it has none; a link that only wraps an image is unwrapped;
 * Substack's paywall line becomes a marker paragraph.
 */
export function prepareHtmlTree(tree: Root): void {
  tree.children = transform(tree.children) as RootContent[];
}

function transform(nodes: (RootContent | ElementContent)[]): (RootContent | ElementContent)[] {
  const out: (RootContent | ElementContent)[] = [];
  for (const node of nodes) {
    if (node.type === "comment") {
      if (/^\s*more\b/.test(node.value)) out.push(marker("GROUNDWORK-MORE"));
      continue;
    }
    if (node.type !== "element") {
      out.push(node);
      continue;
    }
    const name = node.tagName;
    const classes = className(node);
    if (dropped.has(name) || droppedClasses.test(classes)) continue;
    if (/(^|\s)paywall-jump(\s|$)/.test(classes)) {
      out.push(marker(paywallMarkerText));
      continue;
    }
    if (embedTags.has(name)) {
      const address = src(node) || firstSource(node);
      if (/^https?:\/\//i.test(address)) out.push(link(address));
      continue;
    }
    if (name === "picture") {
      const img = findImg(node);
      if (img) out.push(...transform([img]));
      continue;
    }
    if (name === "img") {
      node.properties.src = originalImageUrl(src(node));
      out.push(node);
      continue;
    }
    if (name === "figure") {
      captionImages(node);
    }
    node.children = transform(node.children) as ElementContent[];
    const wrapped = name === "a" && !textOf(node).trim() ? findImg(node) : null;
    if (wrapped) {
      out.push(wrapped);
      continue;
    }
    out.push(node);
  }
  return out;
}

function marker(text: string): Element {
  return { type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: text }] };
}

function firstSource(node: Element): string {
  for (const child of node.children) if (child.type === "element" && child.tagName === "source" && src(child)) return src(child);
  return "";
}

function findImg(node: Element): Element | null {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    if (child.tagName === "img") return child;
    const inner = findImg(child);
    if (inner) return inner;
  }
  return null;
}

function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  return node.type === "element" ? node.children.map(textOf).join("") : "";
}

function captionImages(figure: Element): void {
  const caption = figure.children.find((child): child is Element => child.type === "element" && child.tagName === "figcaption");
  const img = findImg(figure);
  if (!caption || !img) return;
  const text = textOf(caption).trim().replace(/\s+/g, " ");
  if (text && !img.properties.alt) img.properties.alt = text.slice(0, 300);
}
