"use client";

import { useTransition } from "react";
import { discardTaskAction, retryTaskAction } from "@/app/admin/tasks/actions";
import type { DeadTask } from "@/server/jobs/list-task-overview";
import { runWithToast } from "@/components/newsletter/use-action-toast";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalTime } from "./local-time";

function DeadTaskItem({ task }: { task: DeadTask }) {
  const [isPending, startTransition] = useTransition();
  const run = (action: typeof retryTaskAction) => startTransition(async () => void (await runWithToast(action({ id: task.id }))));
  return (
    <li className="rounded-md border border-zinc-200 p-4 dark:border-zinc-800" data-testid="dead-task">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">
          {task.label} <span className="text-xs font-normal text-zinc-500 dark:text-zinc-400">#{task.id}</span>
        </h3>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">
          {task.attempts} {task.attempts === 1 ? "try" : "tries"}, the last <LocalTime iso={task.diedAt} />
        </span>
      </div>
      <p className="mt-2 text-sm break-words">Why: {task.lastError || "no reason recorded"}</p>
      <p className="mt-1 font-mono text-xs break-all text-zinc-600 dark:text-zinc-400">
        {task.kind} {task.payload}
      </p>
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" size="sm" disabled={isPending} onClick={() => run(retryTaskAction)}>
          Retry
        </Button>
        <ConfirmButton
          label="Discard"
          title="Discard this task?"
          description="The work it was for will not be done. This cannot be undone."
          confirmLabel="Discard"
          isDisabled={isPending}
          variant="secondary"
          size="sm"
          onConfirm={() => run(discardTaskAction)}
        />
      </div>
    </li>
  );
}

/** The dead tasks, newest first, each with why it failed, to retry or discard. */
export function DeadTaskList({ tasks, total }: { tasks: DeadTask[]; total: number }) {
  if (tasks.length === 0)
    return (
      <EmptyState className="mt-3" title="None.">
        Every task finished or is still trying.
      </EmptyState>
    );
  return (
    <>
      {total > tasks.length ? (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          The {tasks.length} newest of {total}.
        </p>
      ) : null}
      <ul className="mt-3 space-y-3">
        {tasks.map((task) => (
          <DeadTaskItem key={task.id} task={task} />
        ))}
      </ul>
    </>
  );
}
