"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const links = [
  { href: "/admin/posts", label: "Posts" },
  { href: "/admin/tags", label: "Tags" },
  { href: "/admin/redirects", label: "Redirects" },
  { href: "/admin/members", label: "Members" },
  { href: "/admin/requests", label: "Requests" },
  { href: "/admin/comments", label: "Comments" },
  { href: "/admin/analytics", label: "Analytics" },
  { href: "/admin/tasks", label: "Tasks" },
];

export function AdminNav({ isOwner }: { isOwner: boolean }) {
  const pathname = usePathname();
  const items = isOwner ? [...links, { href: "/admin/import", label: "Import" }, { href: "/admin/settings", label: "Settings" }] : links;
  return (
    <nav aria-label="Admin" className="border-b border-zinc-200 p-4 md:w-52 md:shrink-0 md:border-r md:border-b-0 dark:border-zinc-800">
      <Link href="/" className="mb-4 hidden text-sm text-zinc-600 hover:underline md:block dark:text-zinc-400">
        ← Back to the site
      </Link>
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {items.map((item) => {
          const isCurrent = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isCurrent ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 ${isCurrent ? "bg-zinc-900 text-white dark:bg-white dark:text-zinc-900" : "hover:bg-zinc-100 dark:hover:bg-zinc-800"}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
