"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

/** Toasts: 356 px wide (sonner's default), close after 4 s, at most 3 visible. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="light" storageKey="theme" enableSystem disableTransitionOnChange>
      {children}
      <Toaster duration={4000} visibleToasts={3} closeButton richColors />
    </ThemeProvider>
  );
}
