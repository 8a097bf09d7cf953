"use client";

import { useEffect, useRef } from "react";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { markdown } from "@codemirror/lang-markdown";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { tags } from "@lezer/highlight";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap, placeholder } from "@codemirror/view";
import { insertLink, toggleLinePrefix, toggleWrap } from "./markdown-commands";

export type MarkdownEditorProps = {
  value: string;
  onChange: (value: string) => void;
  labelId: string;
  describedBy?: string;
  /** Image files dropped or pasted, with the position they go to. */
  onImageFiles: (files: File[], pos: number) => void;
  onReady?: (view: EditorView | null) => void;
};

export const formattingKeys = {
  bold: "Mod-b",
  italic: "Mod-i",
  link: "Mod-k",
  code: "Mod-e",
  heading: "Mod-Alt-2",
  list: "Mod-Shift-8",
  quote: "Mod-Shift-9",
} as const;

// Weight and slant only: the text keeps the page's own colours, so contrast holds in both themes.
const markdownStyle = HighlightStyle.define([
  { tag: tags.heading, fontWeight: "700" },
  { tag: tags.strong, fontWeight: "700" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: tags.link, textDecoration: "underline" },
  { tag: tags.strikethrough, textDecoration: "line-through" },
]);

const imagesOf = (list: FileList | null | undefined) => Array.from(list ?? []).filter((file) => file.type.startsWith("image/"));

/**
 * The body's Markdown editor: CodeMirror 6 with its Markdown mode, history and the formatting
 * shortcuts the toolbar names. The text is owned by the form: typing calls onChange; a value
 * set from outside (a restored revision, their version in a conflict) replaces the document.
 */
export function MarkdownEditor({ value, onChange, labelId, describedBy, onImageFiles, onReady }: MarkdownEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onImageFiles, onReady });
  useEffect(() => {
    callbacks.current = { onChange, onImageFiles, onReady };
  });

  useEffect(() => {
    const formatting = keymap.of([
      { key: formattingKeys.bold, run: (v) => toggleWrap(v, "**", "bold text") },
      { key: formattingKeys.italic, run: (v) => toggleWrap(v, "_", "italic text") },
      { key: formattingKeys.code, run: (v) => toggleWrap(v, "`", "code") },
      { key: formattingKeys.link, run: insertLink },
      { key: formattingKeys.heading, run: (v) => toggleLinePrefix(v, "## ") },
      { key: formattingKeys.list, run: (v) => toggleLinePrefix(v, "- ") },
      { key: formattingKeys.quote, run: (v) => toggleLinePrefix(v, "> ") },
    ]);
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          formatting,
          keymap.of([...defaultKeymap, ...historyKeymap]),
          markdown(),
          syntaxHighlighting(markdownStyle),
          EditorView.lineWrapping,
          placeholder("Write in Markdown: ## for a heading, - for a list, **bold**, [link](https://…)."),
          EditorView.contentAttributes.of({
            "aria-labelledby": labelId,
            ...(describedBy ? { "aria-describedby": describedBy } : {}),
            "aria-multiline": "true",
            role: "textbox",
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({
            paste: (event, v) => {
              const files = imagesOf(event.clipboardData?.files);
              if (files.length === 0) return false;
              event.preventDefault();
              callbacks.current.onImageFiles(files, v.state.selection.main.head);
              return true;
            },
            drop: (event, v) => {
              const files = imagesOf(event.dataTransfer?.files);
              if (files.length === 0) return false;
              event.preventDefault();
              const pos = v.posAtCoords({ x: event.clientX, y: event.clientY }) ?? v.state.selection.main.head;
              callbacks.current.onImageFiles(files, pos);
              return true;
            },
          }),
        ],
      }),
    });
    view.current = created;
    callbacks.current.onReady?.(created);
    return () => {
      callbacks.current.onReady?.(null);
      created.destroy();
      view.current = null;
    };
    // Created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  return (
    <div
      ref={host}
      data-testid="body-editor"
      className="min-h-96 rounded-md border border-zinc-300 bg-white font-mono text-sm focus-within:outline-2 focus-within:outline-offset-2 dark:border-zinc-700 dark:bg-zinc-900 [&_.cm-content]:min-h-96 [&_.cm-content]:px-1 [&_.cm-content]:py-2 [&_.cm-editor]:outline-none [&_.cm-placeholder]:text-zinc-600! dark:[&_.cm-placeholder]:text-zinc-400!"
    />
  );
}
