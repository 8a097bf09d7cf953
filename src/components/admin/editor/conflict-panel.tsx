"use client";

import { useState } from "react";
import type { PostSnapshot } from "@/lib/action-result";
import { Button } from "@/components/ui/button";

type Props = {
  theirs: PostSnapshot;
  onUseTheirs: () => void;
  onKeepMineAsCopy: () => void;
  onOverwrite: () => void;
  isBusy: boolean;
};

/**
 * Someone saved the post after this editor opened it. Nothing is overwritten: the editor
 * keeps this person's text, shows the other version on request, and lets them choose.
 */
export function ConflictPanel({ theirs, onUseTheirs, onKeepMineAsCopy, onOverwrite, isBusy }: Props) {
  const [isShowingTheirs, setIsShowingTheirs] = useState(false);
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="rounded-md border border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="conflict-title" className="font-semibold">
        Someone else saved this post
      </h2>
      <p className="mt-1 text-sm">
        Their version was saved after you opened the editor. Your text is still here and nothing was overwritten. Look at their version,
        then choose.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setIsShowingTheirs((value) => !value)} aria-expanded={isShowingTheirs}>
          {isShowingTheirs ? "Hide their version" : "View their version"}
        </Button>
        <Button variant="secondary" size="sm" onClick={onKeepMineAsCopy} disabled={isBusy}>
          Keep mine as a copy
        </Button>
        <Button variant="secondary" size="sm" onClick={onUseTheirs} disabled={isBusy}>
          Use theirs
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onOverwrite}
          disabled={isBusy || !isShowingTheirs}
          title={isShowingTheirs ? undefined : "View their version first"}
        >
          Overwrite with mine
        </Button>
      </div>
      {isShowingTheirs ? (
        <div className="mt-3 rounded border border-amber-300 bg-white p-3 text-zinc-900 dark:bg-zinc-900 dark:text-zinc-100">
          <p className="text-sm font-semibold" data-testid="their-title">
            {theirs.title}
          </p>
          <pre className="mt-2 max-h-80 overflow-auto text-sm whitespace-pre-wrap" data-testid="their-body">
            {theirs.bodyMarkdown}
          </pre>
        </div>
      ) : null}
    </section>
  );
}
