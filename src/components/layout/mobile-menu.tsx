import { buttonClasses } from "@/components/ui/button-variants";
import type { SiteLink } from "@/lib/design/site-link";
import { MenuCloser } from "./menu-closer";
import { NavLink } from "./nav-link";
import { ThemeSwitch } from "./theme-switch";

/**
 * On a phone the header is one row: the site's name, search and account, and this menu for
 * the rest (the links and the theme). A native <details>: it opens and closes without script
 * (and before the page's script has run); MenuCloser adds closing on Escape, on a click outside
 * and on following one of its links.
 */
export function MobileMenu({ navLinks }: { navLinks: SiteLink[] }) {
  return (
    <details className="group sm:hidden" data-menu>
      <summary
        className={buttonClasses({
          variant: "ghost",
          size: "sm",
          className: "h-9 cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden",
        })}
      >
        <span aria-hidden="true" className="w-4 text-center text-base leading-none group-open:hidden">
          ☰
        </span>
        <span aria-hidden="true" className="hidden w-4 text-center text-base leading-none group-open:inline">
          ✕
        </span>
        Menu
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-b border-zinc-200 bg-white px-4 py-3 shadow-md dark:border-zinc-800 dark:bg-zinc-950">
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
      <MenuCloser />
    </details>
  );
}
