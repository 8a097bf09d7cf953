import rehypeParse from "rehype-parse";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import type { Element, Nodes, Root } from "hast";

const parser = unified().use(rehypeParse).freeze();
const printer = unified().use(rehypeStringify).freeze();

/** A whole HTML document (or fragment) as a tree, to read exporters' markup by class and id. */
export function parseHtmlDocument(html: string): Root {
  return parser.parse(html);
}

export function classesOf(node: Element): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/** Every element under `node` (itself included) that passes `test`, in document order. */
export function findElements(node: Nodes, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  if (node.type === "element" && test(node)) found.push(node);
  if ("children" in node) for (const child of node.children) findElements(child, test, found);
  return found;
}

export const findByClass = (tree: Nodes, name: string) => findElements(tree, (element) => classesOf(element).includes(name));

export function textOf(node: Nodes | undefined): string {
  if (!node) return "";
  if (node.type === "text") return node.value;
  return "children" in node ? node.children.map((child) => textOf(child)).join("") : "";
}

export function attributeOf(node: Element | undefined, name: string): string {
  const value = node?.properties?.[name];
  return typeof value === "string" ? value : "";
}

/** The HTML inside an element. */
export function innerHtml(node: Element): string {
  return printer.stringify({ type: "root", children: node.children });
}
