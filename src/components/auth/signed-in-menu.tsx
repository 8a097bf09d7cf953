"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/auth/session-provider";
import { Menu, MenuContent, MenuItem, MenuTrigger } from "@/components/ui/menu";
import { toast } from "@/components/ui/toast";

/** Two letters for the avatar: from the handle's parts (anna_lee → AL) or its first two letters. */
function initialsOf(handle: string): string {
  const parts = handle.split(/[_-]+/).filter(Boolean);
  const letters = parts.length >= 2 ? `${parts[0]![0]}${parts[1]![0]}` : handle.slice(0, 2);
  return letters.toUpperCase() || "?";
}

/** The signed-in account corner: avatar and handle opening Account / Admin / Sign out (the Radix menu). */
export function SignedInMenu({ handle, canAdmin }: { handle: string; canAdmin: boolean }) {
  const { signOut } = useSession();
  const router = useRouter();

  async function onSignOut() {
    await signOut();
    toast.success("You are signed out.");
    router.push("/");
    router.refresh();
  }

  return (
    <Menu modal={false}>
      <MenuTrigger className="flex max-w-full items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800">
        <span
          aria-hidden="true"
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-xs font-semibold text-white dark:bg-zinc-100 dark:text-zinc-900"
        >
          {initialsOf(handle)}
        </span>
        <span className="truncate" data-testid="account-handle">
          {handle}
        </span>
      </MenuTrigger>
      <MenuContent className="w-44">
        <MenuItem asChild>
          <Link href="/account">Account</Link>
        </MenuItem>
        {canAdmin ? (
          <MenuItem asChild>
            <Link href="/admin">Admin</Link>
          </MenuItem>
        ) : null}
        <MenuItem onSelect={() => void onSignOut()}>Sign out</MenuItem>
      </MenuContent>
    </Menu>
  );
}
