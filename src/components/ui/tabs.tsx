"use client";

import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * Tabs on Radix (the WAI-ARIA tabs pattern: arrow keys move between tabs, Tab goes into the
 * panel). For switching views inside one screen; pages that each have an address use links.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List className={cn("inline-flex rounded-md border border-zinc-300 p-0.5 dark:border-zinc-700", className)} {...rest} />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "rounded px-3 py-1 text-sm font-medium text-zinc-700 hover:bg-zinc-100 data-[state=active]:bg-zinc-900 data-[state=active]:text-white dark:text-zinc-300 dark:hover:bg-zinc-800 dark:data-[state=active]:bg-white dark:data-[state=active]:text-zinc-900",
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4", className)} {...rest} />;
}
