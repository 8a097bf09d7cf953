"use client";

import { useDismiss } from "@/components/ui/use-dismiss";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/auth/session-provider";
import { useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";

/** Two letters for the avatar: from the handle's parts (anna_lee → AL) or its first two letters. */
function initialsOf(handle: string): string {
  const parts = handle.split(/[_-]+/).filter(Boolean);
  const letters = parts.length >= 2 ? `${parts[0]![0]}${parts[1]![0]}` : handle.slice(0, 2);
  return letters.toUpperCase() || "?";
}

/**
 * The header's account corner: loading (a placeholder the size of "Sign in"), signed out
 * (Sign in), or signed in (avatar + handle with Account / Admin / Sign out). As wide as what it
 * shows, so no empty space sits between it and the theme switch; the header shifts only when a
 * signed-in session arrives (anonymous readers, who get the cached pages, see no shift).
 */
export function AccountMenu() {
  const { data: session, status, signOut } = useSession();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const menuRef = useRef<HTMLDivElement>(null);

  useDismiss(menuRef, open, closeMenu);

  const box = "flex h-9 min-w-[4.5rem] items-center justify-end";

  if (status === "loading") {
    return (
      <div className={box} data-testid="account-menu" data-status="loading" aria-busy="true">
        <span className="h-8 w-[4.5rem] animate-pulse rounded-full bg-zinc-200 dark:bg-zinc-800" />
      </div>
    );
  }

  if (status === "unauthenticated" || !session) {
    return (
      <div className={box} data-testid="account-menu" data-status="unauthenticated">
        <Link href="/signin" className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800">
          Sign in
        </Link>
      </div>
    );
  }

  const handle = session.account.handle;
  const canAdmin = session.role === "editor" || session.role === "owner";

  async function onSignOut() {
    setOpen(false);
    await signOut();
    toast.success("You are signed out.");
    router.push("/");
    router.refresh();
  }

  return (
    // Narrower on a phone, where the header shares one row with the menu.
    <div className={`${box} relative max-w-24 sm:max-w-40`} ref={menuRef} data-testid="account-menu" data-status="authenticated">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex max-w-full items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-xs font-semibold text-white dark:bg-zinc-100 dark:text-zinc-900"
        >
          {initialsOf(handle)}
        </span>
        <span className="truncate" data-testid="account-handle">
          {handle}
        </span>
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute top-10 right-0 z-50 w-44 rounded-md border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
        >
          <Link
            role="menuitem"
            href="/account"
            onClick={() => setOpen(false)}
            className="block px-3 py-2 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
          >
            Account
          </Link>
          {canAdmin ? (
            <Link
              role="menuitem"
              href="/admin"
              onClick={() => setOpen(false)}
              className="block px-3 py-2 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
            >
              Admin
            </Link>
          ) : null}
          <button
            role="menuitem"
            type="button"
            onClick={() => void onSignOut()}
            className="block w-full px-3 py-2 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
          >
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
