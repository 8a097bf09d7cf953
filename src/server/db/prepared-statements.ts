import type { PoolClient } from "pg";

/**
 * How many named statements one connection keeps prepared. The search names its statements
 * by their text, and filters change the text (each AND / OR / NOT shape is a statement of its
 * own), so without a bound one subscriber's filters could grow every backend's memory for as
 * long as its connection lives: each prepared search plan holds the better part of a megabyte
 * of the backend's memory (docs/capacity.md, "Prepared statements per connection"). The
 * typing path uses a handful of shapes; a shape pushed out is parsed and planned again when it
 * comes back.
 */
export const preparedStatementsPerConnection = 16;

const preparedByClient = new WeakMap<PoolClient, Set<string>>();

/**
 * Notes that `name` runs next on `client`, most recently used first; past `limit`, the least
 * recently used statement is deallocated on the server and forgotten by node-postgres (which
 * otherwise skips the Parse of a name it has seen on that connection).
 */
export async function boundPreparedStatements(client: PoolClient, name: string, limit = preparedStatementsPerConnection): Promise<void> {
  let names = preparedByClient.get(client);
  if (!names) preparedByClient.set(client, (names = new Set()));
  names.delete(name);
  names.add(name);
  for (const oldest of names) {
    if (names.size <= limit) break;
    names.delete(oldest);
    await client.query(`DEALLOCATE "${oldest.replaceAll('"', '""')}"`);
    delete (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements[oldest];
  }
}
