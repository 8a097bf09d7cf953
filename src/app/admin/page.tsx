import type { Metadata } from "next";
import { connection } from "next/server";
import { requireAdminPage } from "@/server/http/require-page-session";
import { getAdminHome } from "@/server/admin-home/get-admin-home";
import { AdminHomeView } from "@/components/admin/home/admin-home-view";

export const metadata: Metadata = { title: "Home" };

/** The admin's home: the last 30 days at a glance, drafts in progress, what waits for an editor. */
export default async function AdminHome() {
  await connection();
  const actor = await requireAdminPage("editor", "/admin");
  const home = await getAdminHome({ actor });
  return <AdminHomeView home={home} />;
}
