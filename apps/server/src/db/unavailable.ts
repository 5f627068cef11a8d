/**
 * Which failures mean "PostgreSQL cannot be reached" (stopped, restarting, the network cut), as
 * opposed to a query's own error, and whether the statement could have reached the server. Drizzle
 * wraps the driver's error (`cause`); `pg` reports a lost connection as a plain Error.
 */

/** The connection could not be opened: nothing was sent. */
const NOT_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P03', // cannot_connect_now: the database system is starting up or shutting down
]);
const NOT_CONNECTED_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated due to connection timeout/;

/** The connection was lost while in use: what was sent may or may not have been done. */
const LOST_CODES = new Set([
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown: the server is stopping or restarting
  '57P02', // crash_shutdown
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);
const LOST_MESSAGES = /Connection terminated|Client has encountered a connection error|not queryable/;

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

const matches = (error: unknown, codes: Set<string>, messages: RegExp) => {
  for (const cause of causes(error)) {
    if (typeof cause.code === 'string' && codes.has(cause.code)) return true;
    if (typeof cause.message === 'string' && messages.test(cause.message)) return true;
  }
  return false;
};

/** No connection could be opened: the statement never reached the database. */
export const notConnected = (error: unknown): boolean => matches(error, NOT_CONNECTED_CODES, NOT_CONNECTED_MESSAGES);

/** The database cannot be reached, or the connection was lost while in use. */
export const databaseUnavailable = (error: unknown): boolean =>
  notConnected(error) || matches(error, LOST_CODES, LOST_MESSAGES);

/** The driver's own words (Drizzle's message repeats the query and its parameters: never logged). */
export function rootReason(error: unknown): string {
  let last: { code?: unknown; message?: unknown } = {};
  for (const cause of causes(error)) last = cause;
  return typeof last.code === 'string' ? `${last.code}: ${String(last.message)}` : String(last.message);
}
