import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getEnv } from "@/server/env";

/** Rendered per request so the name follows SITE_NAME of the running server (like robots.txt). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  await connection();
  const name = getEnv().SITE_NAME;
  return {
    name,
    short_name: name,
    description: "Essays on personal growth and mindset.",
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
