"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** A header link that marks itself as the current page (exact match, or a section below it). */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const isCurrent = href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={isCurrent ? "page" : undefined}
      className={`block rounded-md px-2.5 py-1.5 font-medium hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 ${
        isCurrent
          ? "text-zinc-900 underline decoration-accent decoration-2 underline-offset-8 dark:text-zinc-50"
          : "text-zinc-700 dark:text-zinc-300"
      }`}
    >
      {children}
    </Link>
  );
}
