import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';

export type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

const DEBIAN_ROOT = '/usr/lib/postgresql';

function toolVersion(command: string): number | null {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout) ?? /(\d+)\.\d+/.exec(result.stdout);
  return match ? Number(match[1]) : null;
}

/** Debian's (and CI's) versioned client folders, newest first: /usr/lib/postgresql/17/bin, 15/bin, ... */
function debianBinDirs(): string[] {
  try {
    return readdirSync(DEBIAN_ROOT)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
      .map((name) => path.join(DEBIAN_ROOT, name, 'bin'));
  } catch {
    return [];
  }
}

/**
 * A PostgreSQL client program at least as new as the server (pg_dump refuses an older server's
 * newer catalog; pg_restore reads archives of its own version and older). Looks in `PG_BIN_DIR`
 * when set, else Debian's /usr/lib/postgresql/<major>/bin (newest first), then PATH.
 * `preferDir`: the folder of a tool already chosen, so pg_restore and psql come in a pair.
 */
export function findPostgresTool(
  tool: PostgresTool,
  serverMajor: number,
  env: NodeJS.ProcessEnv = process.env,
  preferDir?: string,
): string {
  const dirs = env.PG_BIN_DIR ? [env.PG_BIN_DIR] : [...(preferDir ? [preferDir] : []), ...debianBinDirs()];
  const candidates = [...dirs.map((dir) => path.join(dir, tool)), ...(env.PG_BIN_DIR ? [] : [tool])];
  const tooOld: string[] = [];
  for (const candidate of candidates) {
    const major = toolVersion(candidate);
    if (major === null) continue;
    if (major >= serverMajor) return candidate;
    tooOld.push(`${candidate} is version ${major}`);
  }
  const install = `install PostgreSQL's client programs version ${serverMajor} or newer (Debian: apt-get install postgresql-client-${serverMajor}, or postgresql-client when that is ${serverMajor}+)`;
  throw new BackupError(
    tooOld.length
      ? `${tool} is older than the PostgreSQL ${serverMajor} server (${tooOld.join('; ')}): ${install}, or point PG_BIN_DIR at their folder.`
      : `${tool} was not found${env.PG_BIN_DIR ? ` in PG_BIN_DIR (${env.PG_BIN_DIR})` : ` (looked in ${DEBIAN_ROOT}/*/bin and PATH)`}: ${install}, or point PG_BIN_DIR at their folder.`,
  );
}

/**
 * libpq takes the connection as a URL; the password goes in PGPASSWORD instead, so it does not
 * show in `ps`. The URL's query parameters must be ones libpq knows (sslmode=..., not node-postgres's ssl=true).
 */
export function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return {
    url: url.toString(),
    env: { ...(password === undefined ? {} : { PGPASSWORD: password }), PGAPPNAME: 'tricoach-backup' },
  };
}
