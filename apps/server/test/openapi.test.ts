import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOpenApi, OPENAPI_FILE } from '../scripts/write-openapi';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('docs/openapi.json', () => {
  it('matches the document generated from the routes (run `npm run openapi -w @tricoach/server` after changing a route)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(formatOpenApi(t.app.swagger()));
  });
});
