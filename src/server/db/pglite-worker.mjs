// The embedded database's own thread (src/server/db/pglite-thread.ts starts it). PGlite runs
// each statement synchronously, as WebAssembly: here it blocks this worker, not the thread
// that serves HTTP. Plain JavaScript, because the worker is loaded by Node itself (next start,
// tsx scripts and vitest alike), outside any bundler or TypeScript loader.
//
// Protocol: the main thread posts { id, op, ... }; each gets one reply { id, ok, value } or
// { id, ok: false, error }. PGlite's own mutex orders the work, as it does in-process: one
// transaction at a time, and statements outside it wait until it ends.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const { dataDir, options } = workerData;
const opening = PGlite.create({ ...options, ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
// A failed open is reported to the first request ("ready"), not thrown from this thread.
opening.catch(() => {});

/** Open transactions by id: PGlite's transaction handle, and how to end it. */
const transactions = new Map();
let nextTransaction = 1;
/** Thrown inside PGlite's transaction callback to make it roll back; never reported. */
const rollbackSignal = Symbol("rollback");

/** Identity parsers for the type ids the caller asked to receive as text (drizzle's date and interval types). */
function queryOptions(request) {
  if (!request) return undefined;
  const { rowMode, textTypes, paramTypes } = request;
  const parsers = textTypes ? Object.fromEntries(textTypes.map((oid) => [oid, (value) => value])) : undefined;
  return { rowMode, parsers, paramTypes };
}

/** A PostgreSQL error as plain data: its message and every field PGlite set (code, constraint, detail, …). */
function describeError(error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  if (Array.isArray(error.params)) fields.params = error.params;
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

function reply(id, work) {
  work.then(
    (value) => parentPort.postMessage({ id, ok: true, value }),
    (error) => {
      let described = describeError(error);
      try {
        parentPort.postMessage({ id, ok: false, error: described });
      } catch {
        // A parameter that cannot be copied back (never expected: it came from the main thread).
        described = { ...described, fields: { ...described.fields, params: undefined } };
        parentPort.postMessage({ id, ok: false, error: described });
      }
    },
  );
}

function transaction(id) {
  const transactionId = nextTransaction++;
  let started = false;
  let end;
  const ended = new Promise((resolve) => (end = resolve));
  const finished = opening.then((db) =>
    db.transaction(async (tx) => {
      transactions.set(transactionId, { tx, end, finished });
      started = true;
      parentPort.postMessage({ id, ok: true, value: transactionId });
      const commit = await ended;
      if (!commit) throw rollbackSignal;
    }),
  );
  transactions.set(transactionId, { end, finished });
  finished.catch((error) => {
    // BEGIN itself failed: the caller is still waiting for its transaction.
    if (!started) {
      transactions.delete(transactionId);
      reply(id, Promise.reject(error));
    }
  });
}

async function endTransaction(transactionId, commit) {
  const open = transactions.get(transactionId);
  if (!open) throw new Error(`No open transaction ${transactionId}`);
  open.end(commit);
  try {
    await open.finished;
  } catch (error) {
    if (error !== rollbackSignal) throw error;
  } finally {
    transactions.delete(transactionId);
  }
}

/** The target of a statement: the open transaction it belongs to, or the database. */
async function target(transactionId) {
  if (transactionId === undefined) return opening;
  const open = transactions.get(transactionId);
  if (!open?.tx) throw new Error(`No open transaction ${transactionId}`);
  return open.tx;
}

/**
 * Read statements run through `queryWithSettings` are prepared once in this session (PGlite is a
 * single session) by their text, as named protocol statements: each one is parsed and planned once
 * (plan_cache_mode = force_generic_plan among the search settings) instead of on every call,
 * which took about a third off this thread's CPU a search (docs/capacity.md, "PGlite prepared
 * statements"). At most `preparedLimit` are kept, the least recently used closed first: a
 * statement's text varies with its filters, and each prepared search plan holds memory
 * (docs/capacity.md, "Prepared statements per connection"; src/server/db/prepared-statements.ts
 * bounds PostgreSQL's connections the same way).
 */
const preparedLimit = 16;
/** Statement text → { name, types }: the name it is prepared under and its parameters' type ids. */
const prepared = new Map();
let nextStatement = 1;
const { serialize } = protocol;

function concat(parts) {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The prepared statement of `text` (parsed, described and kept now if it is new). Under PGlite's mutexes. */
async function preparedStatement(db, text) {
  const known = prepared.get(text);
  if (known) {
    // Most recently used last: the Map's order is the eviction order.
    prepared.delete(text);
    prepared.set(text, known);
    return known;
  }
  const messages = [];
  if (prepared.size >= preparedLimit) {
    const [oldest, { name }] = prepared.entries().next().value;
    prepared.delete(oldest);
    messages.push(serialize.close({ type: "S", name }));
  }
  const name = `gw_${nextStatement++}`;
  messages.push(serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync());
  const result = await db.execProtocol(concat(messages), { syncToFs: false });
  const statement = { name, types: parse.parseDescribeStatementResults(result.messages) };
  prepared.set(text, statement);
  return statement;
}

/** Parameters as PGlite's own query() sends them: its serializer for the parameter's type, else text. */
function serializeParams(db, types, params) {
  return params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[types[i]];
    return serializer ? serializer(value) : value.toString();
  });
}

/**
 * One read statement that first sets `settings` locally (set_config(…, true)), all of it here and
 * in one protocol exchange: Bind/Execute of the settings statement, then of the read statement,
 * then Sync. Statements before a Sync form one implicit transaction, so the settings hold for the
 * read and end with it (no BEGIN and COMMIT to run). Both statements are prepared once.
 * Reads only: nothing is synced to the filesystem.
 */
async function queryWithSettings({ settings, sql, params, options }) {
  const db = await opening;
  const names = Object.keys(settings);
  const assignments = names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(", ");
  // The same PGlite mutexes its query() takes: never inside another caller's open transaction.
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      const messages = [];
      if (names.length > 0) {
        const set = await preparedStatement(db, `SELECT ${assignments}`);
        const values = names.flatMap((name) => [name, settings[name]]);
        // Described, so that its row has a description when the results are read.
        messages.push(
          serialize.bind({ statement: set.name, values: serializeParams(db, set.types, values) }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
        );
      }
      const read = await preparedStatement(db, sql);
      messages.push(
        serialize.bind({ statement: read.name, values: serializeParams(db, read.types, params) }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      );
      const result = await db.execProtocol(concat(messages), { syncToFs: false });
      return parse.parseResults(result.messages, db.parsers, queryOptions(options)).at(-1);
    }),
  );
}

parentPort.on("message", (message) => {
  const { id, op } = message;
  switch (op) {
    case "ready":
      return reply(
        id,
        opening.then(() => undefined),
      );
    case "query-with-settings":
      return reply(id, queryWithSettings(message));
    case "query":
      return reply(
        id,
        target(message.tx).then((on) => on.query(message.sql, message.params, queryOptions(message.options))),
      );
    case "exec":
      return reply(
        id,
        target(message.tx).then((on) => on.exec(message.sql, queryOptions(message.options))),
      );
    case "begin":
      return transaction(id);
    case "rollback":
      return reply(
        id,
        target(message.tx).then((tx) => tx.rollback()),
      );
    case "end":
      return reply(id, endTransaction(message.tx, message.commit));
    case "close":
      return reply(
        id,
        opening.then((db) => db.close()),
      );
    default:
      return reply(id, Promise.reject(new Error(`Unknown PGlite worker operation: ${op}`)));
  }
});
