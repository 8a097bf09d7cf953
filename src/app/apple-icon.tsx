import { connection } from "next/server";
import { pngResponse, siteIconPng } from "@/server/seo/site-icon-response";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** iOS rounds the corners itself. Per request, so the owner's icon shows once set. */
export default async function AppleIcon() {
  await connection();
  return pngResponse(await siteIconPng(180, { rounded: false }));
}
