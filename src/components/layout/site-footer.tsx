import Link from "next/link";
import { HelpLink } from "@/components/analytics/help-link";
import { JoinForm } from "@/components/membership/join-form";

export function SiteFooter({ siteName, description }: { siteName: string; description: string }) {
  return (
    <footer className="mt-24 border-t border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6" data-testid="footer-join">
        <div className="max-w-md">
          <JoinForm layout="compact" label={`Get new posts from ${siteName} by email`} />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm text-zinc-600 sm:px-6 dark:text-zinc-400">
        <p>
          © {new Date().getFullYear()} {siteName}. {description}
        </p>
        <ul className="flex flex-wrap items-center gap-4">
          <li>
            <Link href="/tags" className="hover:text-zinc-900 hover:underline dark:hover:text-zinc-100">
              Topics
            </Link>
          </li>
          <li>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an XML document (a route handler under an optional catch-all), not a page */}
            <a href="/feed.xml" className="hover:text-zinc-900 hover:underline dark:hover:text-zinc-100">
              Feed
            </a>
          </li>
          <li>
            <HelpLink />
          </li>
        </ul>
      </div>
    </footer>
  );
}
