import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { manualClock } from '../src/clock/clock';
import { createTestApp, type TestApp } from './support/test-app';
import { TEST_NOW } from './support/test-clock';

/**
 * Two apps on one database stand for two server processes behind a load balancer: the rate
 * limits must count the requests of both (issue 16 part 4), or N processes allow N times the limit.
 */
const clock = manualClock(TEST_NOW);
let first: TestApp;
let second: BuiltApp;

beforeAll(async () => {
  first = await createTestApp(
    { RATE_LIMIT_AUTH_PER_MINUTE: '4', RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '3' },
    clock,
  );
  // The database stays the first app's to close.
  second = await buildApp(first.config, { ...first.database, close: async () => {} }, { clock });
  await second.app.ready();
}, 60_000);
afterAll(async () => {
  await second.app.close();
  await first.close();
});

const signIn = (app: BuiltApp['app'], email: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: { email, password: 'Wrong-password-1' },
  });

describe('rate limits shared by every server process', () => {
  it('counts an address’s sign-ins on both processes against one limit per minute', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      statuses.push((await signIn(app, `ip-${i}@example.com`, ip)).statusCode);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const refused = await signIn(second.app, 'ip-5@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await signIn(first.app, 'ip-6@example.com', '198.51.100.8')).statusCode).not.toBe(429);
    // The window passes: the address may try again.
    clock.advance(61_000);
    expect((await signIn(first.app, 'ip-7@example.com', ip)).statusCode).not.toBe(429);
  });

  it('counts one account’s attempts from many addresses on both processes', async () => {
    const email = 'shared-account@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      statuses.push((await signIn(app, email, `203.0.113.${i + 1}`)).statusCode);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    expect((await signIn(second.app, email.toUpperCase(), '203.0.113.9')).statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    expect((await signIn(first.app, email, '203.0.113.10')).statusCode).not.toBe(429);
  });

  it('sweeps windows that have ended', async () => {
    clock.advance(16 * 60_000);
    expect(await first.ctx.rateLimitCounter.sweep()).toBeGreaterThan(0);
    expect(await first.ctx.rateLimitCounter.sweep()).toBe(0);
  });
});
