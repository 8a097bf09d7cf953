/**
 * True when an error says the database cannot be reached (down, restarting, refusing
 * connections), as opposed to a query that is wrong: an outage, which clients should see
 * as 503 and retry, not as a 500 or as "signed out". Drizzle wraps the driver's error in
 * `cause`, so the whole chain is looked at.
 */
const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "EAI_AGAIN"]);
// SQLSTATE: 08 connection exception; 57P01-57P03 admin/crash shutdown, cannot connect now; 53300 too many connections.
const unavailableStates = /^(08...|57P0[123]|53300)$/;
const unavailableMessages =
  /Connection terminated|connection timeout|terminating connection|the database system is (starting up|shutting down)|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string" && (networkCodes.has(code) || unavailableStates.test(code))) return true;
    if (typeof message === "string" && unavailableMessages.test(message)) return true;
    // node's AggregateError (connecting to every address of localhost failed).
    if (Array.isArray(errors) && errors.some((each) => isDatabaseUnavailable(each))) return true;
    current = cause;
  }
  return false;
}
