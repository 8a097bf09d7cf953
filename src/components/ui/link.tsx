"use client";

import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { clientNavigationTarget } from "@/lib/client-navigation-target";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: React.Ref<HTMLAnchorElement> };

/**
 * A link to a page of the site, for the reading pages: a plain `<a>` in the server's HTML, and a
 * plain click navigates client-side as next/link's does (the layout, its session and theme stay;
 * the router scrolls and moves focus). Not next/link: its client code (about 4 kB gzip with
 * prefetching) would be in every reading page's scripts, and its prefetch of each link in view
 * asks the server for pages nobody opened. A click with a modifier or another button, a link
 * with a target or a download, another origin and an anchor on the same page are the browser's.
 * Not for route handlers (feeds, sign-out): those are plain `<a>`s.
 */
export function Link({ href, onClick, ...rest }: Props) {
  const router = useRouter();

  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const anchor = event.currentTarget;
    const path = clientNavigationTarget(
      {
        button: event.button,
        hasModifier: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        isDefaultPrevented: event.defaultPrevented,
        href: anchor.href,
        target: anchor.target,
        isDownload: anchor.hasAttribute("download"),
      },
      new URL(window.location.href),
    );
    if (path === null) return;
    event.preventDefault();
    router.push(path);
  }

  return <a href={href} onClick={onLinkClick} {...rest} />;
}
