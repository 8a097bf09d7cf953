import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { readSiteSettings } from "@/server/settings/read-site-settings";

/** Rendered per request so the name and description follow the site settings. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  await connection();
  const { siteName: name, description } = await readSiteSettings();
  return {
    name,
    short_name: name,
    description,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#18181b",
    icons: [
      { src: "/icon/192", sizes: "192x192", type: "image/png" },
      { src: "/icon/512", sizes: "512x512", type: "image/png" },
      { src: "/icon/512", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
