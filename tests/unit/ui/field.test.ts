import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { attributesOf, render } from "./render";

describe("Field", () => {
  it("labels its control and ties the hint and the error to it (aria-describedby), marking it invalid", () => {
    const html = render(Field, {
      id: "title",
      label: "Title",
      hint: "Up to 200 characters",
      error: "Too long",
      children: (control) => createElement(Input, { name: "title", ...control }),
    });
    expect(attributesOf(html, "label").for).toBe("title");
    const input = attributesOf(html, "input");
    expect(input.id).toBe("title");
    expect(input["aria-describedby"]).toBe("title-hint title-error");
    expect(input["aria-invalid"]).toBe("true");
    expect(attributesOf(html, "p", 'id="title-hint"')).toBeTruthy();
    expect(html).toMatch(/<p id="title-error"[^>]*>Too long<\/p>/);
  });

  it("without hint or error the control is described by nothing and not invalid", () => {
    const input = attributesOf(render(TextField, { label: "Name", name: "name" }), "input");
    expect(input.id).toBe("field-name");
    expect(input).not.toHaveProperty("aria-describedby");
    expect(input).not.toHaveProperty("aria-invalid");
  });

  it("an error that comes without a submit can be an alert, read out as it appears; by default it is not", () => {
    const field = (isErrorAlert: boolean) =>
      render(Field, {
        id: "logo",
        label: "Logo",
        error: "Not an image",
        isErrorAlert,
        children: (control) => createElement(Input, { type: "file", ...control }),
      });
    expect(field(true)).toMatch(/<p id="logo-error" role="alert"[^>]*>Not an image<\/p>/);
    expect(field(false)).not.toContain('role="alert"');
  });

  it("TextField passes its input's own attributes through", () => {
    const input = attributesOf(
      render(TextField, { label: "Old address", name: "path", id: "new-path", required: true, placeholder: "/p/x", error: "Taken" }),
      "input",
    );
    expect(input).toMatchObject({ id: "new-path", name: "path", placeholder: "/p/x", "aria-describedby": "new-path-error" });
    expect(input).toHaveProperty("required");
  });
});

describe("Checkbox", () => {
  it("is a native checkbox inside its label, its hint tied to it", () => {
    const html = render(Checkbox, { id: "notify", name: "notify", label: "Email me", hint: "Once a week at most" });
    expect(html).toMatch(/^<div[^>]*><label[^>]*><input type="checkbox" id="notify"/);
    expect(attributesOf(html, "input")["aria-describedby"]).toBe("notify-hint");
    expect(html).toContain('<p id="notify-hint"');
  });
});
