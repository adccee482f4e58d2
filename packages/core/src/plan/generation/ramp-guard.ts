import { FITNESS_DECAY, FITNESS_GAIN, RAMP_DAYS } from '../../load/fitness';
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
  /** Today's fitness (plan/starting-fitness.ts): where the projection starts. */
  initialFitness: number;
  dailyStress: number[];
  /** Fitness at the end of each day of `dailyStress`: the weeks before are settled, not recomputed. */
  fitness: number[];
}

export function startRampGuard(todayNumber: number, initialFitness: number): RampGuard {
  return { todayNumber, initialFitness, dailyStress: [], fitness: [] };
}

/** Adds the sessions' stress to `dailyStress`, whose first entry is day `first` of the plan. */
function addStress(
  dailyStress: number[],
  first: number,
  guard: RampGuard,
  sessions: readonly PlannedSession[],
  days: readonly DayState[],
): void {
  for (const session of sessions) {
    // A race is not planned training: its stress is the race's, not the build's.
    if (session.focus === 'Race') continue;
    const day = days.find((candidate) => candidate.date === session.date);
    const offset = day === undefined ? -1 : day.dayNumber - guard.todayNumber;
    if (offset < 0) continue;
    while (dailyStress.length <= offset - first) dailyStress.push(0);
    dailyStress[offset - first] = (dailyStress[offset - first] ?? 0) + session.load;
  }
}

/**
 * Fitness at the end of each day of `dailyStress` from its index `first` on, which is day `from`
 * of the plan, written to the same indexes of `into`; continues the guard's settled fitness before
 * day `from`: the same sums in the same order as from day one.
 */
function fitnessFrom(
  guard: RampGuard,
  dailyStress: readonly number[],
  first: number,
  from: number,
  into: number[] | Float64Array,
): void {
  let ctl = from > 0 ? (guard.fitness[from - 1] ?? 0) : guard.initialFitness;
  for (let i = first; i < dailyStress.length; i++) {
    ctl = ctl * FITNESS_DECAY + (dailyStress[i] ?? 0) * FITNESS_GAIN;
    into[i] = ctl;
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
  const offsets = days.map((day) => day.dayNumber - guard.todayNumber);
  // The days before this week's first are settled: their fitness is the guard's.
  const from = Math.max(0, Math.min(guard.dailyStress.length, ...offsets));
  const last = Math.max(...offsets);
  for (let attempt = 0; isBuild && attempt < MAX_SHEDS_PER_WEEK; attempt++) {
    const weekStress = guard.dailyStress.slice(from);
    addStress(weekStress, from, guard, builder.sessions, days);
    while (from + weekStress.length <= last) weekStress.push(0);
    const fitness = new Float64Array(weekStress.length);
    fitnessFrom(guard, weekStress, 0, from, fitness);
    const fitnessOn = (offset: number): number =>
      offset >= from ? (fitness[offset - from] ?? 0) : (guard.fitness[offset] ?? 0);
    const rampOn = (offset: number): number => fitnessOn(offset) - fitnessOn(offset - RAMP_DAYS);
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
  addStress(guard.dailyStress, 0, guard, builder.sessions, days);
  const settled = Math.min(guard.fitness.length, from);
  guard.fitness.length = settled;
  fitnessFrom(guard, guard.dailyStress, settled, settled, guard.fitness);
  return secondsShed;
}
