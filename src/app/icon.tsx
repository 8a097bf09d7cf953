import { connection } from "next/server";
import { pngResponse, siteIconPng } from "@/server/seo/site-icon-response";

/** /icon/32 for browser tabs, /icon/192 and /icon/512 for the web manifest (installed app). */
export function generateImageMetadata() {
  return [32, 192, 512].map((size) => ({ id: String(size), size: { width: size, height: size }, contentType: "image/png" }));
}

/** Per request (cheap: a cached settings read and a stored file), so the owner's icon shows once set. */
export default async function Icon({ id }: { id: Promise<string> }) {
  await connection();
  const size = Number(await id);
  return pngResponse(await siteIconPng(size === 32 || size === 192 ? size : 512));
}
