import { FITNESS_DECAY, FITNESS_GAIN, fitnessAfterEachDay, RAMP_DAYS } from '../../load/fitness';
import { steadyFitness } from '../../goals/race-needs';
import type { PlannedSession } from '../../model/plan-types';
import type { DayState, WeekBuilder } from '../week-builder';

/**
 * The coaches' outer bound on planned fitness growth is 8 CTL points in any seven days
 * (coaching-science.md "Load"; GoldenCheetah calls more "risky"). Weekly volumes follow the
 * low-risk 4–6 points, but a heavy weekend after a race or a recovery week and a full load week
 * behind it can still add up to more over a rolling seven days: the guard keeps a little under 8.
 */
export const RAMP_GUARD_LIMIT = 7.8;
/** Sheds tried per week before the guard gives up (each shortens at least one session). */
const MAX_SHEDS_PER_WEEK = 14;

/** The season's planned daily stress so far, from the plan's first day (today). */
export interface RampGuard {
  todayNumber: number;
  /** Steady fitness of the athlete's current weekly volume: where the projection starts. */
  initialFitness: number;
  dailyStress: number[];
}

export function startRampGuard(todayNumber: number, currentWeeklySeconds: number): RampGuard {
  return { todayNumber, initialFitness: steadyFitness(currentWeeklySeconds), dailyStress: [] };
}

function addStress(
  dailyStress: number[],
  guard: RampGuard,
  sessions: readonly PlannedSession[],
  days: readonly DayState[],
): void {
  const byDate = new Map(days.map((day) => [day.date, day.dayNumber - guard.todayNumber]));
  for (const session of sessions) {
    // A race is not planned training: its stress is the race's, not the build's.
    if (session.focus === 'Race') continue;
    const offset = byDate.get(session.date);
    if (offset === undefined || offset < 0) continue;
    while (dailyStress.length <= offset) dailyStress.push(0);
    dailyStress[offset] = (dailyStress[offset] ?? 0) + session.load;
  }
}

/**
 * Shortens this build week's sessions where the projected fitness would rise more than the
 * limit over the seven days ending that day: the day itself gives first, then the week's days
 * before it, nearest first. Returns the seconds given up. Then records the week's stress.
 */
export function keepWeekRampWithin(
  guard: RampGuard,
  builder: WeekBuilder,
  days: readonly DayState[],
  isBuild: boolean,
): number {
  let secondsShed = 0;
  for (let attempt = 0; isBuild && attempt < MAX_SHEDS_PER_WEEK; attempt++) {
    const dailyStress = [...guard.dailyStress];
    addStress(dailyStress, guard, builder.sessions, days);
    const offsets = days.map((day) => day.dayNumber - guard.todayNumber);
    while (dailyStress.length <= Math.max(...offsets)) dailyStress.push(0);
    const fitness = fitnessAfterEachDay(dailyStress, guard.initialFitness);
    const rampOn = (offset: number): number => (fitness[offset] ?? 0) - (fitness[offset - RAMP_DAYS] ?? 0);
    const over = offsets.find((offset) => offset >= RAMP_DAYS && rampOn(offset) > RAMP_GUARD_LIMIT);
    if (over === undefined) break;
    const excess = rampOn(over) - RAMP_GUARD_LIMIT;
    const givers = days
      .map((day, i) => ({ day, offset: offsets[i] ?? 0 }))
      .filter(({ offset }) => offset <= over && offset >= 0)
      .sort((a, b) => b.offset - a.offset);
    let shed = 0;
    for (const { day, offset } of givers) {
      // Stress on day d' adds GAIN·DECAY^(d−d') to the fitness of day d.
      const needed = excess / (FITNESS_GAIN * FITNESS_DECAY ** (over - offset)) + 0.5;
      const result = builder.shedStress(day.date, needed);
      if (result.stress > 0) {
        shed = result.stress;
        secondsShed += result.seconds;
        break;
      }
    }
    if (shed === 0) break;
  }
  addStress(guard.dailyStress, guard, builder.sessions, days);
  return secondsShed;
}
