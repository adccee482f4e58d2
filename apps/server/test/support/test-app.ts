import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app';
import type { ContextOverrides } from '../../src/context';
import type { Mail } from '../../src/mail/mailer';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { TEMPLATE_DB } from '../global-setup';
import type { Clock } from '../../src/clock/clock';
import { testClock } from './test-clock';

export interface TestApp extends BuiltApp {
  config: Config;
  /** Every mail the app sent, newest last. */
  outbox: Mail[];
  /** The app's database: a second app on it stands for a second server process. */
  database: Database;
  close(): Promise<void>;
}

export const TEST_SUBSCRIPTION_SECRET = 'test-subscription-webhook-secret';

/** The configuration every test app runs with (quiet, rate limits out of the way, quick job polls), `env` over it. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '1000',
    JOB_POLL_INTERVAL_SECONDS: '0.5',
    SUBSCRIPTION_WEBHOOK_SECRET: TEST_SUBSCRIPTION_SECRET,
    ...env,
  });
}

/** A whole app on its own database copied from the migrated template (see global-setup.ts). */
export async function createTestApp(
  env: Record<string, string> = {},
  clock: Clock = testClock(),
  /** PostgreSQL only: the URL the app connects to, e.g. through a proxy that can cut it. */
  connectThrough: (url: URL) => URL = (url) => url,
  overrides: Omit<ContextOverrides, 'clock' | 'mailer'> = {},
): Promise<TestApp> {
  const template = inject('databaseTemplate');
  const config = testConfig(env);
  let database: Database;
  let dropDatabase = async () => {};
  if (template.kind === 'postgres') {
    const name = `tricoach_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.value });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(template.value);
    url.pathname = `/${name}`;
    database = await openDatabase({
      databaseUrl: connectThrough(new URL(url)).toString(),
      onConnectionError: () => {},
      startTimeoutMs: 0,
    });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: template.value });
      await cleanup.connect();
      // pg's Pool.end() resolves once it has asked its clients to end, not when they have gone:
      // a forced drop meanwhile kills them mid-goodbye (57P01, an uncaught error in the test run).
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await cleanup.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  } else {
    database = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([readFileSync(template.value)]),
    });
  }
  const outbox: Mail[] = [];
  // With SMTP_URL the app's own mailer sends (to a local SMTP server in the test); else the outbox keeps them.
  const built = await buildApp(config, database, {
    ...(config.SMTP_URL ? {} : { mailer: { send: async (mail: Mail) => void outbox.push(mail) } }),
    clock,
    ...overrides,
  });
  await built.app.ready();
  return {
    ...built,
    config,
    outbox,
    database,
    close: async () => {
      await built.app.close();
      await dropDatabase();
    },
  };
}

/**
 * What `make` gives (an app, and what the file's tests share with it: athletes, a stand-in), made
 * before the file's first test and ended by `close` after its last. Each part stands for what was
 * made from then on, so a file writes `const { t, a } = forFile(...)`; read before the first test,
 * it throws.
 */
export function forFile<Parts extends Record<string, object>>(
  make: () => Promise<Parts>,
  close: (made: Parts) => Promise<void>,
  hookTimeoutMs?: number,
): Parts {
  let made: Parts | undefined;
  beforeAll(async () => {
    made = await make();
  }, hookTimeoutMs);
  afterAll(() => made && close(made));
  const partOf = (name: string | symbol) => {
    if (!made) throw new Error('the test app is made before the first test: read it in a test or a hook');
    return Reflect.get(made, name) as object;
  };
  return new Proxy({} as Parts, {
    get: (_, name) => new Proxy({}, { get: (__, key) => Reflect.get(partOf(name), key) as unknown }),
  });
}

/** The file's own app (createTestApp's arguments), made before its first test and closed after its last (forFile). */
export function appForFile(...options: Parameters<typeof createTestApp>): TestApp {
  return forFile(
    async () => ({ t: await createTestApp(...options) }),
    ({ t }) => t.close(),
  ).t;
}
