"use client";

import type { ReactNode } from "react";
import { SessionProvider } from "@/components/auth/session-provider";
import { LazyToaster } from "@/components/ui/lazy-toaster";

/**
 * Theme: no provider; the switch and the head's script share layout/theme.ts.
 * Toasts: 356 px wide (sonner's default), close after 4 s, at most 3 visible; sonner is loaded
 * with the first toast (components/ui/toast.ts).
 * Session: fetched once per page load (sign-in reloads the page, sign-out asks again), no
 * polling, no refetch on focus, and never "signed out" because the server was briefly down
 * (session-provider.tsx). (No query library: every page loads this, and the reading pages'
 * few requests are plain fetches.)
 */
export function Providers({ children, authBasePath }: { children: ReactNode; authBasePath: string }) {
  return (
    <SessionProvider basePath={authBasePath}>
      {children}
      <LazyToaster duration={4000} visibleToasts={3} closeButton richColors />
    </SessionProvider>
  );
}
