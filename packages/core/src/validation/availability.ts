import { z } from 'zod';
import { WEEKDAYS, type Weekday, type WeeklyAvailability } from '../model/athlete';
import { validateAvailability, type AvailabilityIssue } from '../availability/validate-availability';
import { boundedNumber, modalityList } from './fields';
import { messages } from './messages';

/**
 * Availability (spec section 3): for each weekday Monday to Sunday, slots with a duration in
 * minutes and the modalities the athlete can do in them. The guidance of spec section 5
 * (about 10 % over peak volume, three slots per sport, long slots meeting race minimums) is
 * availability/'s `validateAvailability`, re-exported here as `availabilityGuidance`.
 */

/**
 * Slot bounds the spec leaves open: 15 minutes, the shortest useful session, up to 12 hours,
 * which holds an Ironman-distance long ride; whole minutes. At most 4 slots a day.
 */
export const SLOT_DURATION_BOUNDS = { min: 15, max: 720, isInteger: true, unit: 'minutes' } as const;
export const MAX_SLOTS_PER_DAY = 4;

export const availabilitySlotSchema = z.object({
  durationMinutes: boundedNumber('Duration', SLOT_DURATION_BOUNDS),
  modalities: modalityList('Modalities', {
    empty: 'Choose at least one sport for this slot',
    repeated: 'Each sport may be chosen only once per slot',
  }),
});

const daySlots = (weekday: Weekday) =>
  z
    .array(availabilitySlotSchema, { error: messages.required(weekday) })
    .max(MAX_SLOTS_PER_DAY, `${weekday} may have at most ${MAX_SLOTS_PER_DAY} slots`)
    .default([]);

/**
 * GET/POST availability/{key} and POST availability/validate/{key}. A missing day has no
 * slots. Out: the engine's `WeeklyAvailability`, durations in seconds.
 */
export const availabilitySchema = z
  .object({
    Monday: daySlots('Monday'),
    Tuesday: daySlots('Tuesday'),
    Wednesday: daySlots('Wednesday'),
    Thursday: daySlots('Thursday'),
    Friday: daySlots('Friday'),
    Saturday: daySlots('Saturday'),
    Sunday: daySlots('Sunday'),
  })
  .transform((week): WeeklyAvailability => {
    const inSeconds = (weekday: Weekday) =>
      week[weekday].map((slot) => ({ duration: slot.durationMinutes * 60, modalities: slot.modalities }));
    return {
      Monday: inSeconds('Monday'),
      Tuesday: inSeconds('Tuesday'),
      Wednesday: inSeconds('Wednesday'),
      Thursday: inSeconds('Thursday'),
      Friday: inSeconds('Friday'),
      Saturday: inSeconds('Saturday'),
      Sunday: inSeconds('Sunday'),
    } satisfies Record<(typeof WEEKDAYS)[number], unknown>;
  });

/** The section 5 guidance for a validated availability: warnings the athlete may act on. */
export const availabilityGuidance: (...args: Parameters<typeof validateAvailability>) => AvailabilityIssue[] =
  validateAvailability;
