import type { Element, ElementContent, Nodes, Root } from "hast";

/**
 * A table wider than the column scrolls inside a box of its own, never the page: the box is in
 * the tab order (so keyboard users can scroll it, axe's scrollable-region-focusable) and named
 * after the table's column headings (a region a screen reader can list and skip). A code block
 * scrolls itself, so it is in the tab order too.
 * For the HTML pages show (renderMarkdown); mail and search text use the tree without it.
 */
export function wrapScrollableTables(tree: Root): Root {
  let count = 0;
  const visit = (parent: Root | Element) => {
    parent.children = parent.children.map((child) => {
      if (child.type !== "element") return child;
      if (child.tagName === "pre") {
        child.properties = { ...child.properties, tabIndex: 0 };
        return child;
      }
      if (child.tagName !== "table") {
        visit(child);
        return child;
      }
      count += 1;
      return wrap(child, count);
    }) as typeof parent.children;
  };
  visit(tree);
  return tree;
}

function wrap(table: Element, index: number): ElementContent {
  const headings = findAll(table, "th")
    .map((cell) => textOf(cell).trim())
    .filter(Boolean);
  const label = headings.length > 0 ? `Table: ${truncate(headings.join(", "), 80)}` : `Table ${index}`;
  return {
    type: "element",
    tagName: "section",
    properties: { className: ["table-scroll"], tabIndex: 0, ariaLabel: label },
    children: [table],
  };
}

function findAll(node: Element, tagName: string): Element[] {
  const found: Element[] = [];
  for (const child of node.children) {
    if (child.type !== "element") continue;
    if (child.tagName === tagName) found.push(child);
    else found.push(...findAll(child, tagName));
  }
  return found;
}

function textOf(node: Nodes): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map((child) => textOf(child)).join("");
  return "";
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}
