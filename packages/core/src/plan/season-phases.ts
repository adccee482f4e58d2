import type { IsoDate } from '../dates/index';
import { gapDays, mondayOf, shiftDate, weekdayOf } from './day-math';
import type { RaceGoal, RaceType } from '../model/athlete';
import type { PhaseSpan, TrainingPhase } from '../model/plan-types';
import { RACE_PROFILES } from '../goals/race-catalogue';

/**
 * Weeks of the Specific phase before the taper: race-pace work, bricks and long sessions
 * toward the race minimums (coaching-science.md "Plan shape"). Long races need the longer
 * specific block (Friel's "Build" 8–12 weeks); short races 6.
 */
const SPECIFIC_WEEKS: Readonly<Record<RaceType, number>> = {
  Sprint: 6,
  Olympic: 8,
  HalfIronman: 10,
  Ironman: 12,
  Marathon: 10,
  HalfMarathon: 8,
  TenK: 6,
  FiveK: 6,
  ManualBike: 6,
  ManualRun: 6,
  ManualSwim: 6,
};
/** Off-season weeks after the last A race: unstructured, easy, mentally fresh (Friel "Transition"). */
const OFF_WEEKS = 2;
/** Without an A race the coach builds a base: 12 weeks of Foundation. */
const BASE_ONLY_WEEKS = 12;

/**
 * The races the season is planned backwards from: the A races. Spec section 5 wants an A race
 * before B or C races; goals that break the rule are reported (goal-rules.ts), and the coach
 * still builds toward the most important race (B before C, then the earliest) instead of
 * ignoring the athlete's goal. Goals must be sorted by date.
 */
export function anchorRaces(upcoming: readonly RaceGoal[]): RaceGoal[] {
  const aRaces = upcoming.filter((goal) => goal.priority === 'A');
  if (aRaces.length > 0 || upcoming.length === 0) return aRaces;
  const best = upcoming.find((goal) => goal.priority === 'B') ?? upcoming[0];
  return best ? [best] : [];
}

function endOfWeek(date: IsoDate): IsoDate {
  return shiftDate(mondayOf(date), 6);
}

function push(
  spans: PhaseSpan[],
  phase: TrainingPhase,
  start: IsoDate,
  end: IsoDate,
  raceGoalId?: string,
): void {
  if (gapDays(start, end) < 0) return;
  const previous = spans.at(-1);
  if (
    previous &&
    previous.phase === phase &&
    previous.raceGoalId === raceGoalId &&
    gapDays(previous.end, start) === 1
  ) {
    previous.end = end;
    return;
  }
  spans.push(raceGoalId === undefined ? { phase, start, end } : { phase, start, end, raceGoalId });
}

/**
 * Phases planned backwards from each A race (coaching-science.md "Plan shape"): Taper is
 * Monday-aligned and covers the race's taper days; Specific the weeks before it; Foundation
 * whatever remains from today; RaceDay the race itself; PostRace until the end of the week
 * that completes the race's recovery days; Off after the last A race. Spans are contiguous,
 * start today and never overlap. Without an A race the first race is the anchor.
 */
export function buildSeasonPhases(goals: readonly RaceGoal[], today: IsoDate): PhaseSpan[] {
  const upcoming = goals
    .filter((goal) => gapDays(today, goal.date) >= 0)
    .sort((a, b) => gapDays(b.date, a.date));
  const aRaces = anchorRaces(upcoming);
  const spans: PhaseSpan[] = [];
  let cursor = today;
  let isFirstBlock = true;

  for (const race of aRaces) {
    if (gapDays(cursor, race.date) < 0) continue;
    const profile = RACE_PROFILES[race.type];
    // The Monday on or before the first taper day: a 7-day taper is the race week itself.
    const taperStartRaw = mondayOf(shiftDate(race.date, 1 - profile.taperDays));
    const taperStart = gapDays(cursor, taperStartRaw) > 0 ? taperStartRaw : cursor;
    const buildDays = gapDays(cursor, taperStart);
    const specificDays = SPECIFIC_WEEKS[race.type] * 7;
    // With little time, a first block still keeps a third of it as base: nobody starts with race-pace work.
    const foundationDays = Math.max(
      buildDays - specificDays,
      isFirstBlock ? Math.floor(buildDays / 21) * 7 : 0,
    );
    const specificStart = shiftDate(cursor, foundationDays);
    push(spans, 'Foundation', cursor, shiftDate(specificStart, -1), race.id);
    push(spans, 'Specific', specificStart, shiftDate(taperStart, -1), race.id);
    push(spans, 'Taper', taperStart, shiftDate(race.date, -1), race.id);
    push(spans, 'RaceDay', race.date, race.date, race.id);

    const nextA = aRaces.find((other) => gapDays(race.date, other.date) > 0);
    let postRaceEnd = endOfWeek(shiftDate(race.date, profile.recoveryDays));
    if (nextA && gapDays(postRaceEnd, nextA.date) <= 0) postRaceEnd = shiftDate(nextA.date, -1);
    push(spans, 'PostRace', shiftDate(race.date, 1), postRaceEnd, race.id);
    cursor = shiftDate(postRaceEnd, 1);
    isFirstBlock = false;
  }

  if (aRaces.length === 0) {
    push(spans, 'Foundation', today, shiftDate(mondayOf(today), BASE_ONLY_WEEKS * 7 - 1));
    return spans;
  }
  const lastRace = upcoming.at(-1);
  let offEnd = shiftDate(mondayOf(cursor), OFF_WEEKS * 7 - 1);
  if (weekdayOf(cursor) !== 1) offEnd = shiftDate(offEnd, 7);
  if (lastRace && gapDays(offEnd, lastRace.date) > 0) offEnd = endOfWeek(lastRace.date);
  push(spans, 'Off', cursor, offEnd);
  return spans;
}

/** Phase of a day, or undefined outside the season. */
export function phaseOn(spans: readonly PhaseSpan[], date: IsoDate): PhaseSpan | undefined {
  return spans.find((span) => gapDays(span.start, date) >= 0 && gapDays(date, span.end) >= 0);
}

export function seasonEnd(spans: readonly PhaseSpan[]): IsoDate {
  const last = spans.at(-1);
  if (!last) throw new Error('empty season');
  return last.end;
}
