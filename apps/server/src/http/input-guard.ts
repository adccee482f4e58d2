/**
 * One check at the boundary for what no route's schema should have to think about (issue 16):
 * control characters in any text (PostgreSQL refuses NUL in text and a calendar or a watch
 * chokes on the others), dates outside 1900–2100 (year 0 and year 275760 parse as dates but
 * break date arithmetic), and bodies nested deeper than any real request.
 * It runs before validation on every route, on the parsed path, query and body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** The deepest real request is a few levels; a deep body only costs recursion further on. */
export const MAX_INPUT_DEPTH = 32;
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;

// Tab, line feed and carriage return are text; every other C0 control and DEL is not.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A whole value that is an ISO date or date-time, years of four digits or the ±6-digit form. */
const ISO_DATE = /^([+-]\d{6}|\d{4})-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const invalid = (field: string, message: string) =>
  new ApiError(400, 'validation_failed', message, [{ field, message }]);

function problemWithText(value: string, field: string): ApiError | null {
  if (CONTROL_CHARACTERS.test(value))
    return invalid(field, 'Remove the control characters (such as NUL) from this text.');
  const date = ISO_DATE.exec(value);
  if (date) {
    const year = Number(date[1]);
    if (year < EARLIEST_YEAR || year > LATEST_YEAR)
      return invalid(field, `Use a date between ${EARLIEST_YEAR} and ${LATEST_YEAR}.`);
  }
  return null;
}

/** Parsed JSON, a query or path object (the query parser's objects have a prototype of their own). */
const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' &&
  value !== null &&
  !ArrayBuffer.isView(value) &&
  !(value instanceof ArrayBuffer) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/** The first problem in a parsed input, walked without recursion (a deep body must not blow the stack here). */
export function inputProblem(input: unknown, root: string): ApiError | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (pending.length) {
    const { value, path, depth } = pending.pop()!;
    const field = path || root;
    if (typeof value === 'string') {
      const problem = problemWithText(value, field);
      if (problem) return problem;
      continue;
    }
    // Uploads (Buffers, streams) are not text: their own parsers check them.
    if (!isContainer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return invalid(root, 'The request is nested too deeply.');
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTERS.test(key))
        return invalid(path || root, 'Remove the control characters (such as NUL) from this text.');
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if ((request.routeOptions.config as { inputGuard?: boolean }).inputGuard === false) return;
    const problem =
      inputProblem(request.params, 'path') ??
      inputProblem(request.query, 'query') ??
      inputProblem(request.body, 'body');
    if (problem) throw problem;
  });
}
