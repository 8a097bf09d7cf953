/**
 * Work the server runs beside its requests (the task runner of src/server/jobs/): started once
 * Next.js has prepared, stopped on SIGTERM after the requests in flight have finished, each given
 * the time left until the drain's deadline.
 * A service that does not stop by then is left behind (the process exits): it must be safe to
 * kill at any point, as after a crash (leases expire, rows fall due again).
 */
export type StopOptions = {
  /** Epoch milliseconds by which stop() should have resolved. */
  deadline: number;
};
export type RunningService = { stop(options: StopOptions): Promise<unknown> };
export type BackgroundService = { name: string; start(): RunningService | Promise<RunningService> };
export type StartedServices = { stop(options: StopOptions): Promise<{ name: string; stopped: boolean }[]> };

export async function startServices(services: BackgroundService[], log: (line: string) => void): Promise<StartedServices> {
  const running: { name: string; service: RunningService }[] = [];
  for (const each of services) {
    running.push({ name: each.name, service: await each.start() });
    log(`${each.name} started`);
  }
  return {
    stop: ({ deadline }) =>
      Promise.all(
        running.map(async ({ name, service }) => {
          const stopped = await settlesBefore(service.stop({ deadline }), deadline);
          log(stopped ? `${name} stopped` : `${name} did not stop in time`);
          return { name, stopped };
        }),
      ),
  };
}

/** Whether `work` settles before `deadline` (a failure to stop counts as stopped: it is not running). */
export async function settlesBefore(work: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))));
  const done = work.then(
    () => true as const,
    (error: unknown) => {
      console.error("[server] a service failed while stopping:", error instanceof Error ? error.message : error);
      return true as const;
    },
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}
