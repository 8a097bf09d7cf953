"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import { SessionProvider } from "@/components/auth/session-provider";

/**
 * Toasts: 356 px wide (sonner's default), close after 4 s, at most 3 visible.
 * Session: fetched once per page load (sign-in reloads the page, sign-out asks again), no polling, no
 * refetch on focus, and never "signed out" because the server was briefly down (session-provider.tsx). Queries: no refetch on focus, fresh until invalidated.
 */
export function Providers({ children, authBasePath }: { children: ReactNode; authBasePath: string }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: Infinity } } }),
  );
  return (
    <SessionProvider basePath={authBasePath}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider attribute="class" defaultTheme="light" storageKey="theme" enableSystem disableTransitionOnChange>
          {children}
          <Toaster duration={4000} visibleToasts={3} closeButton richColors />
        </ThemeProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
