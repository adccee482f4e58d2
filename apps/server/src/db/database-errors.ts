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

/**
 * PostgreSQL data exceptions a request's own values cause (text that is not a uuid, a NUL byte,
 * a date or number out of range): the input guard stops the known ones first; any other is the
 * client's 400, not a server fault.
 */
const BAD_INPUT_CODES = new Set(['22P02', '22021', '22007', '22008', '22003', '22001']);

export function isRejectedInput(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && BAD_INPUT_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}
