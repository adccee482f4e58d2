import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';

const text = (name: string, max = 200) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, `${name} must be at most ${max} characters`)
    .optional();
const deviceId = z
  .string({ error: 'deviceId is required' })
  .trim()
  .min(1, 'deviceId is required')
  .max(200, 'deviceId must be at most 200 characters');
const deviceView = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  deviceManufacturer: z.string(),
  deviceOperatingSystem: z.string(),
  iosVersion: z.string(),
  notificationPermission: z.string(),
  expiresAtUtc: z.string(),
});
const base64url = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(16, `${name} is not a valid key`)
    .max(200, `${name} is not a valid key`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} is not a valid key`);

const viewOf = (row: {
  deviceId: string;
  name: string;
  manufacturer: string;
  operatingSystem: string;
  osVersion: string;
  notificationPermission: string;
  expiresAt: Date;
}) => ({
  deviceId: row.deviceId,
  deviceName: row.name,
  deviceManufacturer: row.manufacturer,
  deviceOperatingSystem: row.operatingSystem,
  iosVersion: row.osVersion,
  notificationPermission: row.notificationPermission,
  expiresAtUtc: row.expiresAt.toISOString(),
});

/** Spec "Devices" and the Web Push subscription of the browser (issue 14 part 2). */
export function registerPushRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'devices', guards, clock: ctx.clock, perMinute: 60 });

  routes.put(
    '/api/v1/app/device/register',
    {
      summary: 'Register this device (missing fields are stored as UNKNOWN; kept 30 days)',
      body: z.object({
        deviceId,
        deviceName: text('deviceName'),
        deviceManufacturer: text('deviceManufacturer'),
        deviceOperatingSystem: text('deviceOperatingSystem'),
        iosVersion: text('iosVersion', 50),
      }),
      response: { 200: deviceView },
    },
    async ({ athleteId, request }) => {
      const row = await ctx.devices.register(athleteId, request.body);
      if (!row) throw new Error('device not stored');
      return viewOf(row);
    },
  );

  routes.put(
    '/api/v1/app/device/unregister',
    {
      summary: 'Forget this device and its push subscriptions',
      querystring: z.object({ deviceId }),
      response: { 204: z.null() },
    },
    async ({ athleteId, request }) => {
      await ctx.devices.unregister(athleteId, request.query.deviceId);
    },
  );

  routes.post(
    '/api/v1/app/device/permissions',
    {
      summary: 'The notification permission the device has now',
      body: z.object({ deviceId, notificationPermission: text('notificationPermission', 40) }),
      response: { 200: deviceView },
    },
    async ({ athleteId, request }) =>
      viewOf(
        await ctx.devices.setPermission(
          athleteId,
          request.body.deviceId,
          request.body.notificationPermission,
        ),
      ),
  );

  routes.get(
    '/api/v1/app/push/vapid-public-key',
    {
      summary: 'The VAPID public key a browser subscribes to pushes with',
      response: { 200: z.object({ publicKey: z.string() }) },
    },
    async () => ({ publicKey: ctx.webPush.publicKey }),
  );

  routes.put(
    '/api/v1/app/push-subscriptions',
    {
      summary: "Store this browser's push subscription (PushSubscription.toJSON())",
      body: z.object({
        endpoint: z.string({ error: 'endpoint is required' }).max(2000, 'endpoint is too long'),
        keys: z.object({ p256dh: base64url('p256dh'), auth: base64url('auth') }),
        deviceId: deviceId.optional(),
      }),
      response: { 204: z.null() },
    },
    async ({ athleteId, request }) => {
      await ctx.webPush.subscribe(athleteId, request.body);
    },
  );

  routes.delete(
    '/api/v1/app/push-subscriptions',
    {
      summary: "Remove this browser's push subscription",
      body: z.object({ endpoint: z.string({ error: 'endpoint is required' }).max(2000) }),
      response: { 204: z.null() },
    },
    async ({ athleteId, request }) => {
      if (!(await ctx.webPush.unsubscribe(athleteId, request.body.endpoint)))
        throw notFound('Push subscription not found');
    },
  );
}
