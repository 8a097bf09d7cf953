/** Sends an image to the uploads route, which checks and re-encodes it (covers and body images alike); resolves to its URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.set("file", file);
  const response = await fetch("/api/admin/uploads", { method: "POST", body });
  const result = (await response.json().catch(() => ({}))) as { url?: string; error?: { message: string } };
  if (!response.ok || !result.url) throw new Error(result.error?.message ?? "The upload failed.");
  return result.url;
}
