import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import { devices, pushSubscriptions } from '../db/schema';
import { notFound } from '../http/errors';

/** Spec constants: a device registration and its push permission last 30 days. */
export const DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const UNKNOWN = 'UNKNOWN';

export interface DeviceInput {
  deviceId: string;
  deviceName?: string | undefined;
  deviceManufacturer?: string | undefined;
  deviceOperatingSystem?: string | undefined;
  iosVersion?: string | undefined;
}

const known = (value: string | undefined) => (value && value.trim() ? value.trim() : UNKNOWN);

/** The spec's device calls, each on the caller's own devices: another athlete's device id is 404. */
export function createDevicesService(db: Db, clock: Clock) {
  const own = (athleteId: string, deviceId: string) =>
    and(eq(devices.athleteId, athleteId), eq(devices.deviceId, deviceId));

  /** Expired registrations go whenever the athlete's devices are touched. */
  const forgetExpired = (athleteId: string, now: Date) =>
    db.delete(devices).where(and(eq(devices.athleteId, athleteId), lte(devices.expiresAt, now)));

  return {
    async register(athleteId: string, input: DeviceInput) {
      const now = clock.now();
      await forgetExpired(athleteId, now);
      const fields = {
        name: known(input.deviceName),
        manufacturer: known(input.deviceManufacturer),
        operatingSystem: known(input.deviceOperatingSystem),
        osVersion: known(input.iosVersion),
        registeredAt: now,
        expiresAt: new Date(now.getTime() + DEVICE_TTL_MS),
      };
      const [row] = await db
        .insert(devices)
        .values({ athleteId, deviceId: input.deviceId, ...fields })
        .onConflictDoUpdate({ target: [devices.athleteId, devices.deviceId], set: fields })
        .returning();
      return row;
    },

    /** Forgets the device and its push subscriptions (signing out on it). */
    async unregister(athleteId: string, deviceId: string): Promise<void> {
      // One transaction: a device signed out never keeps the subscriptions that push to it.
      await db.transaction(async (tx) => {
        const removed = await tx.delete(devices).where(own(athleteId, deviceId)).returning();
        if (removed.length === 0) throw notFound('Device not found');
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.athleteId, athleteId), eq(pushSubscriptions.deviceId, deviceId)));
      });
    },

    async setPermission(athleteId: string, deviceId: string, permission: string | undefined) {
      const now = clock.now();
      await forgetExpired(athleteId, now);
      const [row] = await db
        .update(devices)
        .set({
          notificationPermission: known(permission),
          expiresAt: new Date(now.getTime() + DEVICE_TTL_MS),
        })
        .where(own(athleteId, deviceId))
        .returning();
      if (!row) throw notFound('Device not found');
      return row;
    },
  };
}
