"use client";

import { useDismiss } from "@/components/ui/use-dismiss";
import { usePathname } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { NavLink } from "./nav-link";
import type { SiteLink } from "@/lib/design/site-link";
import { ThemeSwitch } from "./theme-switch";

/**
 * On a phone the header is one row: the site's name, search and account, and this menu for
 * the rest (the links and the theme). It closes on navigation, on Escape and on a click outside.
 */
export function MobileMenu({ navLinks }: { navLinks: SiteLink[] }) {
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const pathname = usePathname();
  const ref = useRef<HTMLDivElement>(null);
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useDismiss(ref, open, closeMenu);

  return (
    <div ref={ref} className="sm:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800"
      >
        <span aria-hidden="true" className="text-base leading-none">
          {open ? "✕" : "☰"}
        </span>
        Menu
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-zinc-200 bg-white px-4 py-3 shadow-md dark:border-zinc-800 dark:bg-zinc-950"
      >
        <nav aria-label="Main menu">
          <ul className="flex flex-col gap-1">
            {navLinks.map((item) => (
              <li key={`${item.label} ${item.href}`}>
                <NavLink href={item.href}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 flex items-center justify-between border-t border-zinc-200 pt-3 text-sm dark:border-zinc-800">
          <span>Theme</span>
          <ThemeSwitch />
        </div>
      </div>
    </div>
  );
}
