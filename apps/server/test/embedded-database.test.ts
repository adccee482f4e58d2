import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-embedded-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// The embedded database's buffer pool lives in the server's own process (issue 13's memory).
it('the embedded database keeps a small buffer pool, also after a restart on its data folder', async () => {
  for (let start = 0; start < 2; start++) {
    const database = await openDatabase({ dataDir: workDir });
    try {
      const { rows } = await database.executeSql('show shared_buffers');
      expect(rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await database.close();
    }
  }
});
