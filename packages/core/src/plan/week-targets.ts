import type { EnduranceSport } from '../model/index';
import { ENDURANCE_SPORTS } from '../model/index';
import type { RaceType } from '../model/athlete';
import type { TrainingPhase } from '../model/plan-types';
import type { RaceFamily } from '../goals/race-catalogue';
import { SPORT_SHARES } from '../availability/validate-availability';
import type { WeekFrame } from './volume';
import type { DayState } from './week-builder';
import { MINUTE } from './workout-steps';
import type { AthleteLevel } from './workout-types';

/**
 * Long session as a share of the sport's week: bike 65 %, run 50 %, swim 40 %. An age-grouper's
 * weekend long ride is most of a small bike week; at 55 % the long ride of a 3:30 h bike week
 * stopped at 1:55 and the week's bike time went unplaced (coaching-science.md "Progression").
 */
const LONG_SHARE: Readonly<Record<EnduranceSport, number>> = { swim: 0.4, bike: 0.65, run: 0.5 };
/**
 * Largest share of the sport's week the Specific phase's long session may take to reach the race
 * minimum or the run's goal: a novice's 72-minute sprint running week holds a 45-minute long run
 * and a 20-minute easy run (typical beginner sprint plans: Friel, "Your First Triathlon").
 */
const SPECIFIC_LONG_SHARE: Readonly<Record<EnduranceSport, number>> = { swim: 0.6, bike: 0.6, run: 0.65 };
/**
 * Long-session growth per load week: ride +15 min, run and swim +10 min (coaching-science.md
 * "Progression": ~10–15 min a week, about 10 % of the session).
 */
export const LONG_STEP: Readonly<Record<EnduranceSport, number>> = {
  swim: 10 * MINUTE,
  bike: 15 * MINUTE,
  run: 10 * MINUTE,
};
/** Where a long session starts when the athlete reports none. */
export const DEFAULT_LONG: Readonly<Record<EnduranceSport, number>> = {
  swim: 30 * MINUTE,
  bike: 60 * MINUTE,
  run: 40 * MINUTE,
};
/** Weeks after an injury or pause of a sport before it is back at full share: 50 % then +15 % a week. */
export const REBUILD_START = 0.5;
export const REBUILD_STEP = 0.125;
/** Half of an excluded sport's time moves to the sports still allowed (cross-training keeps fitness). */
export const CROSS_TRAINING_SHARE = 0.5;

/**
 * Time per sport. Triathlon ~20/50/30 (availability/ SPORT_SHARES); a novice triathlete swims
 * a quarter of the time, because the swim is limited by technique, which needs frequency:
 * beginner plans give two swims, two rides and two runs a week (Friel; USA Triathlon
 * beginner plans).
 */
export function sportShares(
  family: RaceFamily,
  level: AthleteLevel,
): Partial<Record<EnduranceSport, number>> {
  if (family === 'Triathlon' && level === 'Novice') return NOVICE_TRIATHLON_SHARES;
  return SPORT_SHARES[family];
}
const NOVICE_TRIATHLON_SHARES: Partial<Record<EnduranceSport, number>> = { swim: 0.25, bike: 0.45, run: 0.3 };

/** Weeks over which the sport mix moves from the athlete's own to the race's (Foundation). */
const MIX_TRANSITION_WEEKS = 6;

/**
 * The week's sport shares: from the athlete's current mix (capability) to the race's over the
 * first MIX_TRANSITION_WEEKS weeks, so no single sport jumps when the total barely moves (a
 * runner starting triathlon does not lose a third of the running and add 60 % swimming in week
 * one). Every sport of the race keeps at least half of its race share from the start, so a
 * sport the athlete does not do yet is introduced rather than left out.
 */
export function blendedShares(
  raceShares: Partial<Record<EnduranceSport, number>>,
  currentWeekly: Readonly<Record<EnduranceSport, number>>,
  weekIndex: number,
): Partial<Record<EnduranceSport, number>> {
  const sports = ENDURANCE_SPORTS.filter((sport) => (raceShares[sport] ?? 0) > 0);
  const current = sports.reduce((sum, sport) => sum + currentWeekly[sport], 0);
  const progress = Math.min(1, (weekIndex + 1) / MIX_TRANSITION_WEEKS);
  if (current <= 0 || progress >= 1 || sports.length < 2) return raceShares;
  const raw: Partial<Record<EnduranceSport, number>> = {};
  let sum = 0;
  for (const sport of sports) {
    const race = raceShares[sport] ?? 0;
    const own = currentWeekly[sport] / current;
    const share = Math.max(race / 2, own + (race - own) * progress);
    raw[sport] = share;
    sum += share;
  }
  for (const sport of sports) raw[sport] = (raw[sport] ?? 0) / sum;
  return raw;
}

export function intervalSportsFor(
  family: RaceFamily,
  phase: TrainingPhase,
  level: AthleteLevel,
  isRecoveryWeek: boolean,
): EnduranceSport[] {
  if (phase === 'PostRace' || phase === 'Off' || phase === 'RaceDay') return [];
  const build = phase === 'Specific' || phase === 'Taper';
  // A recovery week cuts the volume and keeps one quality session (issue 45): the intensity holds
  // fitness while the load falls (Mujika & Padilla's taper logic, on a smaller scale).
  if (isRecoveryWeek) return family === 'Run' ? ['run'] : family === 'Swim' ? ['swim'] : ['bike'];
  switch (family) {
    case 'Triathlon':
      if (!build && level === 'Novice') return ['bike', 'run'];
      return ['bike', 'run', 'swim'];
    case 'Run':
      // Two quality sessions a week for experienced runners (Daniels), in the base too once the
      // plan is ~80/20 by time (coaching-science.md "Intensity distribution"); novices one.
      return level !== 'Novice' ? ['run', 'run'] : ['run'];
    case 'Bike':
      return build && level !== 'Novice' ? ['bike', 'bike'] : ['bike'];
    case 'Swim':
      return build ? ['swim', 'swim'] : ['swim'];
  }
}

interface SportSplit {
  targets: Record<EnduranceSport, number>;
  /** Days of the week each sport is allowed (not excluded by an injury or pause). */
  allowedDays: Record<EnduranceSport, number>;
  reasons: string[];
}

/**
 * The week's endurance time per sport: the race's shares, minus the days a sport is excluded
 * (injury or pause), half of which moves to the sports still allowed (cross-training), and
 * scaled by the sport's rebuild factor after an exclusion.
 */
export function splitSportTargets(input: {
  total: number;
  days: readonly DayState[];
  trainedSports: readonly EnduranceSport[];
  shares: Partial<Record<EnduranceSport, number>>;
  rebuild: Readonly<Record<EnduranceSport, number>>;
  pausedDays: number;
}): SportSplit {
  const { total, days, trainedSports, shares, rebuild } = input;
  const reasons: string[] = [];
  const allowedDays: Record<EnduranceSport, number> = { swim: 0, bike: 0, run: 0 };
  for (const day of days)
    for (const sport of ENDURANCE_SPORTS) if (!day.excluded.has(sport)) allowedDays[sport] += 1;
  const targets: Record<EnduranceSport, number> = { swim: 0, bike: 0, run: 0 };
  let movedTime = 0;
  for (const sport of trainedSports) {
    const fraction = days.length > 0 ? allowedDays[sport] / days.length : 0;
    const base = total * (shares[sport] ?? 0);
    targets[sport] = base * fraction * rebuild[sport];
    movedTime += base * (1 - fraction) * CROSS_TRAINING_SHARE;
    if (fraction < 1)
      reasons.push(`${sport} excluded on ${days.length - allowedDays[sport]} day(s) (injury or pause)`);
    else if (rebuild[sport] < 1)
      reasons.push(`${sport} rebuilding after a break: ${Math.round(rebuild[sport] * 100)} % of its share`);
  }
  // Cross-training goes to trained sports still allowed all week, and to bike and swim (low impact) in any case.
  const receivers = ENDURANCE_SPORTS.filter(
    (sport) =>
      allowedDays[sport] === days.length &&
      (trainedSports.includes(sport) || sport === 'bike' || sport === 'swim'),
  );
  if (movedTime > 0 && receivers.length > 0 && input.pausedDays < days.length) {
    for (const sport of receivers) targets[sport] += movedTime / receivers.length;
    reasons.push(`Cross-training: ${Math.round(movedTime / MINUTE)} min moved to ${receivers.join(', ')}`);
  }
  return { targets, allowedDays, reasons };
}

/** After a week with a sport excluded on 4+ days it restarts at 50 %, then gains 15 % a week. */
export function updateRebuild(
  rebuild: Record<EnduranceSport, number>,
  allowedDays: Readonly<Record<EnduranceSport, number>>,
  dayCount: number,
): void {
  for (const sport of ENDURANCE_SPORTS) {
    const excludedMost = allowedDays[sport] <= dayCount - 4;
    rebuild[sport] = excludedMost
      ? REBUILD_START
      : Math.min(1, rebuild[sport] + (rebuild[sport] < 1 ? REBUILD_STEP : 0));
  }
}

/** The long ride and run reach their goal this many weeks before the race (issue 45: 5–8). */
export const LONG_GOAL_WEEKS_OUT = 6;
/** A build's long ride and run start at most at this share of the goal, or today's long session. */
const LONG_START_SHARE = 0.75;

/**
 * The longest the long ride or run may be this week so that it grows by LONG_STEP a load week and
 * reaches the distance's goal LONG_GOAL_WEEKS_OUT before the race, not in the first month of a
 * long plan (issue 45: an Ironman long ride at 5:15 in December): it starts at 75 % of the goal or
 * the athlete's own long session, whichever is longer, holds there, and climbs when the weeks
 * left need it (coaching-science.md "Progression": ~10–15 min a week).
 */
function scheduledLong(
  sport: EnduranceSport,
  ceiling: number,
  loadWeeksToGoal: number | undefined,
  startLong: number,
): number {
  if (sport === 'swim' || loadWeeksToGoal === undefined || !Number.isFinite(ceiling)) return Infinity;
  const start = Math.max(ceiling * LONG_START_SHARE, startLong);
  return Math.max(start, ceiling - LONG_STEP[sport] * Math.max(0, loadWeeksToGoal));
}

/**
 * Long-session target per sport for one week. It grows by LONG_STEP a load week from what the
 * athlete already does, takes its share of the sport's week (at least the current long
 * session, up to 60 %), and in the Specific phase grows toward the race minimum (spec section
 * 5), capped by the distance's long-session goal (long-session-goals.ts). Recovery and taper weeks keep 75 %;
 * race, post-race and off weeks have none; an Ironman or marathon taper has no long run and the
 * week before it a shorter one, so the last long run falls about three weeks out (coaching-science.md "Plan shape"). `previousLong` is
 * updated in place with the new longest session.
 */
export function longSessionTargets(input: {
  targets: Readonly<Record<EnduranceSport, number>>;
  frame: WeekFrame;
  isRecoveryWeek: boolean;
  raceMinimum: Readonly<Record<EnduranceSport, number>>;
  /** Longest the session grows to (long-session-goals.ts); 0 = no ceiling. */
  ceiling: Readonly<Record<EnduranceSport, number>>;
  previousLong: Record<EnduranceSport, number>;
  raceType?: RaceType;
  /** The build week right before the taper. */
  isLastWeekBeforeTaper?: boolean;
  /** This week's rebuild factor per sport after an injury or pause (1 = back at full share). */
  rebuild?: Readonly<Record<EnduranceSport, number>>;
  /**
   * Load weeks after this one up to the week the long ride and run should reach their goal
   * (LONG_GOAL_WEEKS_OUT before the race); undefined without a race.
   */
  loadWeeksToLongGoal?: number;
  /** The athlete's own long ride and run today (capability), where the build starts from. */
  startLong?: Readonly<Record<EnduranceSport, number>>;
}): Record<EnduranceSport, number> {
  const { targets, frame, raceMinimum, previousLong } = input;
  const isBuild = frame.phase === 'Foundation' || frame.phase === 'Specific';
  const isRaceWeek = frame.phase === 'Taper' && frame.taperWeeksLeft === 1;
  const longTargets: Record<EnduranceSport, number> = { swim: 0, bike: 0, run: 0 };
  for (const sport of ENDURANCE_SPORTS) {
    if (
      targets[sport] <= 0 ||
      frame.phase === 'PostRace' ||
      frame.phase === 'Off' ||
      frame.phase === 'RaceDay' ||
      isRaceWeek
    )
      continue;
    if (sport === 'swim' && raceMinimum.swim === 0) continue;
    const longRunRace = input.raceType === 'Ironman' || input.raceType === 'Marathon';
    if (frame.phase === 'Taper' && sport === 'run' && longRunRace) continue;
    const shareCap = targets[sport] * LONG_SHARE[sport];
    // The last long run ~3 weeks before an Ironman or marathon: the week before the taper runs shorter.
    const lastLongRunDone = sport === 'run' && longRunRace && input.isLastWeekBeforeTaper === true;
    if (input.isRecoveryWeek || frame.phase === 'Taper' || lastLongRunDone) {
      longTargets[sport] = Math.min(shareCap, previousLong[sport] * 0.75);
      continue;
    }
    const capabilityFloor = Math.min(previousLong[sport], targets[sport] * 0.6);
    const ceiling = input.ceiling[sport] > 0 ? input.ceiling[sport] : Infinity;
    // The Specific phase grows the long session toward the race minimum and, for the run, toward
    // the distance's goal, taking up to 60 % of a small running week (a novice's sprint long run
    // reaches its 50 min instead of stopping at half of 1:20). The ride does not: a longer ride
    // with its tempo blocks pushed the planned fitness ramp over 8 CTL a week for some athletes
    // (found by the ramp property test).
    const specificGoal =
      sport === 'run' && Number.isFinite(ceiling)
        ? Math.max(raceMinimum[sport], ceiling)
        : raceMinimum[sport];
    const specificFloor = Math.max(
      capabilityFloor,
      frame.phase === 'Specific' ? Math.min(specificGoal, targets[sport] * SPECIFIC_LONG_SHARE[sport]) : 0,
    );
    // A sport back from a break rebuilds its long session with its time: the longest session
    // before the break, scaled like the sport's share (50 % the first week back, then +15 %).
    const rebuildFactor = input.rebuild?.[sport] ?? 1;
    const rebuilding = rebuildFactor < 1 ? previousLong[sport] * rebuildFactor : Infinity;
    const next = Math.min(
      Math.max(shareCap, specificFloor),
      previousLong[sport] + LONG_STEP[sport],
      ceiling,
      rebuilding,
      scheduledLong(sport, ceiling, input.loadWeeksToLongGoal, input.startLong?.[sport] ?? 0),
    );
    longTargets[sport] = next;
    if (isBuild && next > previousLong[sport]) previousLong[sport] = next;
  }
  return longTargets;
}

/**
 * Swims a triathlon week needs whatever its swim time (coaching-science.md "Progression"):
 * swimming is technique-limited and needs frequency, 2–3 swims a week, 3 for 70.3 and Ironman
 * and for weak swimmers. Recovery and taper weeks keep two; race, post-race and off weeks have no
 * minimum.
 */
export function minimumSwimsFor(
  family: RaceFamily,
  raceType: RaceType | undefined,
  phase: TrainingPhase,
  isRecoveryWeek: boolean,
  weakSwimmer = false,
): number {
  if (family !== 'Triathlon' || (phase !== 'Foundation' && phase !== 'Specific' && phase !== 'Taper'))
    return 0;
  const longCourse = raceType === 'HalfIronman' || raceType === 'Ironman';
  return (longCourse || weakSwimmer) && !isRecoveryWeek && phase !== 'Taper' ? 3 : 2;
}

/** A CSS slower than this (seconds per 100 m) marks a weak swimmer, who needs a third swim. */
export const WEAK_SWIMMER_CSS = 125;

/**
 * Sessions of each sport a week needs, whatever time the sport has (coaching-science.md
 * "Progression" and the published plans: a load week holds 2–3 swims, 2–3 rides and 3 runs, 2 runs
 * for novices and sprint athletes; 3 runs whenever a running race is on the calendar). A brick's
 * run leg counts as a run. Recovery and taper weeks keep two of each; other weeks have no minimum.
 */
export function minimumSessionsFor(input: {
  family: RaceFamily;
  raceType: RaceType | undefined;
  phase: TrainingPhase;
  isRecoveryWeek: boolean;
  level: AthleteLevel;
  /** A running race (any priority) is still ahead in the season. */
  runningRaceAhead: boolean;
  weakSwimmer: boolean;
}): Record<EnduranceSport, number> {
  const { family, phase, isRecoveryWeek } = input;
  const minimum = { swim: 0, bike: 0, run: 0 };
  if (phase !== 'Foundation' && phase !== 'Specific' && phase !== 'Taper') return minimum;
  const lighter = isRecoveryWeek || phase === 'Taper';
  minimum.swim = minimumSwimsFor(family, input.raceType, phase, isRecoveryWeek, input.weakSwimmer);
  if (family === 'Triathlon') {
    const fewerRuns = (input.level === 'Novice' || input.raceType === 'Sprint') && !input.runningRaceAhead;
    minimum.run = lighter ? 2 : fewerRuns ? 2 : 3;
    minimum.bike = 2;
  } else if (family === 'Run') minimum.run = lighter ? 2 : 3;
  else if (family === 'Bike') minimum.bike = lighter ? 2 : 3;
  return minimum;
}
