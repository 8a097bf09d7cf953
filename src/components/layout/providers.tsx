"use client";

import { SessionProvider } from "next-auth/react";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

/**
 * Toasts: 356 px wide (sonner's default), close after 4 s, at most 3 visible.
 * Session: fetched once per page load (our sign-in/out code refreshes it explicitly), so no
 * polling and no refetch on focus. (No query library: every page loads this, and the reading
 * pages' few requests are plain fetches.)
 */
export function Providers({ children, authBasePath }: { children: ReactNode; authBasePath: string }) {
  return (
    <SessionProvider basePath={authBasePath} refetchInterval={86_400} refetchOnWindowFocus={false}>
      <ThemeProvider attribute="class" defaultTheme="light" storageKey="theme" enableSystem disableTransitionOnChange>
        {children}
        <Toaster duration={4000} visibleToasts={3} closeButton richColors />
      </ThemeProvider>
    </SessionProvider>
  );
}
