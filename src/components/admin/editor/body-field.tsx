"use client";

import { useRef, useState } from "react";
import type { EditorView } from "@codemirror/view";
import { toast } from "@/components/ui/toast";
import { ImageAltPrompt } from "./image-alt-prompt";
import { insertBlockAt } from "./markdown-commands";
import { MarkdownEditor } from "./markdown-editor";
import { MarkdownToolbar } from "./markdown-toolbar";
import { uploadImage } from "./upload-image";

type Props = { value: string; onChange: (value: string) => void; labelId: string; describedBy?: string };

const escapeAlt = (alt: string) => alt.replace(/[[\]\\]/g, "\\$&");

/**
 * The body: toolbar, Markdown editor, and images by button, paste or drop — uploaded through
 * the covers' checks and re-encoding, then described (alt text) before they go in at the cursor.
 */
export function BodyField({ value, onChange, labelId, describedBy }: Props) {
  const [view, setView] = useState<EditorView | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [pending, setPending] = useState<{ url: string; pos: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (files: File[], pos: number) => {
    const file = files[0];
    if (!file) return;
    setIsUploading(true);
    try {
      setPending({ url: await uploadImage(file), pos });
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : "The upload failed.");
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div className="space-y-2">
      <MarkdownToolbar view={view} isUploading={isUploading} onImageButton={() => fileInput.current?.click()} />
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-label="Upload an image into the body"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          void upload(files, view?.state.selection.main.head ?? value.length);
        }}
      />
      {pending ? (
        <ImageAltPrompt
          url={pending.url}
          onCancel={() => setPending(null)}
          onInsert={(alt) => {
            if (view) insertBlockAt(view, pending.pos, `![${escapeAlt(alt)}](${pending.url})`);
            setPending(null);
          }}
        />
      ) : null}
      <MarkdownEditor
        value={value}
        onChange={onChange}
        labelId={labelId}
        describedBy={describedBy}
        onReady={setView}
        onImageFiles={(files, pos) => void upload(files, pos)}
      />
    </div>
  );
}
