import { expect, type Page } from "@playwright/test";

/** The Markdown in the editor's body (a CodeMirror editor: one .cm-line per line, no form value). */
export function readBody(page: Page): Promise<string> {
  return page.getByLabel("Body (Markdown)").evaluate((content) =>
    Array.from(content.querySelectorAll(".cm-line"))
      .map((line) => {
        const copy = line.cloneNode(true) as HTMLElement;
        copy.querySelectorAll(".cm-placeholder").forEach((node) => node.remove());
        return copy.textContent ?? "";
      })
      .join("\n"),
  );
}

export async function expectBody(page: Page, text: string): Promise<void> {
  await expect.poll(() => readBody(page)).toBe(text);
}

/** The preview beside the body: the editor opens on writing alone (the choice is kept per browser). */
export async function showPreview(page: Page): Promise<void> {
  await page.getByRole("group", { name: "Body view" }).getByRole("button", { name: "Split" }).click();
}
