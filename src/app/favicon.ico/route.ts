import { drawAppIcon, wrapPngInIco } from "@/server/seo/draw-app-icon";

// Drawn once at build time: browsers, feed readers and bookmarks ask for /favicon.ico.
export const dynamic = "force-static";

export async function GET() {
  const png = new Uint8Array(await drawAppIcon(32).arrayBuffer());
  return new Response(wrapPngInIco(png, 32) as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": "image/x-icon", "Cache-Control": "public, max-age=86400" },
  });
}
