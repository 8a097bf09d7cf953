"use client";

import { buttonClasses } from "@/components/ui/button-variants";
import { Link } from "@/components/ui/link";
import { lazy, Suspense } from "react";
import { useSession } from "@/components/auth/session-provider";

// The signed-in menu (the Radix menu, sign-out) loads once a session is known: most readers of
// the cached pages are visitors, whose pages need not carry it.
const SignedInMenu = lazy(() => import("./signed-in-menu").then((module) => ({ default: module.SignedInMenu })));

const box = "flex h-9 min-w-[4.5rem] items-center justify-end";

function LoadingCorner() {
  return (
    <div className={box} data-testid="account-menu" data-status="loading" aria-busy="true">
      <span className="h-8 w-[4.5rem] animate-pulse rounded-full bg-zinc-200 dark:bg-zinc-800" />
    </div>
  );
}

/**
 * The header's account corner: loading (a placeholder the size of "Sign in"), signed out
 * (Sign in), or signed in (avatar + handle with Account / Admin / Sign out). As wide as what it
 * shows, so no empty space sits between it and the theme switch; the header shifts only when a
 * signed-in session arrives (anonymous readers, who get the cached pages, see no shift).
 */
export function AccountMenu() {
  const { data: session, status } = useSession();

  if (status === "loading") return <LoadingCorner />;

  if (status === "unauthenticated" || !session) {
    return (
      <div className={box} data-testid="account-menu" data-status="unauthenticated">
        <Link href="/signin" className={buttonClasses({ variant: "ghost", size: "sm" })}>
          Sign in
        </Link>
      </div>
    );
  }

  return (
    // Narrower on a phone, where the header shares one row with the menu.
    <div className={`${box} relative max-w-24 sm:max-w-40`} data-testid="account-menu" data-status="authenticated">
      <Suspense fallback={<span className="h-8 w-[4.5rem] animate-pulse rounded-full bg-zinc-200 dark:bg-zinc-800" />}>
        <SignedInMenu handle={session.account.handle} canAdmin={session.role === "editor" || session.role === "owner"} />
      </Suspense>
    </div>
  );
}
