import type { CompletedSession, RaceGoal } from '../../model/athlete';
import { ENDURANCE_SPORTS, type EnduranceSport } from '../../model/index';
import { RACE_PROFILES } from '../../goals/race-catalogue';
import type { PlannedSession, SessionFocus } from '../../model/plan-types';
import { dayNumber } from '../day-math';
import { MINUTE } from '../workout-steps';
import { compareSessions } from '../session-order';
import { fitTargetsToSlots } from '../slot-capacity';
import { addDays, isoWeekday } from '../../dates/index';
import type { WeekFrame, WeekVolume } from '../volume';
import { HARD_SHARE, OPENING_EASY_DAYS, TAPER_HARD_SHARE, WeekBuilder, type DayState } from '../week-builder';
import {
  blendedShares,
  intervalSportsFor,
  LONG_GOAL_WEEKS_OUT,
  longSessionTargets,
  minimumSessionsFor,
  WEAK_SWIMMER_CSS,
  splitSportTargets,
  updateRebuild,
} from '../week-targets';
import { strengthFor, type WeekStrength } from '../strength-week';
import { commitLockedSessions, reserveTodaysDoneSessions } from './fixed-sessions';
import { keepMiniTapersWithin } from './mini-taper-guard';
import { keepWeekRampWithin } from './ramp-guard';
import {
  limitLongRunAfterReturn,
  planRunWalkWeek,
  rebuildAfterRunWalks,
  type RunWalkWeek,
} from './run-return-week';
import type { SeasonContext, SeasonProgress } from './season-context';
import type { StartingPoint } from './starting-point';
import { shortfallReason, slotShortfall, worseShortfall } from './slot-shortfall';
import { takeWeekTests } from './test-schedule';
import { summarizeWeek } from './week-summary';
import { weekVolumeTarget } from './week-volume';

/** A session this share of the week's long target, done this week, was the week's long session. */
const LONG_DONE_SHARE = 0.9;

interface Week {
  index: number;
  days: DayState[];
  frame: WeekFrame;
  volume: WeekVolume;
  isBuild: boolean;
}

/** What the week asks for, before any session is placed. */
interface WeekTargets {
  targets: Record<EnduranceSport, number>;
  allowedDays: Record<EnduranceSport, number>;
  longTargets: Record<EnduranceSport, number>;
  tests: EnduranceSport[];
  strength: WeekStrength;
  racesThisWeek: RaceGoal[];
  reasons: string[];
  /** A week back to running: its runs are run-walks (run-return-week.ts). */
  runWalk?: RunWalkWeek;
}

/** Plans week `index` of the season and adds it to `progress`. */
export function buildWeek(season: SeasonContext, progress: SeasonProgress, index: number): void {
  const days = season.calendar.weekDays[index];
  const frame = season.calendar.frames[index];
  const volume = season.volumes[index];
  if (!days || !frame || !volume) return;
  const week: Week = {
    index,
    days,
    frame,
    volume,
    isBuild: frame.phase === 'Foundation' || frame.phase === 'Specific',
  };
  const longBefore = { ...progress.previousLong };
  const targets = setWeekTargets(season, progress, week);
  const { sessions, secondsShed } = placeWeekSessions(season, progress, week, targets);
  keepLongGrowthToPlaced(progress, longBefore, targets.longTargets, sessions);
  recordWeek(season, progress, week, targets, sessions, secondsShed);
}

/** Volume, sport split, long sessions, tests and strength: decided before any session is placed. */
function setWeekTargets(season: SeasonContext, progress: SeasonProgress, week: Week): WeekTargets {
  const { athlete, focus, start } = season;
  const { index, days, frame, volume } = week;
  const { total, reasons, racesThisWeek } = weekVolumeTarget({
    index,
    start: frame.start,
    days,
    volume,
    goals: focus.goals,
    completed: start.completed,
    todayNumber: start.todayNumber,
    daysLeftShare: start.daysLeftShare,
  });
  const shares = blendedShares(focus.shares, athlete.capability.weekly, index);
  const split = splitSportTargets({
    total,
    days,
    trainedSports: focus.trainedSports,
    shares,
    rebuild: progress.rebuild,
    pausedDays: frame.pausedDays,
  });
  const { targets, allowedDays } = split;
  reasons.push(...split.reasons);
  const runWalk =
    frame.runReturnWeek !== undefined && focus.trainedSports.includes('run') && allowedDays.run > 0
      ? planRunWalkWeek({
          week: frame.runReturnWeek,
          total,
          runShare: shares.run ?? 0,
          targets,
          allowedDays,
          dayCount: days.length,
          pausedDays: frame.pausedDays,
          trainedSports: focus.trainedSports,
          offered: offeredSports(days),
          reasons,
        })
      : undefined;
  // The long sessions are sized on the race's split: where the slots cannot hold the week, the
  // shorter sessions give way first, as a coach keeps the long ride and run.
  const raceSplit = { ...targets };
  const { moved, cut } = fitTargetsToSlots(targets, days);
  if (moved >= 5 * MINUTE)
    reasons.push(`${Math.round(moved / MINUTE)} min moved to the sports whose slots have room`);
  if (cut >= 5 * MINUTE)
    reasons.push(
      `The slots hold ${Math.round(cut / MINUTE)} min less than the week's target: it is planned to them`,
    );
  const rebuild = { ...progress.rebuild };
  // Updated before the tests: a sport that was just excluded is not tested this week.
  updateRebuild(progress.rebuild, allowedDays, days.length);
  if (runWalk) progress.rebuild.run = rebuildAfterRunWalks(runWalk, total * (shares.run ?? 0));
  // A partial current week sizes its long sessions on the whole week's split: the days left
  // hold a share of the week, and a long ride sized on that share is no long ride (issue 12).
  const longBasis =
    index === 0 && days.length < 7
      ? splitSportTargets({
          total: volume.target,
          days,
          trainedSports: focus.trainedSports,
          shares: blendedShares(focus.shares, athlete.capability.weekly, index),
          rebuild: progress.rebuild,
          pausedDays: frame.pausedDays,
        }).targets
      : raceSplit;
  const longTargets = longSessionTargets({
    targets: longBasis,
    frame,
    isRecoveryWeek: volume.isRecoveryWeek,
    raceMinimum: season.settings.longLimits.raceMinimum,
    ceiling: season.settings.longLimits.ceiling,
    previousLong: progress.previousLong,
    rebuild,
    isLastWeekBeforeTaper: season.calendar.frames[index + 1]?.phase === 'Taper' && frame.phase !== 'Taper',
    ...(focus.mainRace ? { raceType: focus.mainRace.type } : {}),
    ...longGoalSchedule(season, index),
  });
  if (index === 0) dropLongSessionsDone(longTargets, start, dayNumber(frame.start));
  limitLongRunAfterReturn(progress, longTargets, runWalk, progress.previousLong.run);
  const tests = takeWeekTests(
    progress.tests,
    {
      index,
      start: frame.start,
      dayCount: days.length,
      isBuild: week.isBuild,
      isRecoveryWeek: volume.isRecoveryWeek,
      allowedDays,
      // No test while running comes back (coaching-science.md "Progression": no test first).
      rebuild: runWalk ? { ...progress.rebuild, run: 0 } : progress.rebuild,
    },
    focus.goals,
    focus.trainedSports,
  );
  if (tests.length > 0) reasons.push(`Performance test: ${tests.join(', ')}`);
  const strength = strengthFor(frame.phase, volume.isRecoveryWeek, index, start.doesStrength);
  return {
    targets,
    allowedDays,
    longTargets,
    tests,
    strength,
    racesThisWeek,
    reasons,
    ...(runWalk ? { runWalk } : {}),
  };
}

function offeredSports(days: readonly DayState[]): Set<EnduranceSport> {
  const offered = new Set<EnduranceSport>();
  for (const day of days)
    for (const slot of day.slots)
      for (const sport of ENDURANCE_SPORTS) if (slot.sports.has(sport)) offered.add(sport);
  return offered;
}

/**
 * A long session already done this week is the week's long session: a plan re-made on Sunday
 * after Saturday's long ride plans the long run, not a second long ride.
 */
function dropLongSessionsDone(
  longTargets: Record<EnduranceSport, number>,
  start: SeasonContext['start'],
  weekStart: number,
): void {
  for (const { session, day } of start.completed) {
    if (day < weekStart || day >= start.todayNumber || session.sport === 'strength') continue;
    const sport = session.sport;
    if (longTargets[sport] > 0 && wasLongSession(session, longTargets[sport], start.previousPlan))
      longTargets[sport] = 0;
  }
}

/** The plan's long sessions by focus; a race-pace session may be a long one or intervals. */
const LONG_FOCUSES: ReadonlySet<SessionFocus> = new Set(['LongEndurance', 'Brick']);
/** A regular session counts as the long one only when the athlete made it this much longer. */
const EXTENDED_SHARE = 1.25;

/**
 * Whether a done session was the week's long session of its sport. With the previous plan's
 * focus for that day: its long session done (≥ 90 % of what it asked, whatever this plan's
 * target now is), or a regular session the athlete stretched past this week's long target.
 * In a recovery week the weekday run and the long run can be the same length: the weekday one
 * done is not the long run (a Sunday re-plan used to drop the long run and plan a second long
 * ride). Without the focus: at least 90 % of this week's long target.
 */
function wasLongSession(
  session: CompletedSession,
  longTarget: number,
  previousPlan: StartingPoint['previousPlan'],
): boolean {
  const planned = previousPlan
    .filter((entry) => entry.date === session.date && entry.sport === session.sport)
    .sort((a, b) => b.duration - a.duration)[0];
  const focus = planned?.focus;
  if (!planned || focus === undefined || focus === 'RacePace')
    return session.duration >= longTarget * LONG_DONE_SHARE;
  if (LONG_FOCUSES.has(focus)) return session.duration >= planned.duration * LONG_DONE_SHARE;
  return session.duration >= longTarget && session.duration >= planned.duration * EXTENDED_SHARE;
}

/**
 * Locked sessions and today's done work go in first, so the builder plans around them; the ramp
 * guard shortens what would raise fitness too fast over seven days.
 */
function placeWeekSessions(
  season: SeasonContext,
  progress: SeasonProgress,
  week: Week,
  weekTargets: WeekTargets,
): { sessions: PlannedSession[]; secondsShed: number } {
  const { athlete, focus, start } = season;
  const { index, days, frame, volume } = week;
  const { targets, allowedDays, runWalk } = weekTargets;
  const minimumSessions = weekMinimumSessions(season, progress, week, targets, allowedDays);
  if (runWalk) minimumSessions.run = runWalk.count;
  const builder = new WeekBuilder({
    index,
    days,
    targets,
    longTargets: weekTargets.longTargets,
    // A week back to running runs only easy run-walks: no run intervals and no brick's run.
    intervalSports: intervalSportsFor(focus.family, frame.phase, athlete.level, volume.isRecoveryWeek).filter(
      (sport) => !runWalk || sport !== 'run',
    ),
    tests: weekTargets.tests,
    brick: !runWalk && isBrickWeek(focus.family, frame.phase, volume.isRecoveryWeek, progress),
    bricksBefore: progress.bricks,
    strength: weekTargets.strength,
    openWater: isOpenWaterWeek(season, index),
    strengthYields: frame.phase !== 'Foundation',
    minimumSessions,
    ...(runWalk ? { runWalk } : {}),
    level: athlete.level,
    isRecoveryWeek: volume.isRecoveryWeek,
    ...(focus.mainRace ? { raceType: focus.mainRace.type } : {}),
    cssPace: season.settings.cssPace,
    swimInYards: season.settings.swimInYards,
    env: season.settings.env,
    hardDays: progress.hardDays,
    keyDays: progress.keyDays,
    hardShare:
      frame.phase === 'Taper'
        ? TAPER_HARD_SHARE
        : frame.phase === 'Specific' && isLongCourseTriathlon(focus.mainRace?.type)
          ? 0.27
          : HARD_SHARE,
    firstHardDay: start.todayNumber + OPENING_EASY_DAYS,
  });
  commitLockedSessions(builder, days, season.edits.locked);
  if (index === 0) reserveTodaysDoneSessions(days, start.completed, start.todayNumber);
  builder.build();
  const miniTaperShed = keepMiniTapersWithin(progress.rampGuard, builder, days, focus.goals);
  if (miniTaperShed > 0)
    weekTargets.reasons.push(
      `${Math.round(miniTaperShed / 60)} min taken off to keep the B race's mini-taper light`,
    );
  const secondsShed = keepWeekRampWithin(progress.rampGuard, builder, days, week.isBuild);
  weekTargets.reasons.push(...builder.notes);
  const doubled = doubledDays(days);
  if (doubled) weekTargets.reasons.push(doubled);
  if (secondsShed > 0)
    weekTargets.reasons.push(
      `${Math.round(secondsShed / 60)} min taken off so planned fitness rises at most 8 CTL points in any seven days`,
    );
  const sessions = builder.finish();
  for (const session of sessions) {
    progress.sessions.push(session);
    if (session.focus === 'Brick') progress.bricks += 1;
  }
  return { sessions, secondsShed };
}

/** Judged after placing: the shortfall compares what the slots held with the target. */
function recordWeek(
  season: SeasonContext,
  progress: SeasonProgress,
  week: Week,
  weekTargets: WeekTargets,
  sessions: PlannedSession[],
  secondsShed: number,
): void {
  const { index, days, frame, volume } = week;
  const { targets, racesThisWeek, reasons } = weekTargets;
  const shortfall = slotShortfall({
    isFullLoadWeek:
      week.isBuild &&
      !volume.isRecoveryWeek &&
      index > 0 &&
      frame.pausedDays === 0 &&
      racesThisWeek.length === 0,
    // Time the ramp guard took off was placeable: the slots were not short.
    placed:
      secondsShed +
      sessions
        .filter((s) => s.focus !== 'Race' && s.sport !== 'strength' && !season.edits.skippedIds.has(s.id))
        .reduce((sum, s) => sum + s.duration, 0),
    target: ENDURANCE_SPORTS.reduce((sum, sport) => sum + targets[sport], 0),
    days,
    restDays: season.calendar.restDays,
  });
  if (shortfall) {
    reasons.push(shortfallReason(shortfall));
    progress.worstShortfall = worseShortfall(progress.worstShortfall, shortfall);
  }
  progress.weeks.push(
    summarizeWeek({
      frame,
      volume,
      firstWeekOutcome: season.start.rampUp.outcome,
      hasMiniTaper: racesThisWeek.length > 0,
      targets,
      strength: weekTargets.strength,
      sessions,
      skippedIds: season.edits.skippedIds,
      reasons,
    }),
  );
}

/**
 * Sessions of each sport this week needs (minimumSessionsFor), for the sports it trains on every
 * day: a sport held back by an injury or rebuilding after a break keeps what its time gives.
 */
function weekMinimumSessions(
  season: SeasonContext,
  progress: SeasonProgress,
  week: Week,
  targets: Record<EnduranceSport, number>,
  allowedDays: Record<EnduranceSport, number>,
): Record<EnduranceSport, number> {
  const { focus, athlete } = season;
  const minimum = minimumSessionsFor({
    family: focus.family,
    raceType: focus.mainRace?.type,
    phase: week.frame.phase,
    isRecoveryWeek: week.volume.isRecoveryWeek,
    level: athlete.level,
    runningRaceAhead: focus.goals.some(
      (goal) => RACE_PROFILES[goal.type].family === 'Run' && goal.date >= week.frame.start,
    ),
    weakSwimmer: season.settings.cssPace > WEAK_SWIMMER_CSS,
  });
  for (const sport of ENDURANCE_SPORTS)
    if (allowedDays[sport] < week.days.length || targets[sport] <= 0 || progress.rebuild[sport] < 1)
      minimum[sport] = 0;
  return minimum;
}

/**
 * A brick off the long ride every second Specific load week (issue 45: race practice), the first
 * one in the first: the run off the bike grows from one brick to the next (workouts-special.ts).
 */
function isBrickWeek(
  family: SeasonContext['focus']['family'],
  phase: WeekFrame['phase'],
  isRecoveryWeek: boolean,
  progress: SeasonProgress,
): boolean {
  if (family !== 'Triathlon' || phase !== 'Specific' || isRecoveryWeek) return false;
  progress.brickWeeks += 1;
  return progress.brickWeeks % 2 === 1;
}

/**
 * An open-water swim every second Specific week of a triathlon, the first Specific week first
 * (issue 45 part 8: race practice; recovery weeks count, the swim is steady practice, not load).
 */
function isOpenWaterWeek(season: SeasonContext, index: number): boolean {
  const frames = season.calendar.frames;
  if (season.focus.family !== 'Triathlon' || frames[index]?.phase !== 'Specific') return false;
  return frames.slice(0, index).filter((frame) => frame.phase === 'Specific').length % 2 === 0;
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The week's days that hold two sessions, and why, in the coach's words: the sessions the week
 * needs do not fit one a day into the days offered (issue 45).
 */
function doubledDays(days: readonly DayState[]): string | undefined {
  const doubled = days.filter((day) => !day.race && day.sessions.length >= 2);
  if (doubled.length === 0) return undefined;
  const sessions = days.reduce((sum, day) => sum + (day.race ? 0 : day.sessions.length), 0);
  const trainingDays = days.filter((day) => !day.race && day.sessions.length > 0).length;
  const names = doubled.map((day) => {
    const [first, second] = [...day.sessions].sort(compareSessions);
    return `${WEEKDAY_NAMES[isoWeekday(day.date) - 1] ?? ''} (${first?.sport} then ${second?.sport})`;
  });
  return `Two sessions on ${names.join(', ')}: ${sessions} sessions in ${trainingDays} training days`;
}
const isLongCourseTriathlon = (type: string | undefined): boolean =>
  type === 'HalfIronman' || type === 'Ironman';

/**
 * Where the week stands on the way to the long sessions' goal: the load weeks after it up to
 * LONG_GOAL_WEEKS_OUT before its race, and the athlete's own long ride and run today.
 */
function longGoalSchedule(
  season: SeasonContext,
  index: number,
): { loadWeeksToLongGoal: number; startLong: Record<EnduranceSport, number> } | Record<string, never> {
  const frame = season.calendar.frames[index];
  const race = season.focus.goals.find((goal) => goal.id === frame?.raceGoalId) ?? season.focus.mainRace;
  if (!frame || !race) return {};
  const goalWeek = addDays(race.date, -7 * LONG_GOAL_WEEKS_OUT);
  let loadWeeks = 0;
  for (let i = index + 1; i < season.calendar.frames.length; i++) {
    const later = season.calendar.frames[i];
    if (!later || later.start > goalWeek) break;
    const build = later.phase === 'Foundation' || later.phase === 'Specific';
    if (build && !season.volumes[i]?.isRecoveryWeek) loadWeeks += 1;
  }
  const longSession = season.athlete.capability.longSession;
  return {
    loadWeeksToLongGoal: loadWeeks,
    startLong: { swim: longSession.swim, bike: longSession.bike, run: longSession.run },
  };
}

/**
 * A long ride or run the week could not hold (a B race's mini-taper, no slot) did not happen: the
 * next week grows from what was placed, not from the target, or the long ride jumps 30 min after
 * a race week (issue 45: 10–15 min a load week).
 */
function keepLongGrowthToPlaced(
  progress: SeasonProgress,
  before: Readonly<Record<EnduranceSport, number>>,
  longTargets: Readonly<Record<EnduranceSport, number>>,
  sessions: readonly PlannedSession[],
): void {
  for (const sport of ['bike', 'run'] as const) {
    if (progress.previousLong[sport] <= before[sport]) continue;
    const placed = Math.max(
      0,
      ...sessions.map((s) =>
        s.legs
          ? (s.legs.find((leg) => leg.sport === sport && sport === 'bike')?.duration ?? 0)
          : s.sport === sport
            ? s.duration
            : 0,
      ),
    );
    if (placed < longTargets[sport] - 5 * MINUTE)
      progress.previousLong[sport] = Math.max(before[sport], placed);
  }
}
