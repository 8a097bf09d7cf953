"use client";

import { useState } from "react";
import { revokeGiftLinkAction } from "@/app/(account)/account/gift-link-actions";
import type { GiftLinkView } from "@/lib/gift-link";
import { LocalTime } from "@/components/admin/local-time";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

type Props = { links: GiftLinkView[]; allowance: string };

/** The account page's gift links: each post, its link, how often it was opened, and revoke. */
export function GiftLinkList({ links, allowance }: Props) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const onRevoke = async (id: string) => {
    setBusyId(id);
    const result = await revokeGiftLinkAction({ id });
    setBusyId(null);
    if (result.ok) toast.success(result.message ?? "Revoked");
    else toast.error(result.error.message);
  };
  return (
    <section aria-labelledby="gift-links-title" className="flex flex-col gap-3">
      <h2 id="gift-links-title" className="text-lg font-semibold">
        Gift links
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{allowance}</p>
      {links.length === 0 ? (
        <EmptyState title="No gift links yet.">Use “Gift this post” on a paid post.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3 text-sm" aria-label="Your gift links">
          {links.map((link) => (
            <li key={link.id} className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800" data-testid="gift-link">
              <p className="font-medium">{link.postTitle}</p>
              <p className="mt-1 text-zinc-600 dark:text-zinc-400">
                Opened {link.opens === 1 ? "once" : `${link.opens} times`}
                {link.lastOpenedAt ? (
                  <>
                    , last <LocalTime iso={link.lastOpenedAt} />
                  </>
                ) : null}{" "}
                · made <LocalTime iso={link.createdAt} />
              </p>
              {link.revokedAt ? (
                <p className="mt-1 text-zinc-600 dark:text-zinc-400">
                  Revoked <LocalTime iso={link.revokedAt} />
                </p>
              ) : (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <Input
                    type="text"
                    readOnly
                    aria-label={`Gift link to “${link.postTitle}”`}
                    value={link.url}
                    onFocus={(event) => event.target.select()}
                    className="min-w-0 flex-1 font-mono text-xs"
                  />
                  <Button variant="danger-outline" size="sm" isLoading={busyId === link.id} onClick={() => void onRevoke(link.id)}>
                    Revoke
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
