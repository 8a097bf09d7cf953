import Link from "next/link";

// CONTRACT STUB — the sign-in work replaces this with the session-aware account menu.
export function AccountMenu() {
  return (
    <Link href="/signin" className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800">
      Sign in
    </Link>
  );
}
