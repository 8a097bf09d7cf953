import { AdminForbidden } from "@/components/admin/admin-forbidden";

/**
 * Rendered with HTTP 403 wherever forbidden() is called (today: readers opening /admin); a page
 * load gets the same content rendered on the server (src/server/http/error-pages.ts).
 */
export default function Forbidden() {
  return <AdminForbidden />;
}
