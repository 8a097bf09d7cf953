"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type Props = { url: string; onInsert: (alt: string) => void; onCancel: () => void };

/** After an image is uploaded: its description for screen readers, asked before it goes into the text. */
export function ImageAltPrompt({ url, onInsert, onCancel }: Props) {
  const [alt, setAlt] = useState("");
  return (
    <form
      aria-label="Describe the image"
      className="flex flex-wrap items-end gap-3 rounded-md border border-sky-400 bg-sky-50 p-3 text-sm dark:border-sky-700 dark:bg-sky-950"
      onSubmit={(event) => {
        event.preventDefault();
        onInsert(alt.trim());
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- our own upload, already resized */}
      <img src={url} alt="" className="h-16 w-24 rounded object-cover" />
      <label className="flex min-w-48 flex-1 flex-col gap-1">
        <span className="font-medium">Image description (alt text)</span>
        <Input
          autoFocus
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          placeholder="What the image shows, for readers who cannot see it"
        />
      </label>
      <Button type="submit" size="sm">
        Insert image
      </Button>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
