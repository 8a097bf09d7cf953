import { AdminForbidden } from "@/components/admin/admin-forbidden";

/** Rendered with HTTP 403 wherever forbidden() is called (today: readers opening /admin). */
export default function Forbidden() {
  return <AdminForbidden />;
}
