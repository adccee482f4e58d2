import { expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import {
  startGarminStandIn,
  type GarminStandIn,
  type GarminStandInOptions,
} from '../stand-ins/garmin/garmin-stand-in';
import type { TestAthlete } from './athlete-factory';
import { createTestApp, forFile, type TestApp } from './test-app';

/** Polls until `check` answers something (jobs run in the background). */
export async function until<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface GarminConnectOptions {
  permissions?: string[];
  redirectTo?: string;
  historicalDataOff?: boolean;
  beforeConsent?: () => void;
}

let userCounter = 0;

/** Walks the browser's path: our authorise URL → the stand-in's consent → back to our callback. */
export async function connectGarmin(
  t: TestApp,
  garmin: GarminStandIn,
  athlete: TestAthlete,
  options: GarminConnectOptions = {},
) {
  userCounter += 1;
  const userId = `garmin-user-${userCounter}-${athlete.athleteId.slice(0, 8)}`;
  const user = garmin.nextConsentAs(userId);
  if (options.permissions) user.permissions = options.permissions;
  user.historicalDataOff = options.historicalDataOff ?? false;
  const query = options.redirectTo ? `?redirectTo=${encodeURIComponent(options.redirectTo)}` : '';
  const started = await athlete.call(
    'GET',
    `/api/v1/integration/garmin/auth/request-token/${athlete.athleteId}${query}`,
  );
  expect(started.statusCode).toBe(200);
  options.beforeConsent?.();
  const consent = await fetch(started.json<{ url: string }>().url, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location') as string);
  const callback = await t.app.inject({ url: `${back.pathname}${back.search}` });
  expect(callback.statusCode).toBe(302);
  return {
    userId,
    user,
    location: callback.headers.location as string,
    authorizeUrl: started.json<{ url: string }>().url,
  };
}

/**
 * A test app listening on loopback with a Garmin stand-in that posts its webhooks to it (the
 * secret path segment `secret`); `close` stops both.
 */
export async function appWithGarmin(
  secret: string,
  options: GarminStandInOptions = { ratePerMinute: 100_000 },
  env: Record<string, string> = {},
): Promise<{ t: TestApp; garmin: GarminStandIn; close: () => Promise<void> }> {
  const garmin = await startGarminStandIn(options);
  const t = await createTestApp({ ...garmin.env(secret), ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  garmin.setWebhookUrl(`http://127.0.0.1:${port}/api/v1/integration/garmin/webhook/${secret}`);
  return {
    t,
    garmin,
    close: async () => {
      await t.close();
      await garmin.close();
    },
  };
}

/** appWithGarmin for the whole file: `const { t, garmin } = garminAppForFile(secret)` (see forFile). */
export const garminAppForFile = (...options: Parameters<typeof appWithGarmin>) =>
  forFile(
    () => appWithGarmin(...options),
    (made) => made.close(),
  );
