import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';

/** The load average as "1 / 5 / 15 min": shared machines skew tails, so every figure says it. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
}

/**
 * Runs `measure` on a database made for it on the server of `postgresUrl` (BENCH_DATABASE_URL),
 * dropped afterwards whatever happens.
 */
async function withScratchDatabase<T>(
  postgresUrl: string,
  prefix: string,
  measure: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    return await measure(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Runs `measure` on the embedded database, then, with BENCH_DATABASE_URL, on a PostgreSQL database
 * made for it (named after `prefix`, dropped afterwards). Whether every run met its target.
 */
export async function onEachDatabase(
  prefix: string,
  measure: (label: string, env: Record<string, string>, databaseUrl?: string) => Promise<boolean>,
): Promise<boolean> {
  let met = await measure('embedded database', {});
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl)
    met =
      (await withScratchDatabase(postgresUrl, prefix, (databaseUrl) =>
        measure('PostgreSQL', { DATABASE_URL: databaseUrl }, databaseUrl),
      )) && met;
  return met;
}
