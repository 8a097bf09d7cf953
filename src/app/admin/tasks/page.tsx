import type { Metadata } from "next";
import { connection } from "next/server";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listTaskOverview } from "@/server/jobs/list-task-overview";
import { DeadTaskList } from "@/components/admin/dead-task-list";
import { TaskCounts } from "@/components/admin/task-counts";

export const metadata: Metadata = { title: "Tasks" };

export default async function AdminTasksPage() {
  await connection();
  const actor = await requireAdminPage("editor", "/admin/tasks");
  const overview = await listTaskOverview(actor);
  return (
    <>
      <h1 className="text-2xl font-bold">Background tasks</h1>
      <p className="mt-2 max-w-2xl text-sm text-zinc-600 dark:text-zinc-400">
        Work that happens after a request: sending mail, updating the search index, matching new posts to saved searches. A task that fails
        is tried again later; one that fails every try stays here, dead, until you retry or discard it.
      </p>
      <section className="mt-8" aria-labelledby="kinds-title">
        <h2 id="kinds-title" className="text-lg font-semibold">
          Now
        </h2>
        <TaskCounts kinds={overview.kinds} />
      </section>
      <section className="mt-8" aria-labelledby="dead-title">
        <h2 id="dead-title" className="text-lg font-semibold">
          Dead tasks ({overview.deadTotal})
        </h2>
        <DeadTaskList tasks={overview.dead} total={overview.deadTotal} />
      </section>
    </>
  );
}
