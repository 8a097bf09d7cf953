import Link from "next/link";
import { AccountMenu } from "@/components/auth/account-menu";
import { HeaderSearch } from "@/components/search/header-search";
import { NavLink } from "./nav-link";
import { ThemeSwitch } from "./theme-switch";

const navigation = [
  { href: "/", label: "Home" },
  { href: "/tags", label: "Topics" },
  { href: "/pricing", label: "Pricing" },
];

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="border-b border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className="text-lg font-bold tracking-tight">
          {siteName}
        </Link>
        <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex gap-1 text-sm">
            {navigation.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <HeaderSearch />
          <ThemeSwitch />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
