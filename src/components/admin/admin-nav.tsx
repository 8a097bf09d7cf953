"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

const links = [
  { href: "/admin", label: "Home" },
  { href: "/admin/posts", label: "Posts" },
  { href: "/admin/tags", label: "Tags" },
  { href: "/admin/redirects", label: "Redirects" },
  { href: "/admin/members", label: "Members" },
  { href: "/admin/requests", label: "Requests" },
  { href: "/admin/comments", label: "Comments" },
  { href: "/admin/analytics", label: "Analytics" },
  { href: "/admin/tasks", label: "Tasks" },
];

/**
 * The admin's sections: a column beside the page on a wide screen; on a phone, one row that
 * scrolls sideways (never wraps or cuts a tab), brought round to the current tab.
 */
export function AdminNav({ isOwner }: { isOwner: boolean }) {
  const pathname = usePathname();
  const current = useRef<HTMLAnchorElement>(null);
  const items = isOwner ? [...links, { href: "/admin/import", label: "Import" }, { href: "/admin/settings", label: "Settings" }] : links;
  useEffect(() => {
    current.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <nav
      aria-label="Admin"
      className="min-w-0 border-b border-zinc-200 py-3 md:w-52 md:shrink-0 md:border-r md:border-b-0 md:p-4 dark:border-zinc-800"
    >
      <Link href="/" className="mb-4 hidden text-sm text-zinc-600 hover:underline md:block dark:text-zinc-400">
        ← Back to the site
      </Link>
      <ul className="flex snap-x gap-1 overflow-x-auto scroll-px-4 px-4 [scrollbar-width:thin] md:flex-col md:overflow-visible md:px-0">
        {items.map((item) => {
          const isCurrent = item.href === "/admin" ? pathname === "/admin" : pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href} className="shrink-0 snap-start">
              <Link
                ref={isCurrent ? current : undefined}
                href={item.href}
                aria-current={isCurrent ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 ${isCurrent ? "bg-zinc-900 text-white dark:bg-white dark:text-zinc-900" : "hover:bg-zinc-100 dark:hover:bg-zinc-800"}`}
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
