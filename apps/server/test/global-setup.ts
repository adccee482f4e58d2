import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';

export const TEMPLATE_DB = 'tricoach_test_template';

/**
 * Migrates one database once per run, then every test file starts from a copy: a PGlite
 * data-dir dump (a fresh PGlite takes seconds to initialise) or, with TEST_DATABASE_URL,
 * a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', value: databaseUrl });
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tricoach-test-')), 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'embedded', value: file });
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'embedded' | 'postgres'; value: string };
  }
}
