import type { Sport } from '../model/index';
import {
  MODALITY_OF_SPORT,
  WEEKDAYS,
  type AvailabilitySlot,
  type WeeklyAvailability,
  type Weekday,
} from '../model/athlete';

export function slotOffers(slot: AvailabilitySlot, sport: Sport): boolean {
  return slot.modalities.includes(MODALITY_OF_SPORT[sport]);
}

export function allSlots(
  availability: WeeklyAvailability,
): { weekday: Weekday; index: number; slot: AvailabilitySlot }[] {
  return WEEKDAYS.flatMap((weekday) =>
    (availability[weekday] ?? []).map((slot, index) => ({ weekday, index, slot })),
  );
}

/** Seconds per week across all slots. */
export function weeklyAvailableTime(availability: WeeklyAvailability): number {
  return allSlots(availability).reduce((sum, { slot }) => sum + slot.duration, 0);
}

export function trainingDayCount(availability: WeeklyAvailability): number {
  return WEEKDAYS.filter((weekday) => (availability[weekday] ?? []).some((slot) => slot.duration > 0)).length;
}

export function slotsForSport(availability: WeeklyAvailability, sport: Sport): AvailabilitySlot[] {
  return allSlots(availability)
    .map(({ slot }) => slot)
    .filter((slot) => slotOffers(slot, sport));
}

export function longestSlotFor(availability: WeeklyAvailability, sport: Sport): number {
  return slotsForSport(availability, sport).reduce((longest, slot) => Math.max(longest, slot.duration), 0);
}
