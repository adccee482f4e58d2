import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';

/**
 * Who is using an embedded data folder. PGlite is one process with no lock of its own (its
 * postmaster.pid always says -42), so the server, `npm run backup` and `npm run restore` note
 * themselves in `DATA_DIR/tricoach.lock`. A note left by a process that died (kill -9) is
 * recognised as stale: its process is gone, or (Linux) the process with that id started at
 * another moment, so a reused id is not mistaken for the old server.
 */
export type LockHolder = 'server' | 'backup' | 'restore' | 'database';

export interface LockRecord {
  pid: number;
  holder: LockHolder;
  /** The process's start in clock ticks after boot (/proc/<pid>/stat); null where /proc is missing. */
  processStart: string | null;
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'tricoach.lock');
/** The embedded database's own process notes itself apart: it outlives its server by a moment. */
export const databaseLockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces); null where /proc is missing. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The process's start in clock ticks after boot (field 22 of /proc/<pid>/stat). */
const processStart = (pid: number): string | null => statFields(pid)?.[19] ?? null;

/**
 * Whether `pid` is a running process. One that has exited but whose parent has not collected it
 * yet (a zombie: the server it belonged to was killed, and the process that inherits it reaps it
 * when it gets to it) answers signals but holds no files any more: it counts as gone.
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = processState(pid);
  return state !== 'Z' && state !== 'X';
}

/** The process's state letter (field 3 of /proc/<pid>/stat: R, S, Z…); undefined where it cannot be read. */
export const processState = (pid: number): string | undefined => statFields(pid)?.[0];

function isAlive(record: LockRecord): boolean {
  if (!isProcessRunning(record.pid)) return false;
  if (record.processStart === null) return true;
  const now = processStart(record.pid);
  return now === null || now === record.processStart;
}

function readRecord(dataDir: string, file = lockFile(dataDir)): LockRecord | null {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockRecord>;
    if (typeof record.pid !== 'number' || !record.holder) return null;
    return { pid: record.pid, holder: record.holder, processStart: record.processStart ?? null };
  } catch {
    return null;
  }
}

/** The process now using the data folder, or null (no note, or the note of a process that is gone). */
export function liveLockHolder(dataDir: string): LockRecord | null {
  const record = readRecord(dataDir);
  return record && record.pid !== process.pid && isAlive(record) ? record : null;
}

const ownRecord = (holder: LockHolder): LockRecord => ({
  pid: process.pid,
  holder,
  processStart: processStart(process.pid),
});

function releaser(dataDir: string, file = lockFile(dataDir)): () => void {
  return () => {
    if (readRecord(dataDir, file)?.pid === process.pid) rmSync(file, { force: true });
  };
}

export function describeHolder(record: LockRecord): string {
  if (record.holder === 'server') return `the Tricoach server (process ${record.pid}) is running on it`;
  if (record.holder === 'database')
    return `the embedded database's process ${record.pid} (started by a server) still has it open`;
  return `an \`npm run ${record.holder}\` (process ${record.pid}) is running on it`;
}

/** The embedded database's own process, while it lives (it may outlive a killed server by a moment). */
function liveDatabaseProcess(dataDir: string): LockRecord | null {
  const record = readRecord(dataDir, databaseLockFile(dataDir));
  return record && record.pid !== process.pid && isAlive(record) ? record : null;
}

/**
 * Backup and restore: the folder to themselves, or an error naming who has it. Created
 * exclusively, so two of them never both win; a stale note is replaced.
 */
export function acquireToolLock(dataDir: string, holder: 'backup' | 'restore'): () => void {
  const database = liveDatabaseProcess(dataDir);
  if (database) throw new DataDirBusyError(dataDir, database);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile(dataDir), 'wx');
      writeSync(fd, JSON.stringify(ownRecord(holder)));
      closeSync(fd);
      return releaser(dataDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const live = liveLockHolder(dataDir);
      if (live) throw new DataDirBusyError(dataDir, live);
      rmSync(lockFile(dataDir), { force: true });
    }
  }
  throw new Error(`could not take ${lockFile(dataDir)}`);
}

/**
 * The server: notes itself, and refuses to open the database while a backup or restore is
 * working on it (a restore swaps the folder underneath). Another server's note is overwritten:
 * a restart under `tsx watch` may start the new process before the old one has gone.
 */
export function markServerLock(dataDir: string): () => void {
  const live = liveLockHolder(dataDir);
  if (live && live.holder !== 'server') throw new DataDirBusyError(dataDir, live);
  writeFileSync(lockFile(dataDir), JSON.stringify(ownRecord('server')));
  return releaser(dataDir);
}

/**
 * The embedded database's own process, before it opens PGlite: a server restarted right after a
 * `kill -9` starts a new one while the old one may still be checkpointing the folder (it closes
 * when its server is gone). Two PGlite on one folder would corrupt it, so the new one waits.
 */
export async function acquireDatabaseLock(dataDir: string, timeoutMs: number): Promise<() => void> {
  const file = databaseLockFile(dataDir);
  // Elapsed time, not the clock: a deadline for a wait.
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(ownRecord('database')));
      closeSync(fd);
      return releaser(dataDir, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const record = readRecord(dataDir, file);
      if (record && record.pid !== process.pid && isAlive(record)) {
        if (performance.now() > deadline)
          throw new Error(`${file}: the database process ${record.pid} still has the folder`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } else {
        rmSync(file, { force: true });
      }
    }
  }
}

export class DataDirBusyError extends BackupError {
  constructor(
    dataDir: string,
    readonly holder: LockRecord,
  ) {
    super(
      `The embedded database in ${dataDir} is in use: ${describeHolder(holder)}. ` +
        (holder.holder === 'server'
          ? 'Stop the server first (Ctrl-C or SIGTERM): the embedded database belongs to one process at a time.'
          : holder.holder === 'database'
            ? 'Wait a moment for it to close (it goes when its server has stopped), or stop that server.'
            : 'Wait for it to finish.'),
    );
  }
}
