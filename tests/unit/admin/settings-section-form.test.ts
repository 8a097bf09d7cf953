import { createElement, Fragment } from "react";
import { describe, expect, it } from "vitest";
import { SettingsSectionForm } from "@/components/admin/settings-section-form";
import { TextField } from "@/components/ui/text-field";
import { attributesOf, render } from "../ui/render";

const action = async () => ({ ok: true as const });

describe("SettingsSectionForm (each section of /admin/settings)", () => {
  it("is a form named by its heading, its fields drawn from what is stored, and a submit button", () => {
    const html = render(SettingsSectionForm, {
      action,
      title: "Paywall",
      titleId: "paywall-settings-title",
      submitLabel: "Save paywall settings",
      children: ({ typed, fields }) =>
        createElement(TextField, { label: "Gift links", name: "gift", defaultValue: typed?.gift ?? "3", error: fields.gift }),
    });
    expect(attributesOf(html, "form")["aria-labelledby"]).toBe("paywall-settings-title");
    expect(html).toMatch(/<h2 id="paywall-settings-title"[^>]*>Paywall<\/h2>/);
    expect(attributesOf(html, "input")).toMatchObject({ id: "field-gift", value: "3" });
    expect(attributesOf(html, "button")).toMatchObject({ type: "submit" });
    expect(html).toContain(">Save paywall settings</button>");
    // Nothing to say before a save.
    expect(html).not.toMatch(/role="(alert|status)"/);
  });

  it("without a title the form is left to the page's heading, and extra buttons sit beside the save", () => {
    const html = render(SettingsSectionForm, {
      action,
      submitLabel: "Save settings",
      actions: createElement("button", { type: "button" }, "Preview"),
      children: () => createElement(Fragment),
    });
    expect(attributesOf(html, "form")).not.toHaveProperty("aria-labelledby");
    expect(html).not.toContain("<h2");
    expect(html).toMatch(/Save settings<\/button><button type="button">Preview<\/button>/);
  });
});
