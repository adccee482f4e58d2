/**
 * Errors that mean "the database is not there right now" rather than "this request is wrong":
 * the connection was refused, cut or timed out, or PostgreSQL is shutting down or starting
 * (SQLSTATE class 08 and 57P0x, 53300 too many connections). The API answers them with 503, so
 * a client retries, instead of 500.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connection timeout/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (`cause`); pg-boss and the pool hand it over as it is.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
