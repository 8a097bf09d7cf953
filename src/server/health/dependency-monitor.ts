import "server-only";
import type { DependencyReport } from "./check-dependencies";

/**
 * The dependencies' state as last checked, refreshed in the background at most once per
 * `intervalMs`: a load balancer's readiness check is answered at once from it instead of waiting
 * on PostgreSQL or Redis. A check that waited up to its own time limit on a dependency that had
 * gone away, on a busy node, outlasted HAProxy's check timeout, and with every node waiting on the
 * same dependency HAProxy took them all out (test:cluster, PostgreSQL restarted under load). Only
 * the very first answer waits for a check, so it never reports a state nobody looked at.
 */
export function createDependencyMonitor(check: () => Promise<DependencyReport>, intervalMs = 1000): () => Promise<DependencyReport> {
  let latest: DependencyReport | null = null;
  let checkedAt = 0;
  let running: Promise<DependencyReport> | null = null;
  return () => {
    if (!running && Date.now() - checkedAt >= intervalMs) {
      running = check()
        .then((report) => {
          latest = report;
          checkedAt = Date.now();
          return report;
        })
        .finally(() => (running = null));
    }
    return latest ? Promise.resolve(latest) : running!;
  };
}
