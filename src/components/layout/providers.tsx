"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { SessionProvider } from "@/components/auth/session-provider";

/**
 * Toasts: 356 px wide (sonner's default), close after 4 s, at most 3 visible.
 * Session: fetched once per page load (sign-in reloads the page, sign-out asks again), no
 * polling, no refetch on focus, and never "signed out" because the server was briefly down
 * (session-provider.tsx). (No query library: every page loads this, and the reading pages'
 * few requests are plain fetches.)
 */
export function Providers({ children, authBasePath }: { children: ReactNode; authBasePath: string }) {
  return (
    <SessionProvider basePath={authBasePath}>
      <ThemeProvider attribute="class" defaultTheme="light" storageKey="theme" enableSystem disableTransitionOnChange>
        {children}
        <Toaster duration={4000} visibleToasts={3} closeButton richColors />
      </ThemeProvider>
    </SessionProvider>
  );
}
