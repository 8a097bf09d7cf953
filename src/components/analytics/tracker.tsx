"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { trackEvent, trackPageview } from "@/lib/analytics";
import { classifyLinkClick } from "@/lib/classify-link-click";

/**
 * First-party tracker: a page view on load and on every client-side navigation, plus
 * outbound-link and download clicks through one delegated listener. No cookies, no storage.
 */
export function Tracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    trackPageview();
  }, [pathname, search]);

  useEffect(() => {
    // Middle clicks (auxclick) open links too; capture so a handler that stops propagation can't hide them.
    const onClick = (event: MouseEvent) => {
      if (event.type === "auxclick" && event.button !== 1) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const click = classifyLinkClick(link.href, location.href);
      if (click) trackEvent(click.name, click.props);
    };
    document.addEventListener("click", onClick, { capture: true });
    document.addEventListener("auxclick", onClick, { capture: true });
    return () => {
      document.removeEventListener("click", onClick, { capture: true });
      document.removeEventListener("auxclick", onClick, { capture: true });
    };
  }, []);

  return null;
}
