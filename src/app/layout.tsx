import "@fontsource-variable/inter";
import "./globals.css";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AnalyticsRoot } from "@/components/analytics/analytics-root";
import { Providers } from "@/components/layout/providers";

export const metadata: Metadata = {
  title: { default: "Groundwork", template: "%s · Groundwork" },
  description: "Essays on personal growth and mindset.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh bg-white font-sans text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        <Providers>
          <AnalyticsRoot>{children}</AnalyticsRoot>
        </Providers>
      </body>
    </html>
  );
}
