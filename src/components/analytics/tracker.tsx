"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { useSession } from "@/components/auth/session-provider";
import { isTrackingDisabled, setEditorBrowsing, trackEvent, trackPageview } from "@/lib/analytics";
import { rememberPageView } from "@/lib/attribution-trail";
import { classifyLinkClick } from "@/lib/classify-link-click";

/**
 * First-party tracker: a page view on load and on every client-side navigation, plus
 * outbound-link and download clicks through one delegated listener. No cookies.
 * The page view waits for the session: an editor's or owner's own browsing is not counted, nor
 * are the admin, account and dev pages (#27). Each page view also joins the browser's own
 * attribution trail (localStorage, 24 hours; sent only with a signup or checkout), unless Do Not
 * Track or Global Privacy Control is on.
 */
export function Tracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const { data: session, status } = useSession();
  const isEditor = session?.role === "editor" || session?.role === "owner";

  useEffect(() => {
    if (!isTrackingDisabled()) rememberPageView();
  }, [pathname, search]);

  useEffect(() => {
    if (status === "loading") return;
    setEditorBrowsing(isEditor);
    trackPageview();
  }, [pathname, search, status, isEditor]);

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
