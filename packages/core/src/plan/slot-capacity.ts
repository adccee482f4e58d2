import { ENDURANCE_SPORTS, type EnduranceSport } from '../model/index';
import type { DayState } from './week-builder';
import { MINUTE } from './workout-steps';

/**
 * Sessions never fill their slots to the minute (a 34-minute swim set in an hour's slot): a group
 * of sports is given at most this share of the time its slots offer.
 */
const PACKING = 0.95;
/** A sport takes over another's time up to half its own share again (the race's balance stays). */
const MOST_TAKEN_OVER = 0.5;

const SUBSETS: readonly EnduranceSport[][] = [
  ['swim', 'bike', 'run'],
  ['bike', 'run'],
  ['swim', 'bike'],
  ['swim', 'run'],
  ['bike'],
  ['run'],
  ['swim'],
];

/** Seconds of open slots this week offering at least one sport of `sports`. */
function capacityOf(days: readonly DayState[], sports: readonly EnduranceSport[]): number {
  let total = 0;
  for (const day of days)
    for (const slot of day.slots)
      if (!slot.used && sports.some((sport) => slot.sports.has(sport))) total += slot.duration;
  return total;
}

/**
 * The week's sport targets fitted to what its slots can hold (issue 45: "a week's targets can
 * exceed the time offered"): where a group of sports asks more than the slots offering them hold,
 * the group shrinks to fit and the time moves to the sports whose slots have room (an Olympic
 * athlete whose cycling slots are full gets a longer swim week, not an empty swim slot beside a
 * ride that cannot happen). The week's total is kept where another sport's slots can take it.
 * Returns the seconds moved to other sports and the seconds the week lost (no slot for them).
 */
export function fitTargetsToSlots(
  targets: Record<EnduranceSport, number>,
  days: readonly DayState[],
): { moved: number; cut: number } {
  const original = { ...targets };
  let moved = 0;
  // Two rounds move time to the sports with room; the last only shrinks, so what was moved never
  // leaves a group over its slots.
  for (let round = 0; round < 3; round++) {
    let changed = false;
    for (const group of SUBSETS) {
      const asked = group.reduce((sum, sport) => sum + targets[sport], 0);
      const over = asked - capacityOf(days, group) * PACKING;
      if (over <= MINUTE || asked <= 0) continue;
      for (const sport of group) targets[sport] -= (over * targets[sport]) / asked;
      changed = true;
      if (round === 2) continue;
      const receivers = ENDURANCE_SPORTS.filter((sport) => !group.includes(sport) && original[sport] > 0);
      for (const sport of receivers) {
        const headroom = Math.max(0, original[sport] * (1 + MOST_TAKEN_OVER) - targets[sport]);
        const share = Math.min(headroom, over / receivers.length);
        targets[sport] += share;
        moved += share;
      }
    }
    if (!changed) break;
  }
  const total = (split: Record<EnduranceSport, number>): number =>
    ENDURANCE_SPORTS.reduce((sum, sport) => sum + split[sport], 0);
  return { moved, cut: Math.max(0, total(original) - total(targets)) };
}
