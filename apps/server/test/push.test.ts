import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema';
import { loadVapidKeys } from '../src/push/web-push.service';
import { daysFromToday, type TestAthlete } from './support/athlete-factory';
import { until } from './support/garmin-connect';
import { whileRefusing } from './support/refuse-writes';
import { signedUpAthlete } from './support/seed-athlete';
import { createTestApp, type TestApp } from './support/test-app';
import { TEST_NOW } from './support/test-clock';
import { startPushService, type PushServiceStandIn } from './stand-ins/push/push-service';

let t: TestApp;
let push: PushServiceStandIn;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({}, undefined, undefined, { pushAgent: push.agent });
}, 60_000);
afterAll(async () => {
  await t.close();
  await push.close();
});

let counter = 0;
async function subscribed(athlete: TestAthlete, consent = true) {
  const patched = await athlete.call('PATCH', `/api/v1/odata/AthleteProfile/${athlete.athleteId}`, {
    communication: { pushNotifications: consent, emailNotifications: false },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  counter += 1;
  const name = `browser-${counter}`;
  const response = await athlete.call('PUT', '/api/v1/app/push-subscriptions', push.subscribe(name));
  expect(response.statusCode, response.body).toBe(204);
  return name;
}

const logFirstWorkout = (athlete: TestAthlete) =>
  athlete.call('POST', '/api/v1/app/completed-workouts', {
    sport: 'running',
    date: daysFromToday(-1),
    startTime: '07:00',
    durationSeconds: 1800,
    rpe: 4,
  });

describe('devices', () => {
  it('registers with UNKNOWN for what the device did not say, for 30 days; permissions update it', async () => {
    const athlete = await signedUpAthlete(t);
    const registered = await athlete.call('PUT', '/api/v1/app/device/register', {
      deviceId: 'phone-1',
      deviceName: 'Ann’s phone',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({
      deviceId: 'phone-1',
      deviceName: 'Ann’s phone',
      deviceManufacturer: 'UNKNOWN',
      deviceOperatingSystem: 'UNKNOWN',
      iosVersion: 'UNKNOWN',
      notificationPermission: 'UNKNOWN',
    });
    const days = (Date.parse(registered.json().expiresAtUtc) - Date.parse(TEST_NOW)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const permission = await athlete.call('POST', '/api/v1/app/device/permissions', {
      deviceId: 'phone-1',
      notificationPermission: 'granted',
    });
    expect(permission.json()).toMatchObject({ notificationPermission: 'granted' });
    expect((await athlete.call('PUT', '/api/v1/app/device/register', {})).statusCode).toBe(400);
  });

  it('answers 404 for another athlete’s device, and unregisters only one’s own', async () => {
    const owner = await signedUpAthlete(t);
    const other = await signedUpAthlete(t);
    await owner.call('PUT', '/api/v1/app/device/register', { deviceId: 'shared-id' });
    expect((await other.call('PUT', '/api/v1/app/device/unregister?deviceId=shared-id')).statusCode).toBe(
      404,
    );
    expect(
      (
        await other.call('POST', '/api/v1/app/device/permissions', {
          deviceId: 'shared-id',
          notificationPermission: 'denied',
        })
      ).statusCode,
    ).toBe(404);
    expect((await owner.call('PUT', '/api/v1/app/device/unregister?deviceId=shared-id')).statusCode).toBe(
      204,
    );
    expect((await owner.call('PUT', '/api/v1/app/device/unregister?deviceId=shared-id')).statusCode).toBe(
      404,
    );
  });
});

describe('signing out on a device', () => {
  it('fails whole when its push subscriptions cannot go: the device stays registered with them', async () => {
    const owner = await signedUpAthlete(t);
    await owner.call('PUT', '/api/v1/app/device/register', { deviceId: 'half-way-phone' });
    const subscribed = await owner.call('PUT', '/api/v1/app/push-subscriptions', {
      ...push.subscribe('half-way-phone'),
      deviceId: 'half-way-phone',
    });
    expect(subscribed.statusCode, subscribed.body).toBe(204);
    const kept = async () => ({
      devices: (await t.database.executeSql('SELECT 1 FROM devices WHERE athlete_id = $1', [owner.athleteId]))
        .rows.length,
      subscriptions: (
        await t.ctx.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.athleteId, owner.athleteId))
      ).length,
    });
    // The device row is deleted first; its subscriptions are refused.
    const refused = await whileRefusing(
      t,
      { table: 'push_subscriptions', write: 'DELETE', when: `OLD.athlete_id = '${owner.athleteId}'` },
      () => owner.call('PUT', '/api/v1/app/device/unregister?deviceId=half-way-phone'),
    );
    expect(refused.statusCode).toBe(500);
    expect(await kept()).toEqual({ devices: 1, subscriptions: 1 });
    expect(
      (await owner.call('PUT', '/api/v1/app/device/unregister?deviceId=half-way-phone')).statusCode,
    ).toBe(204);
    expect(await kept()).toEqual({ devices: 0, subscriptions: 0 });
  });
});

describe('web push', () => {
  it('keeps one VAPID key pair for every process on the database', async () => {
    const first = await loadVapidKeys(t.ctx.db, {});
    expect(await loadVapidKeys(t.ctx.db, {})).toEqual(first);
    const athlete = await signedUpAthlete(t);
    expect((await athlete.call('GET', '/api/v1/app/push/vapid-public-key')).json()).toEqual({
      publicKey: first.publicKey,
    });
  });

  it('pushes a new notification, encrypted for the browser and signed with VAPID, with the spec’s data', async () => {
    const athlete = await signedUpAthlete(t);
    const bystander = await signedUpAthlete(t);
    const name = await subscribed(athlete);
    const other = await subscribed(bystander);
    expect((await logFirstWorkout(athlete)).statusCode).toBe(201);
    const got = await until(async () => push.received.find((p) => p.name === name), 'the push');
    const [notification] = (await athlete.call('GET', '/api/v1/odata/notification')).json<{ id: string }[]>();
    expect(got.payload).toMatchObject({
      title: expect.any(String),
      body: expect.any(String),
      data: {
        openInAppNotification: true,
        inAppNotificationId: notification?.id,
        pushOpenAppRoute: expect.stringMatching(/^\/app\//),
      },
    });
    expect(got.vapid).toMatchObject({ aud: push.origin, sub: 'mailto:support@tricoach.app' });
    expect(got.ttl).toBe('86400');
    expect(push.received.some((p) => p.name === other)).toBe(false);
    expect(push.refused).toEqual([]);
  });

  it('sends nothing without the push consent', async () => {
    const athlete = await signedUpAthlete(t);
    const name = await subscribed(athlete, false);
    expect((await logFirstWorkout(athlete)).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(push.received.some((p) => p.name === name)).toBe(false);
  });

  it('forgets a subscription the push service calls gone; refuses endpoints that are not push services', async () => {
    const athlete = await signedUpAthlete(t);
    const name = await subscribed(athlete);
    push.expire(name);
    expect((await athlete.call('POST', '/api/v1/app/test/send-push')).statusCode).toBe(404);
    const left = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.athleteId, athlete.athleteId));
    expect(left).toHaveLength(0);
    const evil = await athlete.call('PUT', '/api/v1/app/push-subscriptions', {
      endpoint: 'https://10.0.0.1/internal',
      keys: push.subscribe('evil').keys,
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().message).toBe('This push service is not supported.');
  });

  it('the developer call sends a test push to the athlete’s browsers', async () => {
    const athlete = await signedUpAthlete(t);
    const name = await subscribed(athlete);
    const sent = await athlete.call('POST', '/api/v1/app/test/send-push');
    expect(sent.json()).toEqual({ message: 'A test push was sent to 1 device.' });
    const got = push.received.find((p) => p.name === name);
    expect(got?.payload).toMatchObject({
      title: 'Tricoach test push',
      data: { pushOpenAppRoute: '/app/notifications' },
    });
  });
});
