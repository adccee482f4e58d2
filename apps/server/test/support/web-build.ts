import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, forFile, type TestApp } from './test-app';

/**
 * The file's app in production, serving a built web app the test writes: `files` maps paths in
 * the build folder to their contents. The folder is a temporary one, removed after the file's tests.
 */
export function appServingBuildForFile(files: Record<string, string | Uint8Array>): TestApp {
  return forFile(
    async () => {
      const dist = mkdtempSync(path.join(os.tmpdir(), 'tricoach-dist-'));
      for (const [name, contents] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
        writeFileSync(path.join(dist, name), contents);
      }
      const t = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });
      return { t, build: { dist } };
    },
    async ({ t, build }) => {
      await t.close();
      rmSync(build.dist, { recursive: true, force: true });
    },
  ).t;
}
