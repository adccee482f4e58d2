import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerBundle, SERVER_BUNDLE } from '../../apps/server/scripts/build-server';
import { SERVER_V8_FLAGS } from '../../apps/server/src/v8-flags';
import { startFacebookStandIn } from '../../apps/server/test/stand-ins/facebook/facebook-stand-in';
import { startRevenueCatStandIn } from '../../apps/server/test/stand-ins/revenuecat/revenuecat-stand-in';
import { E2E_CLOCK_START_AT } from './test-clock';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The server exited during start; see e2e/test-results/server.log');
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become ready within ${timeoutMs / 1000} s`);
}

/** The Facebook app the server is configured with; its Login dialog is the stand-in's page. */
const E2E_FACEBOOK_APP_ID = '1234567890123456';
const E2E_SUBSCRIPTION_SECRET = 'e2e-subscription-webhook-secret';

/**
 * Starts the real server as its own process, serving the built web app, on a free port with
 * a fresh data folder; the returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tricoach-e2e-'));
  const logDir = path.join(repoRoot, 'e2e/test-results');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, 'server.log'));

  // The server's clock reads E2E_CLOCK_START_AT at its process start (see clock.ts): pages follow it,
  // and so does the Facebook stand-in, so the tokens it issues expire by the same clock.
  const realStartMs = Date.now();
  process.env.E2E_CLOCK_REAL_START_MS = String(realStartMs);
  const facebook = await startFacebookStandIn({
    appId: E2E_FACEBOOK_APP_ID,
    appSecret: 'e2e-facebook-app-secret',
    now: () => Date.parse(E2E_CLOCK_START_AT) + (Date.now() - realStartMs),
  });
  // The store (RevenueCat): the paywall's packages, Test Store purchases and the webhook back here.
  const store = await startRevenueCatStandIn({
    webhookUrl: `${baseUrl}/api/v1/webhooks/subscription`,
    webhookAuthorization: `Bearer ${E2E_SUBSCRIPTION_SECRET}`,
    now: () => new Date(Date.parse(E2E_CLOCK_START_AT) + (Date.now() - realStartMs)),
  });

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    APP_ENV: 'local',
    // A minute: long enough for a spec to use a bearer it read off the page on a busy machine; the
    // refresh spec moves the page's clock past it. Generous limits allow many sign-ups from one IP.
    ACCESS_TOKEN_TTL_SECONDS: '60',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '1000',
    TEST_CLOCK_START_AT: E2E_CLOCK_START_AT,
    FACEBOOK_APP_IDS: E2E_FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET: 'e2e-facebook-app-secret',
    FACEBOOK_DIALOG_URL: facebook.dialogUrl,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
    SUBSCRIPTION_WEBHOOK_SECRET: E2E_SUBSCRIPTION_SECRET,
    ...store.env(),
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;

  // The server as `npm start` runs it: its bundle, built from the current sources.
  await buildServerBundle();
  const server = spawn(process.execPath, [...SERVER_V8_FLAGS, SERVER_BUNDLE], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  let exited = false;
  server.once('exit', () => (exited = true));

  try {
    await waitForReady(baseUrl, 90_000, () => exited);
  } catch (error) {
    server.kill('SIGTERM');
    await facebook.close();
    await store.close();
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    if (!exited) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 12_000))]);
      if (!exited) server.kill('SIGKILL');
    }
    await facebook.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
