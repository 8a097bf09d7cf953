"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SessionProvider } from "next-auth/react";
import { ThemeProvider } from "next-themes";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";

/**
 * Toasts: 356 px wide (sonner's default), close after 4 s, at most 3 visible.
 * Session: fetched once per page load (our sign-in/out code refreshes it explicitly), so no
 * polling and no refetch on focus. Queries: no refetch on focus, fresh until invalidated.
 */
export function Providers({ children, authBasePath }: { children: ReactNode; authBasePath: string }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: Infinity } } }),
  );
  return (
    <SessionProvider basePath={authBasePath} refetchInterval={86_400} refetchOnWindowFocus={false}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider attribute="class" defaultTheme="light" storageKey="theme" enableSystem disableTransitionOnChange>
          {children}
          <Toaster duration={4000} visibleToasts={3} closeButton richColors />
        </ThemeProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
