import { drawAppIcon } from "@/server/seo/draw-app-icon";

/** /icon/32 for browser tabs, /icon/192 and /icon/512 for the web manifest (installed app). */
export function generateImageMetadata() {
  return [32, 192, 512].map((size) => ({ id: String(size), size: { width: size, height: size }, contentType: "image/png" }));
}

export default async function Icon({ id }: { id: Promise<string> }) {
  return drawAppIcon(Number(await id));
}
