import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../scripts/write-openapi';
import { appWithAthleteForFile } from './support/seed-athlete';

/**
 * Every operation of the published contract (docs/openapi.json), called as a signed-in athlete
 * with hostile and random input in its path, query and body (issue 16): nothing answers 5xx, and
 * a refused write changes nothing the athlete can read.
 */

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie' }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
};

/** Calls that end the session or the account would only turn the rest of the run into 401s. */
const ENDS_THE_SESSION = new Set([
  'POST /connect/revoke',
  'DELETE /api/v1/app/account',
  'POST /api/v1/app/reset-athlete',
  'POST /api/v1/User/change-password',
  'POST /api/v1/User/change-email',
]);

const operations: Operation[] = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase() as Operation['method'],
      path,
    })),
  )
  .filter((operation) => !ENDS_THE_SESSION.has(`${operation.method} ${operation.path}`));

const jsonProperties = (operation: Operation) =>
  Object.keys(operation.requestBody?.content['application/json']?.schema?.properties ?? {});

/** Values no route should take: each is refused by the input guard whatever the field means. */
const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  'line\u0007bell',
  '0000-01-01',
  '+275760-09-13',
  '9999-12-31T00:00:00Z',
];

/** JSON nested `depth` deep, written as text (JSON.stringify itself gives up long before 10,000). */
const deeplyNested = (depth: number) =>
  new RawJson(`${'{"a":['.repeat(depth / 2)}1${']}'.repeat(depth / 2)}`);

class RawJson {
  constructor(readonly text: string) {}
}

function urlFor(operation: Operation, pathValue: (name: string) => string, query: Record<string, string>) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(pathValue(name)),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** A 5xx that is not the documented answer of a server without Garmin or store credentials (as here). */
const isServerFault = (response: { statusCode: number; body: string }) =>
  response.statusCode >= 500 &&
  !(
    response.statusCode === 503 &&
    (response.body.includes('"garmin_not_configured"') || response.body.includes('"store_not_configured"'))
  );

const { t, a: athlete } = appWithAthleteForFile({}, {}, 120_000);

async function call(operation: Operation, url: string, body?: unknown) {
  return t.app.inject({
    method: operation.method,
    url,
    headers: athlete.headers,
    ...(body === undefined
      ? {}
      : {
          payload: body instanceof RawJson ? body.text : JSON.stringify(body),
          headers: { ...athlete.headers, 'content-type': 'application/json' },
        }),
  });
}

/** What the athlete can read without naming an id: a refused write must leave all of it as it was. */
async function readableState() {
  const reads = operations.filter(
    (operation) =>
      operation.method === 'GET' &&
      !operation.path.includes('{') &&
      // Answers that carry the time of asking or a fresh secret are not state.
      !/version|compatibility|calendar-feed|dummy|backfill-status|request-token|account\/export/.test(
        operation.path,
      ),
  );
  const state: Record<string, unknown> = {};
  for (const operation of reads) {
    const response = await call(operation, operation.path);
    // An error body names its request: the id differs on every call, the state does not.
    state[operation.path] = `${response.statusCode} ${response.body.replace(/,"requestId":"[^"]*"/, '')}`;
  }
  return state;
}

describe('hostile input on every operation of the contract', () => {
  it('refuses NUL and control characters, dates outside 1900–2100 and deep bodies with a 4xx, and changes nothing', async () => {
    const before = await readableState();
    const fiveHundreds: string[] = [];
    const accepted: string[] = [];
    for (const operation of operations) {
      const properties = jsonProperties(operation);
      const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const hasPath = operation.path.includes('{');
      for (const text of HOSTILE_TEXT) {
        const attempts: { url: string; body?: unknown }[] = [];
        if (hasPath) attempts.push({ url: urlFor(operation, () => text, {}) });
        if (queryNames.length)
          attempts.push({
            url: urlFor(
              operation,
              () => athlete.athleteId,
              Object.fromEntries(queryNames.map((n) => [n, text])),
            ),
          });
        if (properties.length)
          attempts.push({
            url: urlFor(operation, () => athlete.athleteId, {}),
            body: Object.fromEntries(properties.map((name) => [name, text])),
          });
        for (const attempt of attempts) {
          const response = await call(operation, attempt.url, attempt.body);
          const line = `${operation.method} ${attempt.url} ${JSON.stringify(attempt.body ?? '')} → ${response.statusCode}`;
          if (isServerFault(response)) fiveHundreds.push(`${line} ${response.body}`);
          else if (response.statusCode < 400) accepted.push(line);
        }
      }
      if (operation.method !== 'GET' && operation.requestBody?.content['application/json']) {
        const response = await call(
          operation,
          urlFor(operation, () => athlete.athleteId, {}),
          deeplyNested(10_000),
        );
        if (isServerFault(response))
          fiveHundreds.push(`${operation.method} ${operation.path} deep → ${response.statusCode}`);
        else if (response.statusCode < 400) accepted.push(`${operation.method} ${operation.path} deep`);
      }
    }
    expect(fiveHundreds).toEqual([]);
    expect(accepted).toEqual([]);
    expect(await readableState()).toEqual(before);
  }, 300_000);

  it('answers random values in every path, query and body field without a 5xx', async () => {
    const fiveHundreds: string[] = [];
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    );
    const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 });
    for (const operation of operations) {
      const properties = jsonProperties(operation);
      const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      await fc.assert(
        fc.asyncProperty(
          fc.array(text, { minLength: 4, maxLength: 4 }),
          fc.array(text, { minLength: queryNames.length, maxLength: queryNames.length }),
          fc.array(value, { minLength: properties.length, maxLength: properties.length }),
          async (pathValues, queryValues, bodyValues) => {
            let next = 0;
            const url = urlFor(
              operation,
              () => pathValues[next++ % pathValues.length]!,
              Object.fromEntries(queryNames.map((name, i) => [name, queryValues[i]!])),
            );
            const body = properties.length
              ? Object.fromEntries(properties.map((name, i) => [name, bodyValues[i]]))
              : undefined;
            const response = await call(operation, url, body);
            if (isServerFault(response))
              fiveHundreds.push(
                `${operation.method} ${url} ${JSON.stringify(body ?? '')} → ${response.body}`,
              );
          },
        ),
        { numRuns: 4, seed: 20261125 },
      );
    }
    expect(fiveHundreds).toEqual([]);
  }, 300_000);
});
