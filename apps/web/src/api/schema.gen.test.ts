import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/generate-api-types';

describe('the generated API types', () => {
  it('match docs/openapi.json (run `npm run api-contract` after changing a route)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes());
  });
});
