import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';

/** The load average as "1 / 5 / 15 min": shared machines skew tails, so every figure says it. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
}

/** The machine's CPU time so far, all of it and the part the hypervisor gave to others (Linux). */
function cpuTimes(): { total: number; steal: number } | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
    const ticks = fields.map(Number);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already).
    return { total: ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0), steal: ticks[7] ?? 0 };
  } catch {
    return null;
  }
}

/**
 * Starts counting the CPU time a virtual machine's hypervisor took for others ("steal"); `stop`
 * gives its share of the time since, in percent (null off Linux). A tail measured while a
 * neighbour took 40 % of the cores is not the code's: every page-call figure says it.
 */
export function stealMeter(): { stop: () => number | null } {
  const start = cpuTimes();
  return {
    stop() {
      const end = cpuTimes();
      if (!start || !end || end.total <= start.total) return null;
      return Math.round(((end.steal - start.steal) / (end.total - start.total)) * 100);
    },
  };
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
