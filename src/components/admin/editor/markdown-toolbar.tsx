"use client";

import type { EditorView } from "@codemirror/view";
import { Button } from "@/components/ui/button";
import { insertLink, insertPaywallMarker, toggleLinePrefix, toggleWrap } from "./markdown-commands";

type Props = { view: EditorView | null; onImageButton: () => void; isUploading: boolean };

// The same words on the server and in every browser (no hydration mismatch): Mod is Ctrl, or ⌘ on a Mac.
const keyLabel = (keys: string) => keys.replace("Mod", "Ctrl/⌘").replaceAll("-", "+");

const tools = [
  { label: "Bold", keys: "Mod-b", text: "B", run: (v: EditorView) => toggleWrap(v, "**", "bold text"), className: "font-bold" },
  { label: "Italic", keys: "Mod-i", text: "I", run: (v: EditorView) => toggleWrap(v, "_", "italic text"), className: "italic" },
  { label: "Link", keys: "Mod-k", text: "Link", run: insertLink, className: "underline" },
  { label: "Heading", keys: "Mod-Alt-2", text: "H2", run: (v: EditorView) => toggleLinePrefix(v, "## "), className: "font-bold" },
  { label: "Bulleted list", keys: "Mod-Shift-8", text: "• List", run: (v: EditorView) => toggleLinePrefix(v, "- "), className: "" },
  { label: "Quote", keys: "Mod-Shift-9", text: "“ Quote", run: (v: EditorView) => toggleLinePrefix(v, "> "), className: "" },
  { label: "Code", keys: "Mod-e", text: "</>", run: (v: EditorView) => toggleWrap(v, "`", "code"), className: "font-mono" },
];

/** Formatting buttons over the Markdown editor; each names its shortcut (kept in the editor's keymap). */
export function MarkdownToolbar({ view, onImageButton, isUploading }: Props) {
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls="post-body"
      className="flex flex-wrap gap-1 border-b border-zinc-200 pb-1 dark:border-zinc-800"
    >
      {tools.map((tool) => (
        <Button
          key={tool.label}
          variant="ghost"
          size="sm"
          aria-label={`${tool.label} (${keyLabel(tool.keys)})`}
          title={`${tool.label} (${keyLabel(tool.keys)})`}
          disabled={!view}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => view && tool.run(view)}
          className={tool.className}
        >
          {tool.text}
        </Button>
      ))}
      <Button
        variant="ghost"
        size="sm"
        disabled={!view}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => view && insertPaywallMarker(view)}
        aria-label="Insert the paywall marker (the preview ends here)"
        title="Insert the paywall marker: readers who may not read the post see what comes before it"
      >
        ✂ Paywall
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onImageButton}
        isLoading={isUploading}
        loadingLabel="Uploading…"
        aria-label="Insert an image"
      >
        Image
      </Button>
    </div>
  );
}
