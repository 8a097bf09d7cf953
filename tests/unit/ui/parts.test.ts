import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Badge } from "@/components/ui/badge";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { Menu, MenuContent, MenuItem, MenuTrigger } from "@/components/ui/menu";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { attributesOf, render } from "./render";

const h = createElement;

describe("FormMessage", () => {
  it("an error is an alert; anything else a status", () => {
    expect(attributesOf(render(FormMessage, { tone: "error", children: "No" }), "p").role).toBe("alert");
    expect(attributesOf(render(FormMessage, { tone: "success", children: "Saved" }), "p").role).toBe("status");
    expect(attributesOf(render(FormMessage, { children: "Note" }), "p").role).toBe("status");
  });
});

describe("Table", () => {
  it("scrolls in a named, focusable box of its own, with column and row headings scoped", () => {
    const html = render(Table, {
      label: "Tasks by kind",
      children: [
        h(TableHeader, { key: "head" }, h(TableRow, null, h(TableHead, null, "Task"), h(TableHead, null, "Dead"))),
        h(TableBody, { key: "body" }, h(TableRow, null, h(TableHead, { scope: "row" }, "Mail"), h(TableCell, null, "0"))),
      ],
    });
    expect(attributesOf(html, "section")).toMatchObject({ "aria-label": "Tasks by kind", tabindex: "0" });
    expect(html).toContain("overflow-x-auto");
    expect(html.match(/scope="col"/g)).toHaveLength(2);
    expect(html).toMatch(/<th scope="row"[^>]*>Mail<\/th>/);
  });
});

describe("Badge, EmptyState, Skeleton", () => {
  it("a badge is its text, coloured by tone in both themes", () => {
    const html = render(Badge, { tone: "warning", children: "Scheduled" });
    expect(html).toMatch(/>Scheduled<\/span>$/);
    expect(html).toMatch(/bg-amber-100.*dark:bg-amber-900/);
  });

  it("an empty state says what is missing and offers the action", () => {
    const html = render(EmptyState, { title: "No tags yet.", action: h("a", { href: "/admin/tags/new" }, "Create one") });
    expect(html).toContain("No tags yet.");
    expect(html).toContain('href="/admin/tags/new"');
  });

  it("a skeleton is hidden from screen readers", () => {
    expect(attributesOf(render(Skeleton, { className: "h-4 w-24" }), "span")["aria-hidden"]).toBe("true");
  });
});

describe("Radix-backed parts, as the server renders them", () => {
  it("Tabs: a tablist whose selected tab controls its panel", () => {
    const html = render(Tabs, {
      defaultValue: "write",
      children: [
        h(
          TabsList,
          { key: "list", "aria-label": "Body view" },
          h(TabsTrigger, { value: "write" }, "Write"),
          h(TabsTrigger, { value: "preview" }, "Preview"),
        ),
        h(TabsContent, { key: "write", value: "write" }, "The text"),
        h(TabsContent, { key: "preview", value: "preview" }, "The preview"),
      ],
    });
    expect(attributesOf(html, "div", 'role="tablist"')["aria-label"]).toBe("Body view");
    const selected = attributesOf(html, "button", 'aria-selected="true"');
    expect(selected.role).toBe("tab");
    const panel = attributesOf(html, "div", 'role="tabpanel"');
    expect(panel.id).toBe(selected["aria-controls"]);
    expect(html).toContain("The text");
    expect(html).not.toContain("The preview");
  });

  it("Menu: a closed menu button (its items render only when open)", () => {
    const html = render(Menu, {
      children: [h(MenuTrigger, { key: "trigger" }, "Actions"), h(MenuContent, { key: "content" }, h(MenuItem, null, "Duplicate"))],
    });
    expect(attributesOf(html, "button")).toMatchObject({ type: "button", "aria-haspopup": "menu", "aria-expanded": "false" });
    expect(html).not.toContain("Duplicate");
  });

  it("ConfirmButton: the button, and a closed dialog named by its title", () => {
    const html = render(ConfirmButton, {
      label: "Delete",
      "aria-label": "Delete the tag Practice",
      title: "Delete the tag?",
      description: "It goes from 3 posts.",
      confirmLabel: "Delete tag",
      onConfirm: () => {},
    });
    expect(attributesOf(html, "button")["aria-label"]).toBe("Delete the tag Practice");
    const dialog = attributesOf(html, "dialog");
    expect(dialog).not.toHaveProperty("open");
    const heading = /<h2 id="([^"]+)"[^>]*>Delete the tag\?<\/h2>/.exec(html);
    expect(heading?.[1]).toBe(dialog["aria-labelledby"]);
  });
});
