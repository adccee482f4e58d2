import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lint, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { formatOpenApi, OPENAPI_FILE } from '../scripts/write-openapi';
import { appForFile } from './support/test-app';

const t = appForFile();

describe('docs/openapi.json', () => {
  it('matches the document generated from the routes (run `npm run api-contract` after changing a route)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(formatOpenApi(t.app.swagger()));
  });
});

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules (.redocly.yaml) without an error or a warning', async () => {
    const config = await loadConfig({
      configPath: path.resolve(path.dirname(OPENAPI_FILE), '../.redocly.yaml'),
    });
    const problems = await lint({ ref: OPENAPI_FILE, config });
    expect(
      problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`,
      ),
    ).toEqual([]);
  });

  it('gives every operation a unique operationId and every request property a type', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const untyped: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const { properties } = node as { properties?: Record<string, object> };
      for (const [name, schema] of Object.entries(properties ?? {}))
        if (Object.keys(schema).length === 0) untyped.push(`${at}.${name}`);
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
    };
    walk(document.paths, '');
    expect(untyped).toEqual([]);
  });
});
