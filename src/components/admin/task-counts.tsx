import type { TaskKindCounts } from "@/server/jobs/list-task-overview";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** Per kind of task: how many wait, run, retry after a failure, or are dead. */
export function TaskCounts({ kinds }: { kinds: TaskKindCounts[] }) {
  if (kinds.length === 0) return <EmptyState className="mt-3" title="No tasks right now." />;
  return (
    <Table label="Tasks by kind" className="mt-3" tableClassName="min-w-[560px]">
      <TableHeader>
        <TableRow>
          {["Task", "Waiting", "Running", "Retrying", "Dead"].map((label) => (
            <TableHead key={label}>{label}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {kinds.map((row) => (
          <TableRow key={row.kind}>
            <TableHead scope="row">
              {row.label} <span className="text-xs text-zinc-500 dark:text-zinc-400">({row.kind})</span>
            </TableHead>
            <TableCell className="tabular-nums">{row.waiting}</TableCell>
            <TableCell className="tabular-nums">{row.running}</TableCell>
            <TableCell className="tabular-nums">{row.retrying}</TableCell>
            <TableCell className="tabular-nums">{row.dead}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
