import { drawAppIcon } from "@/server/seo/draw-app-icon";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** iOS rounds the corners itself. */
export default function AppleIcon() {
  return drawAppIcon(180, { rounded: false });
}
