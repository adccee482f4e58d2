import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAthlete, type TestAthlete } from './support/athlete-factory';
import { until } from './support/garmin-connect';
import { signedUpAthlete } from './support/seed-athlete';
import { createTestApp, TEST_SUBSCRIPTION_SECRET, type TestApp } from './support/test-app';
import { startRevenueCatStandIn, type RevenueCatStandIn } from './stand-ins/revenuecat/revenuecat-stand-in';

let t: TestApp;
let store: RevenueCatStandIn;

beforeAll(async () => {
  store = await startRevenueCatStandIn({ now: () => t.ctx.clock.now() });
  t = await createTestApp({ ...store.env(), IDENTITY_CACHE_TTL_MS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  store.setWebhook(
    `http://127.0.0.1:${port}/api/v1/webhooks/subscription`,
    `Bearer ${TEST_SUBSCRIPTION_SECRET}`,
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await store.close();
});

interface Details {
  isPremium: boolean;
  subscriptionType: string | null;
  productName: string | null;
  willRenew: boolean;
  premiumExpiresAtUtc: string | null;
  waitingForPaymentEvent: boolean;
  store: string | null;
  managementUrl: string | null;
}

async function newAthlete(): Promise<TestAthlete & { userId: string }> {
  const athlete = await signedUpAthlete(t);
  const { systemUserId } = (await athlete.call('GET', '/api/v1/app/identity')).json<{
    systemUserId: string;
  }>();
  return Object.assign(athlete, { userId: systemUserId });
}

/** What purchases-js sends for a Test Store purchase (POST /v1/receipts with the public key). */
const buyInStore = (userId: string, productId: string) =>
  fetch(`${store.base}/v1/receipts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${store.publicKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      app_user_id: userId,
      product_id: productId,
      currency: 'EUR',
      fetch_token: 'test_1',
    }),
  });

describe('the paywall’s store', () => {
  it('tells the paywall the public key, the API and the athlete’s app user id, never the secret key', async () => {
    const athlete = await newAthlete();
    const response = await athlete.call('GET', '/api/v1/app/subscription/store-config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      available: true,
      apiKey: store.publicKey,
      apiUrl: store.base,
      appUserId: athlete.userId,
      entitlement: 'Premium',
    });
    expect(response.body).not.toContain(store.secretKey);
  });

  it('lets the page reach the store: the Content-Security-Policy names its API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(String(response.headers['content-security-policy'])).toMatch(
      new RegExp(`connect-src[^;]*${store.base.replace(/[.]/g, '\\.')}`),
    );
  });

  it('waits for the payment event after a purchase, and the store’s webhook makes the athlete premium', async () => {
    const athlete = await newAthlete();
    store.holdWebhooks(true);
    expect((await buyInStore(athlete.userId, 'tricoach_annual')).status).toBe(200);
    const waiting = await athlete.call('POST', '/api/v1/app/subscription/awaiting-payment');
    expect(waiting.json()).toEqual({ waitingForPaymentEvent: true });
    let identity = (await athlete.call('GET', '/api/v1/app/identity')).json<{
      paywallStatus: { isPremium: boolean };
      profile: { waitingForPaymentEvent: boolean };
    }>();
    expect(identity.profile.waitingForPaymentEvent).toBe(true);
    expect(identity.paywallStatus.isPremium).toBe(false);

    store.holdWebhooks(false);
    expect((await buyInStore(athlete.userId, 'tricoach_annual')).status).toBe(200);
    await until(async () => {
      identity = (await athlete.call('GET', '/api/v1/app/identity')).json();
      return identity.paywallStatus.isPremium;
    }, 'premium from the webhook');
    expect(identity.profile.waitingForPaymentEvent).toBe(false);

    const details = (await athlete.call('GET', '/api/v1/app/subscription')).json<Details>();
    expect(details).toMatchObject({
      isPremium: true,
      subscriptionType: 'tricoach_annual',
      productName: 'Annual',
      willRenew: true,
      store: 'TEST_STORE',
    });
    expect(details.managementUrl).toContain(store.base);
    // Already premium: nothing to wait for.
    expect((await athlete.call('POST', '/api/v1/app/subscription/awaiting-payment')).json()).toEqual({
      waitingForPaymentEvent: false,
    });
  });

  it('a cancellation in the store keeps Premium to the end of the period, without renewal', async () => {
    const athlete = await newAthlete();
    await buyInStore(athlete.userId, 'tricoach_monthly');
    await until(
      async () => (await athlete.call('GET', '/api/v1/app/subscription')).json<Details>().isPremium,
      'premium',
    );
    await store.cancel(athlete.userId);
    const details = (await athlete.call('GET', '/api/v1/app/subscription')).json<Details>();
    expect(details).toMatchObject({
      isPremium: true,
      willRenew: false,
      subscriptionType: 'tricoach_monthly',
    });
    expect(Date.parse(details.premiumExpiresAtUtc ?? '')).toBeGreaterThan(t.ctx.clock.now().getTime());
  });

  it('restores a purchase made elsewhere from the store’s customer info, and says so when there is none', async () => {
    const athlete = await newAthlete();
    expect((await athlete.call('POST', '/api/v1/app/subscription/restore')).json()).toEqual({
      restored: false,
    });
    store.grant(athlete.userId, 'tricoach_lifetime', 'APP_STORE');
    expect((await athlete.call('POST', '/api/v1/app/subscription/restore')).json()).toEqual({
      restored: true,
    });
    const details = (await athlete.call('GET', '/api/v1/app/subscription')).json<Details>();
    expect(details).toMatchObject({
      isPremium: true,
      subscriptionType: 'tricoach_lifetime',
      willRenew: false,
      premiumExpiresAtUtc: null,
      store: 'APP_STORE',
    });
  });

  it('a store that does not answer: restore fails with the spec’s words and changes nothing', async () => {
    const athlete = await newAthlete();
    store.grant(athlete.userId, 'tricoach_six_month');
    store.failCustomerInfo(1);
    const response = await athlete.call('POST', '/api/v1/app/subscription/restore');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'Purchase restoration failed. Please try again.' });
    expect((await athlete.call('GET', '/api/v1/app/subscription')).json<Details>().isPremium).toBe(false);
  });

  it('restore and the subscription screen are the asking athlete’s own: another athlete’s purchase restores nothing', async () => {
    const buyer = await newAthlete();
    const other = await newAthlete();
    store.grant(buyer.userId, 'tricoach_annual');
    expect((await other.call('POST', '/api/v1/app/subscription/restore')).json()).toEqual({
      restored: false,
    });
    expect((await other.call('GET', '/api/v1/app/subscription')).json<Details>().isPremium).toBe(false);
    for (const url of ['/api/v1/app/subscription', '/api/v1/app/subscription/store-config'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const url of ['/api/v1/app/subscription/restore', '/api/v1/app/subscription/awaiting-payment'])
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
  });
});

describe('without a store configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  }, 60_000);
  afterAll(() => bare.close());

  it('offers no purchases and restore says it failed, instead of pretending', async () => {
    const athlete = await buildAthlete(bare.app);
    expect((await athlete.call('GET', '/api/v1/app/subscription/store-config')).json()).toMatchObject({
      available: false,
      apiKey: null,
    });
    const restore = await athlete.call('POST', '/api/v1/app/subscription/restore');
    expect(restore.statusCode).toBe(503);
    const details = (await athlete.call('GET', '/api/v1/app/subscription')).json<Details>();
    expect(details).toMatchObject({ isPremium: false, store: null, managementUrl: null });
  });
});
