"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { isImportActive, readApiError, type ImportRunJson } from "@/lib/import-run-json";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { ImportReport } from "./import-report";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-variants";

const statusText: Record<ImportRunJson["status"], string> = {
  planned: "Checked: nothing imported yet",
  queued: "Waiting to start",
  running: "Importing",
  done: "Imported",
  failed: "Stopped",
  undone: "Undone",
};

/**
 * One import: the report, then "Import"; while it runs, the progress read from the server
 * every second (the run lives in the task table, so a reload or another tab shows the same);
 * at the end its outcome, its problems, and "Undo".
 */
export function ImportRunPanel({ initial }: { initial: ImportRunJson }) {
  const [run, setRun] = useState(initial);
  const [isBusy, setBusy] = useState(false);
  const isActive = isImportActive(run.status);

  useEffect(() => {
    if (!isActive) return;
    let isCancelled = false;
    const poll = async () => {
      const response = await fetch(`/api/admin/imports/${run.id}`, { cache: "no-store" }).catch(() => null);
      if (!isCancelled && response?.ok) setRun((await response.json()) as ImportRunJson);
    };
    const timer = setInterval(() => void poll(), 1000);
    return () => {
      isCancelled = true;
      clearInterval(timer);
    };
  }, [isActive, run.id]);

  const post = async (step: "start" | "undo") => {
    setBusy(true);
    try {
      const response = await fetch(`/api/admin/imports/${run.id}/${step}`, { method: "POST" });
      if (!response.ok) return toast.error(await readApiError(response));
      if (step === "start") setRun((await response.json()) as ImportRunJson);
      else {
        const { undone } = (await response.json()) as { undone: { postsRemoved: number; postsKept: number; membersRemoved: number } };
        toast.success(
          `Undone: ${undone.postsRemoved} posts and ${undone.membersRemoved} accounts removed, ${undone.postsKept} edited posts kept`,
        );
        const again = await fetch(`/api/admin/imports/${run.id}`, { cache: "no-store" });
        if (again.ok) setRun((await again.json()) as ImportRunJson);
      }
    } finally {
      setBusy(false);
    }
  };

  const percent = run.total > 0 ? Math.min(100, Math.round((run.done / run.total) * 100)) : run.status === "done" ? 100 : 0;
  const outcome = Object.entries(run.outcome).map(([name, count]) => `${count} ${name}`);
  return (
    <>
      <p className="mt-2 text-sm">
        <span className="font-medium" data-testid="import-status">
          {statusText[run.status]}
        </span>
        {run.error ? <span className="text-red-700 dark:text-red-400"> — {run.error}</span> : null}
      </p>
      {run.status !== "planned" && run.status !== "undone" ? (
        <div className="mt-4 max-w-xl">
          <div
            role="progressbar"
            aria-label="Import progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${run.done} of ${run.total} items`}
            className="h-3 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
          >
            <div className="h-full bg-zinc-900 transition-[width] dark:bg-white" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {run.done} of {run.total} items{outcome.length ? ` · ${outcome.join(", ")}` : ""}
          </p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {run.status === "planned" || run.status === "failed" ? (
          <Button disabled={isBusy} onClick={() => post("start")}>
            {run.status === "failed" ? "Try again" : "Import"}
          </Button>
        ) : null}
        {run.status === "done" || run.status === "failed" ? (
          <ConfirmButton
            label="Undo"
            title="Undo this import?"
            description="The posts and accounts it created are removed, except posts edited since and accounts that have been used."
            confirmLabel="Undo import"
            isDisabled={isBusy}
            onConfirm={() => void post("undo")}
          />
        ) : null}
        {run.status === "done" ? (
          <Link href="/admin/posts" className={buttonClasses({ variant: "secondary" })}>
            See the posts
          </Link>
        ) : null}
      </div>
      {run.problemCount > 0 ? (
        <section aria-labelledby="import-problems-title" className="mt-6">
          <h2 id="import-problems-title" className="text-lg font-semibold">
            Problems ({run.problemCount})
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {run.problems.map((problem, index) => (
              <li key={index}>
                <span className="font-medium">{problem.item}</span>: {problem.message}
              </li>
            ))}
          </ul>
          {run.problemCount > run.problems.length ? <p className="mt-1 text-sm">The first {run.problems.length} are shown.</p> : null}
        </section>
      ) : null}
      <ImportReport report={run.report} />
    </>
  );
}
