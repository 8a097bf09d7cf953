import type { TaskKindCounts } from "@/server/jobs/list-task-overview";

/** Per kind of task: how many wait, run, retry after a failure, or are dead. */
export function TaskCounts({ kinds }: { kinds: TaskKindCounts[] }) {
  if (kinds.length === 0) return <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">No tasks right now.</p>;
  const cell = "py-2 pr-3 tabular-nums";
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[560px] text-left text-sm">
        <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            {["Task", "Waiting", "Running", "Retrying", "Dead"].map((label) => (
              <th key={label} scope="col" className="py-2 pr-3 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {kinds.map((row) => (
            <tr key={row.kind} className="border-b border-zinc-100 dark:border-zinc-900">
              <th scope="row" className="py-2 pr-3 font-normal">
                {row.label} <span className="text-xs text-zinc-500 dark:text-zinc-400">({row.kind})</span>
              </th>
              <td className={cell}>{row.waiting}</td>
              <td className={cell}>{row.running}</td>
              <td className={cell}>{row.retrying}</td>
              <td className={cell}>{row.dead}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
