import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireDatabaseLock,
  databaseLockFile,
  isProcessRunning,
  processState,
} from '../src/backup/data-dir-lock';

/**
 * A zombie of our own: the shell starts a short sleep in the background, then becomes `sleep 30`,
 * which never collects it once it exits (it outlives the shell's exec, or the shell might collect it
 * first). Answers the zombie's id and a way to end both.
 */
async function zombie(): Promise<{ pid: number; end: () => void }> {
  const shell = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 30'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const pid = await new Promise<number>((resolve) =>
    shell.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  const end = () => shell.kill('SIGKILL');
  try {
    await expect.poll(() => processState(pid), { timeout: 5_000 }).toBe('Z');
  } catch (error) {
    end();
    throw error;
  }
  return { pid, end };
}

describe.runIf(process.platform === 'linux')('who holds an embedded data folder', () => {
  const ends: (() => void)[] = [];
  afterEach(() => {
    for (const end of ends.splice(0)) end();
  });

  it('counts a running process as running and an exited one not yet collected (a zombie) as gone', async () => {
    const { pid, end } = await zombie();
    ends.push(end);
    expect(isProcessRunning(process.pid)).toBe(true);
    expect(isProcessRunning(pid)).toBe(false);
  });

  it('takes the database folder at once from a database process that has exited but not been collected', async () => {
    const { pid, end } = await zombie();
    ends.push(end);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-lock-'));
    ends.push(() => rmSync(dataDir, { recursive: true, force: true }));
    writeFileSync(databaseLockFile(dataDir), JSON.stringify({ pid, holder: 'database', processStart: null }));
    // Without the zombie check this waited for the whole timeout and then refused.
    const release = await acquireDatabaseLock(dataDir, 1_000);
    expect(JSON.parse(readFileSync(databaseLockFile(dataDir), 'utf8'))).toMatchObject({
      pid: process.pid,
      holder: 'database',
    });
    release();
  });
});
