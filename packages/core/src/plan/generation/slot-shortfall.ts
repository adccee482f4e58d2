import type { AvailabilityIssue } from '../../availability/validate-availability';
import type { DayState } from '../week-builder';

/** A load week whose sessions fill less than 90 % of its endurance target is reported. */
const SHORTFALL_TOLERANCE = 0.9;

/** Endurance time a week's sessions hold against the time its target asks for (seconds). */
export interface Shortfall {
  placed: number;
  target: number;
}

/**
 * The slots decide what a week can hold: the target is the race's need (capped by the
 * availability ÷ 1.1), and when the sessions placed fall short of it the week says so. Only a
 * full build load week is judged: recovery, race, paused and current weeks are short on purpose.
 */
export function slotShortfall(input: {
  isFullLoadWeek: boolean;
  placed: number;
  target: number;
  days: readonly DayState[];
  restDays: ReadonlySet<number>;
}): Shortfall | undefined {
  if (!input.isFullLoadWeek) return undefined;
  // A rest day the coach made is not a shortfall of the athlete's slots.
  const restedTime = input.days
    .filter((day) => input.restDays.has(day.dayNumber))
    .reduce(
      (sum, day) =>
        sum +
        day.slots
          .filter((slot) => slot.sports.has('swim') || slot.sports.has('bike') || slot.sports.has('run'))
          .reduce((time, slot) => time + slot.duration, 0),
      0,
    );
  return input.placed + restedTime < input.target * SHORTFALL_TOLERANCE
    ? { placed: input.placed, target: input.target }
    : undefined;
}

/** The season reports one short week: the one with the largest target, the most the race asks of the slots. */
export function worseShortfall(worst: Shortfall | undefined, week: Shortfall): Shortfall {
  return !worst || week.target > worst.target ? week : worst;
}

export function shortfallReason({ placed, target }: Shortfall): string {
  return `Availability holds ${clock(placed)} of the ${clock(target)} endurance target`;
}

/**
 * Decision (docs/coaching-plan.md §5): the weekly target stays what the race needs, within the
 * availability ÷ 1.1 of spec 5, and the plan reports what the slots really hold. Capping the
 * target silently would tell the athlete the race is covered; the shortfall tells them what to
 * change (at most two sessions a day, interval sessions of 60–80 min, so short or few weekday slots
 * hold less than their hours).
 */
export function slotShortfallIssue({ placed, target }: Shortfall): AvailabilityIssue {
  return {
    code: 'NotEnoughTrainingHours',
    message: `Your slots hold about ${clock(placed)} of a ${clock(target)} endurance week the plan asks for (at most two sessions a day): lengthen a weekday slot or add a day`,
    available: Math.round(placed),
    required: Math.round(target),
  };
}

function clock(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
}
