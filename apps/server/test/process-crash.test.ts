import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './support/server-process';
import { startSentryStandIn, type SentryStandIn } from './stand-ins/sentry/sentry-stand-in';

const CRASH_ON_SIGNAL = fileURLToPath(new URL('./support/crash-on-signal.mjs', import.meta.url));
const workDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-crash-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// A crash does not depend on the database: the embedded run covers it. One data folder: the
// second start finds it made (and left as a crash leaves it).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a bug that ends the server process', () => {
  let sentry: SentryStandIn;
  beforeAll(async () => {
    sentry = await startSentryStandIn();
  });
  afterAll(async () => sentry.close());

  for (const [signal, origin, message] of [
    ['SIGUSR2', 'uncaughtException', 'crash test: thrown outside any request'],
    ['SIGHUP', 'unhandledRejection', 'crash test: a rejection nobody handled'],
  ] as const) {
    it(`is reported before the process exits (${origin})`, async () => {
      sentry.clear();
      const server = await startServerProcess(
        { DATA_DIR: workDir, SENTRY_DSN: sentry.dsn(7), LOG_LEVEL: 'info' },
        [CRASH_ON_SIGNAL],
      );
      server.child.kill(signal);
      // Exits as Node would without a handler (non-zero, for the supervisor to restart it)...
      expect(await server.exited, server.output()).toBe(1);
      // ...once the report has left.
      expect(sentry.events()).toEqual([
        expect.objectContaining({
          level: 'fatal',
          tags: expect.objectContaining({ crash: origin }),
          exception: { values: [expect.objectContaining({ type: 'Error', value: message })] },
        }),
      ]);
      const fatal = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"level":60'));
      expect(fatal).toEqual([expect.stringContaining('the process crashed; exiting')]);
      expect(fatal[0]).toContain(message);
    }, 90_000);
  }
});
