import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes, subscriptionEvents } from '../src/db/schema';
import type { TestAthlete } from './support/athlete-factory';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile, TEST_SUBSCRIPTION_SECRET } from './support/test-app';
import { TEST_NOW } from './support/test-clock';

const t = appForFile({ IDENTITY_CACHE_TTL_MS: '60000' });

const NOW = Date.parse(TEST_NOW);
const DAY = 86_400_000;

/** RevenueCat's webhook body (integrations.md) for the athlete's systemUserId. */
function event(userId: string, type: string, fields: Record<string, unknown> = {}) {
  return {
    api_version: '1.0',
    event: {
      id: randomUUID(),
      type,
      app_user_id: userId,
      original_app_user_id: userId,
      aliases: [userId],
      product_id: 'tricoach_annual',
      entitlement_ids: ['Premium'],
      period_type: 'NORMAL',
      purchased_at_ms: NOW - 1000,
      expiration_at_ms: NOW + 365 * DAY,
      event_timestamp_ms: NOW,
      store: 'STRIPE',
      environment: 'SANDBOX',
      ...fields,
    },
  };
}

const post = (body: object, authorization = `Bearer ${TEST_SUBSCRIPTION_SECRET}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/subscription',
    headers: { authorization },
    payload: body,
  });

async function subscriptionOf(athlete: TestAthlete) {
  const identity = (await athlete.call('GET', '/api/v1/app/identity')).json<{
    systemUserId: string;
    paywallStatus: { isPremium: boolean; subscriptionType: string | null; willRenew: boolean };
    profile: { waitingForPaymentEvent: boolean };
  }>();
  return { ...identity.paywallStatus, waiting: identity.profile.waitingForPaymentEvent };
}

async function newAthlete() {
  const athlete = await signedUpAthlete(t);
  const { systemUserId } = (await athlete.call('GET', '/api/v1/app/identity')).json<{
    systemUserId: string;
  }>();
  return { athlete, userId: systemUserId };
}

describe('POST /api/v1/webhooks/subscription', () => {
  it('a purchase makes the athlete Premium at once; cancelling keeps it to the end; expiry ends it', async () => {
    const { athlete, userId } = await newAthlete();
    expect(await subscriptionOf(athlete)).toMatchObject({ isPremium: false, subscriptionType: null });

    const bought = await post(event(userId, 'INITIAL_PURCHASE', { event_timestamp_ms: NOW }));
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await subscriptionOf(athlete)).toMatchObject({
      isPremium: true,
      subscriptionType: 'tricoach_annual',
      willRenew: true,
    });

    await post(event(userId, 'CANCELLATION', { event_timestamp_ms: NOW + 1000 }));
    expect(await subscriptionOf(athlete)).toMatchObject({ isPremium: true, willRenew: false });
    await post(event(userId, 'UNCANCELLATION', { event_timestamp_ms: NOW + 2000 }));
    expect(await subscriptionOf(athlete)).toMatchObject({ isPremium: true, willRenew: true });
    await post(event(userId, 'EXPIRATION', { event_timestamp_ms: NOW + 3000 }));
    expect(await subscriptionOf(athlete)).toMatchObject({ isPremium: false, willRenew: false });
  });

  it('a replayed event id changes nothing, whatever its type; an older event arriving late neither', async () => {
    const { athlete, userId } = await newAthlete();
    const purchase = event(userId, 'INITIAL_PURCHASE', { event_timestamp_ms: NOW + 5000 });
    await post(purchase);
    const replay = await post({ ...purchase, event: { ...purchase.event, type: 'EXPIRATION' } });
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await subscriptionOf(athlete)).toMatchObject({ isPremium: true });

    const late = await post(event(userId, 'EXPIRATION', { event_timestamp_ms: NOW }));
    expect(late.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await subscriptionOf(athlete)).toMatchObject({ isPremium: true });
    const stored = await t.ctx.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.athleteId, athlete.athleteId));
    expect(stored.map((row) => [row.type, row.applied]).sort()).toEqual([
      ['EXPIRATION', false],
      ['INITIAL_PURCHASE', true],
    ]);
  });

  it('an expiry passed without its EXPIRATION event is not Premium; a lifetime purchase never runs out', async () => {
    const { athlete, userId } = await newAthlete();
    await post(event(userId, 'RENEWAL', { expiration_at_ms: NOW - DAY }));
    expect(await subscriptionOf(athlete)).toMatchObject({ isPremium: false });
    await post(
      event(userId, 'NON_RENEWING_PURCHASE', {
        product_id: 'tricoach_lifetime',
        expiration_at_ms: null,
        event_timestamp_ms: NOW + 1,
      }),
    );
    expect(await subscriptionOf(athlete)).toMatchObject({
      isPremium: true,
      subscriptionType: 'tricoach_lifetime',
      willRenew: false,
    });
  });

  it('clears "waiting for the payment event" when the event comes', async () => {
    const { athlete, userId } = await newAthlete();
    await t.ctx.db
      .update(athletes)
      .set({ waitingForPaymentEvent: true })
      .where(eq(athletes.id, athlete.athleteId));
    t.ctx.identity.invalidate(athlete.athleteId);
    expect(await subscriptionOf(athlete)).toMatchObject({ waiting: true });
    await post(event(userId, 'INITIAL_PURCHASE'));
    expect(await subscriptionOf(athlete)).toMatchObject({ waiting: false, isPremium: true });
  });

  it('a forged call changes nothing: wrong or missing secret 401, before the body is read', async () => {
    const { athlete, userId } = await newAthlete();
    for (const authorization of ['Bearer wrong', TEST_SUBSCRIPTION_SECRET, ''])
      expect((await post(event(userId, 'INITIAL_PURCHASE'), authorization)).statusCode).toBe(401);
    expect((await post({ not: 'an event' }, 'Bearer wrong')).statusCode).toBe(401);
    expect(await subscriptionOf(athlete)).toMatchObject({ isPremium: false });
    expect((await post({ event: { type: 'INITIAL_PURCHASE' } })).statusCode).toBe(400);
  });

  it('acknowledges events about no athlete (the store’s TEST, another entitlement) without a change', async () => {
    const { athlete, userId } = await newAthlete();
    expect((await post(event('$RCAnonymousID:abc', 'TEST'))).json()).toMatchObject({ outcome: 'unknown' });
    expect((await post(event(randomUUID(), 'INITIAL_PURCHASE'))).json()).toMatchObject({
      outcome: 'unknown',
    });
    const other = await post(event(userId, 'INITIAL_PURCHASE', { entitlement_ids: ['Coaching-Calls'] }));
    expect(other.json()).toMatchObject({ outcome: 'ignored' });
    expect(await subscriptionOf(athlete)).toMatchObject({ isPremium: false });
  });
});
