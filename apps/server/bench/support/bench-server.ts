import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../test/support/server-process';

/**
 * The measured server: its own process as `npm start` runs it, on a new embedded database in a
 * temporary folder, quiet, `env` over that. `stop` ends it (SIGTERM) and removes the folder.
 */
export async function startBenchServer(name: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tricoach-bench-${name}-`));
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  return {
    url: server.url,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
