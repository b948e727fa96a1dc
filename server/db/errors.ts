// What a database failure means for the caller. Drizzle wraps driver errors
// (DrizzleQueryError, with the driver's error as `cause`), so every check
// walks the cause chain.

type ErrorLike = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

function* causeChain(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/** The SQLSTATE (or Node socket code) of the first error in the chain that has one. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const link of causeChain(error)) {
    if (typeof link.code === 'string') return link.code;
  }
  return undefined;
}

/**
 * The driver's own message, without Drizzle's wrapper (whose message carries
 * the query's parameters: user data that must stay out of the log).
 */
export function driverMessage(error: unknown): string {
  let message = '';
  for (const link of causeChain(error)) {
    if (typeof link.message === 'string') message = link.message;
  }
  return message;
}

/** The constraint named by a unique or foreign-key violation, if any. */
export function violatedConstraint(error: unknown): string | undefined {
  for (const link of causeChain(error)) {
    if (typeof link.constraint === 'string') return link.constraint;
  }
  return undefined;
}

// SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting
// down, crashed or starting up), 53300 (too many connections), and the socket
// errors of a server that is down or unreachable.
const UNAVAILABLE_CODES = new Set([
  '57P01', '57P02', '57P03', '53300',
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
]);

// node-postgres reports a lost or never-made connection with plain Errors.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed',
];

/** The database cannot be reached (down, restarting, connection lost): worth a 503 and a retry later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof link.message === 'string' ? link.message : '';
    if (UNAVAILABLE_MESSAGES.some((fragment) => message.includes(fragment))) return true;
  }
  return false;
}

/** Serialization failure or deadlock: the transaction did nothing and may simply run again. */
export function isTransientConflict(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === '40001' || code === '40P01';
}
