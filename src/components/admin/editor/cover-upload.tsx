"use client";

import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { coverImageVariant } from "@/lib/cover-image";
import { uploadImage } from "./upload-image";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type Props = { url: string; alt: string; onChange: (cover: { url: string; alt: string }) => void };

/** Uploads an image (≤ 25 MB) to the server, which checks it, resizes it and re-encodes it without its metadata. */
export function CoverUpload({ url, alt, onChange }: Props) {
  const id = useId();
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    setIsUploading(true);
    setError(null);
    try {
      onChange({ url: await uploadImage(file), alt });
      toast.success("Cover image uploaded");
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "The upload failed.";
      setError(message);
      toast.error(message);
    } finally {
      setIsUploading(false);
    }
  };
  return (
    <fieldset className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className="px-1 text-sm font-medium">Cover image</legend>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own upload, already resized
        <img src={coverImageVariant(url, "card")} alt={alt || "Cover preview"} className="mb-2 aspect-video w-full rounded object-cover" />
      ) : null}
      <label htmlFor={`${id}-file`} className="text-sm">
        {url ? "Replace image" : "Upload an image"}{" "}
        <span className="text-zinc-600 dark:text-zinc-400">(JPEG, PNG, WebP, GIF or AVIF, up to 25 MB)</span>
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        disabled={isUploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
          event.target.value = "";
        }}
        className="mt-1 block w-full text-sm"
      />
      {isUploading ? (
        <p className="mt-1 text-sm" role="status">
          Uploading…
        </p>
      ) : null}
      {error ? (
        <p className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
          {error}
        </p>
      ) : null}
      <label htmlFor={`${id}-alt`} className="mt-3 block text-sm">
        Cover description (for screen readers)
      </label>
      <Input id={`${id}-alt`} value={alt} onChange={(event) => onChange({ url, alt: event.target.value })} className="mt-1 w-full" />
      {url ? (
        <Button variant="link" onClick={() => onChange({ url: "", alt: "" })} className="mt-2">
          Remove cover
        </Button>
      ) : null}
    </fieldset>
  );
}
