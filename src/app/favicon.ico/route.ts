import { connection } from "next/server";
import { wrapPngInIco } from "@/server/seo/draw-app-icon";
import { pngResponse, siteIconPng } from "@/server/seo/site-icon-response";

/** Browsers, feed readers and bookmarks ask for /favicon.ico: the owner's icon once set, else the drawn one. */
export async function GET() {
  await connection();
  return pngResponse(wrapPngInIco(await siteIconPng(32), 32), "image/x-icon");
}
