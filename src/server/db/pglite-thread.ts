import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * PGlite in a worker thread (pglite-worker.mjs), seen from the main thread as the part of
 * PGlite's interface that drizzle-orm/pglite and this code use: `query`, `exec`,
 * `transaction` (whose statements go to the worker's open transaction) and `close`.
 *
 * PGlite runs a statement synchronously, as WebAssembly: in-process, every statement blocks
 * the event loop that serves HTTP. In the worker it runs on another core while the main thread
 * keeps answering. PGlite's semantics are kept: its own mutex, in the worker, orders the
 * statements (one transaction at a time; statements outside it wait for its end).
 *
 * What crosses the thread is copied (structured clone): parameters and rows keep their
 * Dates, Uint8Arrays (a Buffer arrives as a Uint8Array), bigints and JSON values. Functions
 * cannot cross: a query's `parsers` must be identities (drizzle's, which keep dates and
 * intervals as text) and are reproduced in the worker; other function options are refused.
 * A failed statement rejects with an Error carrying PostgreSQL's fields (`code`,
 * `constraint`, `detail`, …), as PGlite's own error does.
 */
export type PgliteThread = Pick<PGlite, "query" | "exec" | "transaction" | "close"> & {
  /**
   * One read statement in a transaction of its own that first sets `settings` locally, run
   * whole in the worker (one message each way; the transaction never waits on this thread).
   * The worker prepares each statement text once (parsed and planned once, not per call).
   * Rows as drizzle's `execute` gets them (objects; dates and intervals as text).
   */
  queryWithSettings: <Row>(settings: Readonly<Record<string, string>>, sql: string, params: unknown[]) => Promise<Row[]>;
};

/** Plain (copyable) PGlite.create options; the worker adds the dataDir and the pg_trgm extension. */
export type PgliteThreadOptions = { startParams?: string[]; initialMemory?: number; relaxedDurability?: boolean };

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WorkerError };
type WorkerError = { name: string; message: string; stack?: string; fields: Record<string, unknown> };
type Request = { op: string; tx?: number } & Record<string, unknown>;

// Next.js bundles server code; the worker is loaded by Node from the source tree, like the migrations.
const workerPath = path.join(process.cwd(), "src/server/db/pglite-worker.mjs");

export async function openPgliteThread(dataDir: string | undefined, options: PgliteThreadOptions = {}): Promise<PgliteThread> {
  // No inherited --import/--conditions: the worker needs none, and the HTTP preload is not its business.
  const worker = new Worker(workerPath, { workerData: { dataDir, options }, execArgv: [] });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;

  // An idle worker does not keep the process alive (in-process PGlite did not either); one with work in flight does.
  worker.unref();
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };
  worker.on("message", (reply: Reply) => {
    const waiting = settle(reply.id);
    if (!waiting) return;
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(toError(reply.error));
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const id of [...pending.keys()]) settle(id)?.reject(stopped);
  };
  worker.on("error", (error) => stop(new Error(`The PGlite worker failed: ${error.message}`, { cause: error })));
  worker.on("exit", (code) => stop(new Error(`The PGlite worker stopped (exit code ${code})`)));

  const call = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...request });
    });
  };

  try {
    await call({ op: "ready" });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const statements = (tx: number | undefined) => ({
    query: async <T>(sql: string, params?: unknown[], queryOptions?: QueryOptions) =>
      call<Results<T>>({ op: "query", tx, sql, params, options: copyableOptions(queryOptions) }),
    exec: async (sql: string, queryOptions?: QueryOptions) =>
      call<Results[]>({ op: "exec", tx, sql, options: copyableOptions(queryOptions) }),
  });
  const outside = statements(undefined);

  return {
    query: outside.query as PGlite["query"],
    queryWithSettings: async <Row>(settings: Readonly<Record<string, string>>, sql: string, params: unknown[]) =>
      (await call<Results<Row>>({ op: "query-with-settings", settings, sql, params, options: drizzleRawOptions })).rows,
    exec: outside.exec,
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const id = await call<number>({ op: "begin" });
      let closed = false;
      const inside = statements(id);
      const checkClosed = () => {
        if (closed) throw new Error("Transaction is closed");
      };
      const tx = {
        query: ((...args: Parameters<typeof inside.query>) => (checkClosed(), inside.query(...args))) as Transaction["query"],
        exec: (...args: Parameters<typeof inside.exec>) => (checkClosed(), inside.exec(...args)),
        sql: () => Promise.reject(new Error("tx.sql is not available through the PGlite worker; use tx.query")),
        listen: () => Promise.reject(new Error("LISTEN is not available through the PGlite worker")),
        rollback: async () => {
          checkClosed();
          await call({ op: "rollback", tx: id });
          closed = true;
        },
        get closed() {
          return closed;
        },
      } as Transaction;
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        closed = true;
        // The worker rolls back (unless the transaction already was) and ends it; the caller's error wins.
        await call({ op: "end", tx: id, commit: false });
        throw error;
      }
      closed = true;
      await call({ op: "end", tx: id, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      try {
        await call({ op: "close" });
      } finally {
        stopped = new Error("The PGlite worker is closed");
        await worker.terminate();
      }
    },
  };
}

/** The options drizzle-orm/pglite gives `execute` (its rawQueryConfig): object rows, these types left as text. */
const drizzleRawOptions = {
  rowMode: "object",
  // timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[]
  textTypes: [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182],
};

/** Query options as data: `parsers` must each return the text they get (drizzle's do), and are sent as those type ids. */
function copyableOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const { rowMode, parsers, paramTypes, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (unsupported.length > 0) throw new Error(`PGlite worker: query option(s) ${unsupported.join(", ")} cannot cross threads`);
  const textTypes = Object.entries(parsers ?? {}).map(([oid, parse]: [string, (text: string, typeId: number) => unknown]) => {
    if (parse("\u0000probe", Number(oid)) !== "\u0000probe") {
      throw new Error(`PGlite worker: the parser for type ${oid} is not an identity and cannot cross threads`);
    }
    return Number(oid);
  });
  return { rowMode, paramTypes, textTypes };
}

function toError({ name, message, stack, fields }: WorkerError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = `${stack}\n    (in the PGlite worker thread)`;
  return error;
}
