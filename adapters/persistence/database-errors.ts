import { QueryFailedError } from 'typeorm';

/**
 * PostgreSQL's unique_violation (23505), optionally of one named constraint: raised through
 * TypeORM (QueryFailedError around the driver's error) or straight from node-postgres.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driverError = (error instanceof QueryFailedError ? error.driverError : error) as { code?: string; constraint?: string } | null;
  if (typeof driverError !== 'object' || driverError === null) return false;
  return driverError.code === '23505' && (constraint === undefined || driverError.constraint === constraint);
}

/** Node's socket errors that mean the database could not be reached or the connection was lost. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server going away or full: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting or shutting down), too_many_connections; class 08 (connection
 * exceptions) is matched by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * What node-postgres and pg-pool say, without a code, when a connection could not be had or was
 * lost, and the server's own words for a statement it cut at statement_timeout (its code, 57014,
 * is also that of a cancel asked for on purpose).
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^terminating connection /,
  /^canceling statement due to statement timeout$/,
];

/**
 * Whether an error says the database is out of reach (stopped, restarting, frozen, cut off, out
 * of connections), not that a statement was wrong: the request may succeed if asked again in a
 * moment. Looks through TypeORM's QueryFailedError (driverError), errors wrapped by our services
 * (cause) and Node's AggregateError of a failed connection to each address (errors).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? (errors as unknown[]) : [])];
  return inner.some((e) => e !== error && isDatabaseUnavailable(e, depth + 1));
}
