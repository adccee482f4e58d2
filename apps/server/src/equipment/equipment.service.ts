import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages, oneOfField, type Modality } from '@tricoach/core';
import type { Db } from '../db/database';
import { athleteProfiles } from '../db/schema';
import { readStoredPreferences } from '../athlete/profile.storage';
import { ApiError, type FieldError } from '../http/errors';

/**
 * What the athlete can train with. The spec names the calls, not the list (section 7):
 * these are the items that change which sessions a coach can prescribe (power or heart-rate
 * targets, indoor alternatives, open-water and strength work). `sport` is the modality the
 * item serves, or null for every sport.
 */
export const EQUIPMENT_OPTIONS = [
  { value: 'HeartRateStrap', label: 'Heart-rate chest strap', sport: null },
  { value: 'GpsWatch', label: 'GPS sports watch', sport: null },
  { value: 'PowerMeter', label: 'Power meter (bike)', sport: 'cycling' },
  { value: 'IndoorTrainer', label: 'Indoor bike trainer', sport: 'cycling' },
  { value: 'RunningPowerMeter', label: 'Running power sensor', sport: 'running' },
  { value: 'Treadmill', label: 'Treadmill', sport: 'running' },
  { value: 'PoolAccess', label: 'Swimming pool access', sport: 'swimming' },
  { value: 'OpenWater', label: 'Open water access', sport: 'swimming' },
  { value: 'Wetsuit', label: 'Wetsuit', sport: 'swimming' },
  { value: 'GymAccess', label: 'Gym access', sport: 'strengthtraining' },
] as const satisfies readonly { value: string; label: string; sport: Modality | null }[];

const VALUES = EQUIPMENT_OPTIONS.map((option) => option.value);

/** Every item at most once; unknown names are one_of failures of that item. */
const equipmentSchema = z.object({
  equipment: z
    .array(oneOfField(VALUES, 'Equipment'), { error: messages.required('Equipment') })
    .max(VALUES.length, `Equipment may list at most ${VALUES.length} items`)
    .refine((items) => new Set(items).size === items.length, 'Each equipment item may be listed only once'),
});

function check(body: unknown): { ok: true; equipment: string[] } | { ok: false; fieldErrors: FieldError[] } {
  const parsed = equipmentSchema.safeParse(body ?? {});
  if (parsed.success) return { ok: true, equipment: parsed.data.equipment };
  const fieldErrors = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'equipment',
    message: issue.message,
  }));
  return { ok: false, fieldErrors };
}

/** Stored in the options' order, whatever order the athlete ticked them in. */
const inOptionOrder = (items: readonly string[]) => VALUES.filter((value) => items.includes(value));

export function createEquipmentService(db: Db) {
  return {
    options() {
      return EQUIPMENT_OPTIONS.map((option) => ({ ...option }));
    },
    /** Errors as data: the validate call answers 200 with the field messages. */
    validate(body: unknown): { isValid: boolean; fieldErrors: FieldError[] } {
      const checked = check(body);
      return checked.ok
        ? { isValid: true, fieldErrors: [] }
        : { isValid: false, fieldErrors: checked.fieldErrors };
    },
    /** The athlete's equipment; nothing recorded yet is an empty list. */
    async get(athleteId: string): Promise<{ equipment: string[] }> {
      const [row] = await db
        .select({ equipment: athleteProfiles.equipment })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.athleteId, athleteId));
      return { equipment: inOptionOrder(row?.equipment ?? []) };
    },
    /** Replaces the list as a whole, after the same check as the validate call (400 with its messages). */
    async replace(athleteId: string, body: unknown): Promise<{ equipment: string[] }> {
      const checked = check(body);
      if (!checked.ok) {
        throw new ApiError(
          400,
          'validation_failed',
          checked.fieldErrors[0]?.message ?? 'Invalid equipment',
          checked.fieldErrors,
        );
      }
      const equipment = inOptionOrder(checked.equipment);
      // A profile row needs preferences; an athlete who skipped every other screen gets the defaults.
      await db
        .insert(athleteProfiles)
        .values({ athleteId, equipment, preferences: readStoredPreferences(undefined), experience: {} })
        .onConflictDoUpdate({ target: athleteProfiles.athleteId, set: { equipment, updatedAt: sql`now()` } });
      return { equipment };
    },
  };
}
