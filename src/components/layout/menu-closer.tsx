"use client";

import { useEffect } from "react";

const openMenus = () => document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]");

/**
 * What a script adds to the header's <details> menus (`data-menu`): Escape closes them (focus back
 * on the summary when it was inside), and so does a click outside one or on a link inside it (a
 * client-side navigation keeps the header, so the menu would stay open over the new page).
 */
export function MenuCloser() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      for (const menu of openMenus()) if (!target || !menu.contains(target) || target.closest("a")) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const menu of openMenus()) {
        const hadFocus = menu.contains(document.activeElement);
        menu.open = false;
        if (hadFocus) menu.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
  return null;
}
