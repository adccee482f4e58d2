import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * The web client's types, generated from the OpenAPI document the server writes from its routes
 * (docs/openapi.json): `npm run api-types -w @tricoach/web` after changing a route; a test fails
 * while the checked-in file is stale.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const OPENAPI_DOCUMENT = path.resolve(here, '../../../docs/openapi.json');
export const API_TYPES_FILE = path.resolve(here, '../src/api/schema.gen.ts');

const HEADER =
  '// Generated from docs/openapi.json by apps/web/scripts/generate-api-types.ts. Do not edit.\n';

export async function generateApiTypes(): Promise<string> {
  const document = JSON.parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')) as Parameters<typeof openapiTS>[0];
  return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await generateApiTypes());
  console.log(`wrote ${API_TYPES_FILE}`);
}
