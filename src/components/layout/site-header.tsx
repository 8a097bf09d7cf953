import { AccountMenu } from "@/components/auth/account-menu";
import { HeaderSearch } from "@/components/search/header-search";
import type { SearchPlan } from "@/components/search/signed-out-search-hint-dialog";
import { MobileMenu } from "./mobile-menu";
import { SiteLogoLink } from "./site-logo-link";
import { NavLink } from "./nav-link";
import type { SiteLink } from "@/lib/design/site-link";
import { ThemeSwitch } from "./theme-switch";

/** One row at every width: on a phone the links and the theme switch move into the menu. */
type Props = { siteName: string; logoUrl: string | null; plans: SearchPlan[]; navLinks: SiteLink[] };

export function SiteHeader({ siteName, logoUrl, plans, navLinks }: Props) {
  return (
    <header className="relative border-b border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto flex max-w-6xl items-center gap-x-6 px-4 py-3 sm:px-6">
        <SiteLogoLink siteName={siteName} logoUrl={logoUrl} />
        <nav aria-label="Main" className="hidden sm:block">
          <ul className="flex gap-1 text-sm">
            {navLinks.map((item) => (
              <li key={`${item.label} ${item.href}`}>
                <NavLink href={item.href}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <HeaderSearch plans={plans} />
          <div className="hidden sm:block">
            <ThemeSwitch />
          </div>
          <AccountMenu />
          <MobileMenu navLinks={navLinks} />
        </div>
      </div>
    </header>
  );
}
