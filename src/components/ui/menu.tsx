"use client";

import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * A menu of actions on Radix's dropdown menu (the WAI-ARIA menu button pattern: arrow keys and
 * typeahead move through the items, Escape and a click outside close it, focus returns to the
 * button). `<MenuTrigger asChild><Button …/></MenuTrigger>` opens it.
 */
export const Menu = MenuPrimitive.Root;
export const MenuTrigger = MenuPrimitive.Trigger;

/**
 * The menu's popup. Not portaled: it stays inside the landmark that holds its button (axe's
 * "region" rule; the header's account menu), placed by Radix's popper all the same.
 */
export function MenuContent({ className, sideOffset = 4, align = "end", ...rest }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Content
      sideOffset={sideOffset}
      align={align}
      className={cn(
        "z-50 min-w-40 rounded-md border border-zinc-200 bg-white p-1 text-sm text-zinc-900 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100",
        className,
      )}
      {...rest}
    />
  );
}

const itemClasses =
  "flex w-full cursor-default items-center rounded px-3 py-1.5 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";

export function MenuItem({ className, ...rest }: ComponentProps<typeof MenuPrimitive.Item>) {
  return <MenuPrimitive.Item className={cn(itemClasses, className)} {...rest} />;
}

export function MenuSeparator({ className, ...rest }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn("my-1 h-px bg-zinc-200 dark:bg-zinc-700", className)} {...rest} />;
}
