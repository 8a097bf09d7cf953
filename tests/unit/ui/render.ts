import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The server HTML of one part, parsed enough to ask about it (no DOM in these tests: the markup is the contract). */
export function render<P extends object>(component: ComponentType<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}

/** The attributes of the first tag named `tag` (optionally one carrying `marker`), as a map. */
export function attributesOf(html: string, tag: string, marker = ""): Record<string, string> {
  const match = new RegExp(`<${tag}\\b([^>]*${marker.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^>]*)>`).exec(html);
  if (!match) throw new Error(`No <${tag}> ${marker} in ${html}`);
  return Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attribute) => [attribute[1]!, attribute[2] ?? ""]));
}
