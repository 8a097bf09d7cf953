import type { Metadata } from "next";
import { NotFoundView } from "@/components/errors/not-found-view";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * Shown by the browser after a client-side navigation to a missing page. A page load gets the
 * same content rendered on the server (src/server/http/error-pages.ts).
 */
export default function NotFound() {
  return <NotFoundView />;
}
