import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

/** Regenerates docs/openapi.json from the routes' zod schemas (`npm run openapi -w @tricoach/server`). */
export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/openapi.json',
);

export function formatOpenApi(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: 'memory://' });
  const { app } = await buildApp(config, database);
  await app.ready();
  writeFileSync(OPENAPI_FILE, formatOpenApi(app.swagger()));
  await app.close();
  console.log(`wrote ${OPENAPI_FILE}`);
}
