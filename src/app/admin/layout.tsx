import type { Metadata } from "next";
import { forbidden, redirect } from "next/navigation";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { getSession } from "@/server/auth/session";
import { AdminNav } from "@/components/admin/admin-nav";
import { signInRedirectPath } from "@/lib/auth-gate";
import { readSiteSettings } from "@/server/settings/read-site-settings";

export async function generateMetadata(): Promise<Metadata> {
  const { siteName } = await readSiteSettings();
  return { title: { default: "Admin", template: `%s · Admin · ${siteName}` }, robots: { index: false } };
}

/**
 * The admin area's first check: no session → the sign-in gate; a reader → the 403 page.
 * Every action and route below checks the role again on its own.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await connection();
  const session = await getSession();
  if (!session) redirect(signInRedirectPath("/admin"));
  if (session.role === "reader") forbidden();
  return (
    <div className="mx-auto flex min-h-dvh max-w-7xl flex-col md:flex-row">
      <AdminNav isOwner={session.role === "owner"} />
      <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
        {children}
      </main>
    </div>
  );
}
