import { Link } from "@/components/ui/link";
import { HelpLink, type SupportConfig } from "@/components/analytics/help-link";
import { JoinForm } from "@/components/membership/join-form";
import type { SiteLink } from "@/lib/design/site-link";

type Props = { siteName: string; description: string; footerText: string; socialLinks: SiteLink[]; support: SupportConfig };

const footerLink = "hover:text-zinc-900 hover:underline dark:hover:text-zinc-100";

/** The owner's footer text and social profiles (#31) are plain text and plain links: no third-party script. */
export function SiteFooter({ siteName, description, footerText, socialLinks, support }: Props) {
  return (
    <footer className="mt-24 border-t border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6" data-testid="footer-join">
        <div className="max-w-md">
          <JoinForm layout="compact" label={`Get new posts from ${siteName} by email`} />
        </div>
      </div>
      {footerText || socialLinks.length > 0 ? (
        <div className="mx-auto max-w-6xl space-y-4 px-4 pt-8 text-sm text-zinc-700 sm:px-6 dark:text-zinc-300">
          {footerText ? (
            <p className="max-w-prose whitespace-pre-line" data-testid="footer-text">
              {footerText}
            </p>
          ) : null}
          {socialLinks.length > 0 ? (
            <nav aria-label="Social profiles">
              <ul className="flex flex-wrap gap-x-4 gap-y-2">
                {socialLinks.map((link) => (
                  <li key={`${link.label} ${link.href}`}>
                    <a href={link.href} rel="me noopener" className="font-medium text-accent underline-offset-4 hover:underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm text-zinc-600 sm:px-6 dark:text-zinc-400">
        <p>
          © {new Date().getFullYear()} {siteName}. {description}
        </p>
        <ul className="flex flex-wrap items-center gap-4">
          <li>
            <Link href="/tags" className={footerLink}>
              Topics
            </Link>
          </li>
          <li>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an XML document (a route handler under an optional catch-all), not a page */}
            <a href="/feed.xml" className={footerLink}>
              Feed
            </a>
          </li>
          <li>
            <HelpLink support={support} className={footerLink} />
          </li>
        </ul>
      </div>
    </footer>
  );
}
