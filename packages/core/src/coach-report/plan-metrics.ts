import { addDays, daysBetween, isoWeekday, type IsoDate } from '../dates/index';
import { ENDURANCE_SPORTS } from '../model/index';
import type { Modality, RaceGoal, RaceType } from '../model/athlete';
import type { PlannedSession, WeekPlan } from '../model/plan-types';
import { RACE_PROFILES } from '../goals/race-catalogue';
import { safeLoadWeekGrowth } from '../goals/race-needs';
import { FITNESS_DAYS } from '../load/index';
import { estimateCapability } from '../plan/capability';
import type { PlanInput, SeasonPlan } from '../plan/plan-input';
import { anchorRaces } from '../plan/season-phases';
import { measureRaceWeeks, type RaceWeekContent } from './race-week-rule';
import { measureStrength, type StrengthFigures } from './strength-rule';
import { measureReturnToRun, type ReturnToRunMetrics } from './return-to-run';

/** What a coach looks at first in a season plan (issue 12). Durations in seconds. */
export interface PlanMetrics {
  mainRace?: Pick<RaceGoal, 'type' | 'date'>;
  isTriathlon: boolean;
  /** Novice or 50+: a rest day every week and 2:1 blocks (coaching-science.md "Progression"). */
  needsWeeklyRest: boolean;
  /** Planned fitness from the athlete's current weekly time, then the plan's own session loads. */
  fitnessToday: number;
  fitnessEveOfTaper: number;
  eveOfTaper: IsoDate;
  /** Largest 7-day rise of planned fitness (CTL points a week). */
  maxRamp: number;
  peakWeekHours: number;
  /** Published weekly hours for the level and distance (beginner or experienced range). */
  publishedHours: [number, number];
  offeredHours: number;
  /** Longest ride and run in the first and last third of the build (Foundation + Specific). */
  longRide: { first: number; last: number };
  longRun: { first: number; last: number };
  /** Fewest swims in a full load week (triathlon), undefined without one. */
  minSwimsPerLoadWeek?: number;
  /** Fewest sessions of each sport in a full load week (a brick's run leg counts as a run); undefined without one. */
  minPerLoadWeek?: { swim: number; bike: number; run: number };
  /** Most sessions on one day up to the main race (the race not counted). */
  mostSessionsInDay: number;
  /** Most key sessions in one week of the build (tests included, races not). */
  mostKeyInWeek: number;
  isNovice: boolean;
  /** Novice or sprint triathlete without a running race: 2 runs a week are enough (issue 45). */
  fewerRunsAllowed: boolean;
  /** Whether a 70.3 or Ironman is the main race: 3 swims a load week. */
  isLongCourse: boolean;
  /** Weekly hours the athlete trains today (the plan's capability) and the first full week's planned hours. */
  todayHours: number;
  firstWeekHours: number;
  /** The first full week's training hours, strength included (races not counted). */
  firstWeekTrainingHours: number;
  /** Whether the plan starts lower on purpose: after a break, an injury or a ramp-up decision to hold or reduce. */
  startsLowOnPurpose: boolean;
  /** Whether the plan opens with a return: a break or an injury just behind or under way. */
  opensWithReturn: boolean;
  /**
   * The full load week that placed the least of min(its target, strength included, the offered
   * time): its start and that share (issue 45: ≥ 90 %). Undefined without a full load week.
   */
  leastPlaced?: { start: IsoDate; share: number; placed: number; wanted: number };
  /** Foundation and Specific weeks from today. */
  buildWeeks: number;
  longestStreakWithoutRest: number;
  maxKeyDaysInRow: number;
  /** Weekly hours the safe weekly growth reaches from today's by the eve of the taper. */
  reachableHours: number;
  /** What the athlete's week allows: the longest slot offering cycling and running, days offering a swim. */
  offered: { longestRide: number; longestRun: number; swimDays: number };
  /** Time below the aerobic threshold ÷ endurance time, Foundation phase. */
  foundationEasyShare?: number;
  races: RaceTaper[];
  strengthInLast10DaysBeforeA: number;
  raceWeeks: RaceWeekContent;
  strength: StrengthFigures;
  /** Weeks back to running after 14+ days without it (return-to-run.ts); undefined without any. */
  returnToRun?: ReturnToRunMetrics;
}

export interface RaceTaper {
  name: string;
  type: RaceType;
  priority: 'A' | 'B' | 'C';
  /** The race the season is planned backwards from (an A race, or the best race without one). */
  isAnchor: boolean;
  /** A: days of the taper phase up to the race day included; B and C: easy days (no hard session) right before the race. */
  taperDays: number;
  /** Hard sessions in the 2 days after a B or C race. */
  hardSoonAfter: number;
  /** Strength sessions on the day before a B or C race. */
  strengthDayBefore: number;
}

const isCounted = (session: PlannedSession): boolean => session.status !== 'skipped';
const isTraining = (session: PlannedSession): boolean => isCounted(session) && session.focus !== 'Race';

function enduranceOf(session: PlannedSession, sport: 'bike' | 'run'): number {
  // Bricks, races, interval sessions and tests are not the long ride or run.
  if (session.legs || session.isInterval || session.focus === 'PerformanceTest') return 0;
  return session.sport === sport ? session.duration : 0;
}

const isLongSession = (session: PlannedSession): boolean =>
  session.focus === 'LongEndurance' || session.title.startsWith('Long ');

function thirds<T>(items: readonly T[]): { first: T[]; last: T[] } {
  const size = Math.max(1, Math.ceil(items.length / 3));
  return { first: items.slice(0, size), last: items.slice(Math.max(0, items.length - size)) };
}

/**
 * A week shaped by a break: paused or excluded days, or a volume or sport easing back in
 * (volume.ts and week-targets.ts write these reasons).
 */
function isReturnWeek(week: WeekPlan): boolean {
  return week.reasons.some((reason) =>
    /Easing back in|rebuilding after a break|excluded on \d+ day|paused day|Back to running/.test(reason),
  );
}

export function measurePlan(plan: SeasonPlan, input: PlanInput): PlanMetrics {
  const today = plan.today;
  const goals = input.goals
    .filter((goal) => daysBetween(today, goal.date) >= 0)
    .sort((a, b) => daysBetween(b.date, a.date));
  const main = anchorRaces(goals)[0];
  const family = main ? RACE_PROFILES[main.type].family : 'Triathlon';
  const sessions = plan.sessions.filter(isCounted);
  const lastDate = plan.phases.at(-1)?.end ?? today;
  const dayCount = daysBetween(today, lastDate) + 1;

  const byDay: PlannedSession[][] = Array.from({ length: dayCount }, () => []);
  for (const session of sessions) byDay[daysBetween(today, session.date)]?.push(session);

  // Planned CTL (coaching-science.md "Load") from the fitness the plan starts from, the one model
  // the roadmap continues too (plan/starting-fitness.ts: the log's daily stress, over today's
  // hours at this athlete's easy stress per hour), then the plan's own session loads.
  const logged = estimateCapability(input.athlete, input.completedSessions, today);
  const currentWeekly = ENDURANCE_SPORTS.reduce((sum, sport) => sum + logged.weekly[sport], 0);
  const decay = Math.exp(-1 / FITNESS_DAYS);
  const fitness: number[] = [];
  let ctl = plan.startingFitness.fitness;
  const fitnessToday = ctl;
  for (const day of byDay) {
    const stress = day.reduce((sum, s) => sum + s.load, 0);
    ctl = ctl * decay + stress * (1 - decay);
    fitness.push(ctl);
  }
  const taper = plan.phases.find((span) => span.phase === 'Taper' && span.raceGoalId === main?.id);
  const raceDay = plan.phases.find((span) => span.phase === 'RaceDay' && span.raceGoalId === main?.id);
  const eveOfTaper = taper ? addDays(taper.start, -1) : raceDay ? addDays(raceDay.start, -1) : lastDate;
  const eveIndex = Math.max(0, Math.min(dayCount - 1, daysBetween(today, eveOfTaper)));
  let maxRamp = 0;
  // The build only, and weeks without a race: a race day's stress is not a training ramp.
  const raceIndexes = goals.map((goal) => daysBetween(today, goal.date));
  for (let i = 0; i <= eveIndex; i++) {
    if (raceIndexes.some((race) => race <= i && race > i - 7)) continue;
    maxRamp = Math.max(maxRamp, (fitness[i] ?? 0) - (i >= 7 ? (fitness[i - 7] ?? 0) : fitnessToday));
  }

  const weekHours = plan.weeks.map((week) => {
    const start = daysBetween(today, week.start);
    let total = 0;
    for (let d = Math.max(0, start); d < start + 7 && d < dayCount; d++)
      total += (byDay[d] ?? []).filter(isTraining).reduce((sum, s) => sum + s.duration, 0);
    return total / 3600;
  });
  const peakWeekHours = Math.max(0, ...weekHours);
  // The week the safe growth can build to by the eve of the taper (≤ 10 % a load week and inside
  // Couzens's low-risk ramp: safeLoadWeekGrowth). After an illness or an injury the weeks left may
  // not reach the published peak, and a coach would not force them to.
  // The current week's step (and the first full week's, when today is not a Monday) is decided
  // by compliance and readiness (spec section 4), and a return week's by the rules for coming
  // back (issue 12 point 5): growth starts from the week that decision gave, and skips returns.
  const decided = isoWeekday(today) === 1 ? 0 : 1;
  const decidedWeek = plan.weeks[decided];
  let reachable = decidedWeek
    ? ENDURANCE_SPORTS.reduce((sum, sport) => sum + decidedWeek.targets[sport].duration, 0)
    : currentWeekly;
  for (const week of plan.weeks)
    if (
      (week.phase === 'Foundation' || week.phase === 'Specific') &&
      !week.isRecoveryWeek &&
      week.index > decided &&
      !isReturnWeek(week) &&
      daysBetween(week.start, eveOfTaper) >= 0
    )
      reachable *= 1 + safeLoadWeekGrowth(reachable);
  const reachableHours = reachable / 3600;
  const level = plan.level;
  const hours = main
    ? RACE_PROFILES[main.type].peakHours
    : { beginner: [3, 5] as [number, number], experienced: [5, 8] as [number, number] };
  const publishedHours = level === 'Novice' ? hours.beginner : hours.experienced;
  const offeredHours =
    Object.values(input.availability)
      .flat()
      .reduce((sum, slot) => sum + slot.duration, 0) / 3600;
  const slots = Object.values(input.availability).flat();
  const longestSlotOf = (modality: Modality, except?: (typeof slots)[number]) =>
    slots
      .filter((slot) => slot !== except && slot.modalities.includes(modality))
      .reduce<(typeof slots)[number] | undefined>(
        (best, slot) => (best === undefined || slot.duration > best.duration ? slot : best),
        undefined,
      );
  const rideSlot = longestSlotOf('cycling');
  // A triathlete's longest slot holds the long ride: the long run has the longest of the others.
  const runSlot = longestSlotOf('running', family === 'Triathlon' ? rideSlot : undefined);
  const offered = {
    longestRide: rideSlot?.duration ?? 0,
    longestRun: runSlot?.duration ?? 0,
    swimDays: Object.values(input.availability).filter((slots) =>
      slots.some((slot) => slot.modalities.includes('swimming')),
    ).length,
  };

  const buildWeeks = plan.weeks.filter((week) => week.phase === 'Foundation' || week.phase === 'Specific');
  const longest = (weeks: typeof buildWeeks, sport: 'bike' | 'run'): number => {
    let best = 0;
    for (const week of weeks) {
      const start = daysBetween(today, week.start);
      for (let d = Math.max(0, start); d < start + 7 && d < dayCount; d++)
        for (const s of byDay[d] ?? []) best = Math.max(best, enduranceOf(s, sport));
    }
    return best;
  };
  const { first, last } = thirds(buildWeeks);

  const raceDays = new Set(goals.map((goal) => goal.date));
  const fullLoadWeeks = buildWeeks.filter(
    (week) =>
      !week.isRecoveryWeek &&
      daysBetween(today, week.start) >= 0 &&
      !week.reasons.some((reason) =>
        /paused|excluded|rebuilding|Easing|Back to running|Mini-taper/.test(reason),
      ) &&
      ![0, 1, 2, 3, 4, 5, 6].some((d) => raceDays.has(addDays(week.start, d))),
  );
  const swimsIn = (weekStart: IsoDate): number =>
    sessions.filter(
      (s) => s.sport === 'swim' && daysBetween(weekStart, s.date) >= 0 && daysBetween(weekStart, s.date) < 7,
    ).length;
  const minSwims =
    family === 'Triathlon' && fullLoadWeeks.length > 0
      ? Math.min(...fullLoadWeeks.map((week) => swimsIn(week.start)))
      : undefined;

  const countIn = (weekStart: IsoDate, sport: 'swim' | 'bike' | 'run'): number =>
    sessions.filter(
      (s) =>
        s.focus !== 'Race' &&
        (s.sport === sport || s.legs?.some((leg) => leg.sport === sport)) &&
        daysBetween(weekStart, s.date) >= 0 &&
        daysBetween(weekStart, s.date) < 7,
    ).length;
  const minPerLoadWeek =
    fullLoadWeeks.length > 0
      ? {
          swim: Math.min(...fullLoadWeeks.map((week) => countIn(week.start, 'swim'))),
          bike: Math.min(...fullLoadWeeks.map((week) => countIn(week.start, 'bike'))),
          run: Math.min(...fullLoadWeeks.map((week) => countIn(week.start, 'run'))),
        }
      : undefined;
  const mostKeyInWeek = Math.max(
    0,
    ...buildWeeks.map(
      (week) =>
        sessions.filter(
          (s) =>
            s.isKey &&
            s.focus !== 'Race' &&
            // The long ride and run are the week's key sessions in Specific load weeks; in
            // Foundation and recovery weeks they stay aerobic (issue 45), as the builder counts.
            (!isLongSession(s) || (week.phase === 'Specific' && !week.isRecoveryWeek)) &&
            daysBetween(week.start, s.date) >= 0 &&
            daysBetween(week.start, s.date) < 7,
        ).length,
    ),
  );
  // Strength is training time too: it uses the slots the athlete offers like a swim does.
  const trainingIn = (weekStart: IsoDate): number =>
    sessions
      .filter(
        (s) =>
          s.focus !== 'Race' && daysBetween(weekStart, s.date) >= 0 && daysBetween(weekStart, s.date) < 7,
      )
      .reduce((sum, s) => sum + s.duration, 0);
  const offeredTime = slots.reduce((sum, slot) => sum + slot.duration, 0);
  let leastPlaced: PlanMetrics['leastPlaced'];
  for (const week of fullLoadWeeks) {
    const target = (['swim', 'bike', 'run', 'strength'] as const).reduce(
      (sum, sport) => sum + week.targets[sport].duration,
      0,
    );
    const wanted = Math.min(target, offeredTime);
    const placed = trainingIn(week.start);
    const share = wanted > 0 ? placed / wanted : 1;
    if (!leastPlaced || share < leastPlaced.share)
      leastPlaced = { start: week.start, share, placed: placed / 3600, wanted: wanted / 3600 };
  }
  const firstFull = plan.weeks.find((week) => daysBetween(today, week.start) >= 0);
  const opensWithReturn =
    (firstFull !== undefined && isReturnWeek(firstFull)) ||
    input.injuryPauses.some(
      (pause) => daysBetween(pause.start, today) >= 0 && daysBetween(today, pause.end ?? today) >= -14,
    );
  const firstWeekHours = firstFull ? (weekHours[firstFull.index] ?? 0) : 0;
  const todayHours = ENDURANCE_SPORTS.reduce((sum, sport) => sum + plan.capability.weekly[sport], 0) / 3600;

  // Streaks run to the main race (the season after it is recovery and off time).
  const streakEnd = main ? Math.min(dayCount, daysBetween(today, main.date) + 1) : dayCount;
  let mostSessionsInDay = 0;
  let streak = 0;
  let longestStreak = 0;
  let keyRun = 0;
  let maxKeyRun = 0;
  for (let d = 0; d < streakEnd; d++) {
    const day = byDay[d] ?? [];
    mostSessionsInDay = Math.max(mostSessionsInDay, day.filter((s) => s.focus !== 'Race').length);
    streak = day.length > 0 ? streak + 1 : 0;
    longestStreak = Math.max(longestStreak, streak);
    keyRun = day.some((s) => s.isKey || s.isHard) ? keyRun + 1 : 0;
    maxKeyRun = Math.max(maxKeyRun, keyRun);
  }

  // Tests count: a 20-minute all-out effort is time above threshold like any interval (80/20 is
  // the distribution of all training time, Seiler).
  // Return weeks stay easy by design (a sport coming back after an injury, illness or pause), and
  // so do recovery weeks: a re-plan's few Foundation weeks that hold one read 86 % easy.
  const returnWeeks = new Set(
    plan.weeks.filter((week) => isReturnWeek(week) || week.isRecoveryWeek).map((week) => week.start),
  );
  const foundation = sessions.filter(
    (s) =>
      s.phase === 'Foundation' &&
      s.sport !== 'strength' &&
      s.focus !== 'Race' &&
      !returnWeeks.has(addDays(s.date, 1 - isoWeekday(s.date))),
  );
  const foundationTime = foundation.reduce((sum, s) => sum + s.duration, 0);
  const foundationEasy = foundation.reduce((sum, s) => sum + s.easyDuration, 0);

  const races: RaceTaper[] = goals.map((goal) => {
    const raceIndex = daysBetween(today, goal.date);
    let taperDays = 0;
    const isAnchor = goal.priority === 'A' || goal.id === main?.id;
    if (isAnchor) {
      const span = plan.phases.find((s) => s.phase === 'Taper' && s.raceGoalId === goal.id);
      // Counted back from the race day, the race day included: a Monday-to-Sunday race week is a 7-day taper.
      taperDays = span ? daysBetween(span.start, goal.date) + 1 : 0;
    } else {
      for (let d = raceIndex - 1; d >= 0 && !(byDay[d] ?? []).some((s) => s.isHard); d--) taperDays += 1;
    }
    const hardSoonAfter = [1, 2].reduce(
      (sum, offset) => sum + (byDay[raceIndex + offset] ?? []).filter((s) => s.isHard).length,
      0,
    );
    const strengthDayBefore = (byDay[raceIndex - 1] ?? []).filter((s) => s.sport === 'strength').length;
    return {
      name: goal.name,
      type: goal.type,
      priority: goal.priority,
      isAnchor,
      taperDays,
      hardSoonAfter,
      strengthDayBefore,
    };
  });
  const aRace = goals.find((goal) => goal.priority === 'A');
  const strengthLate = aRace
    ? sessions.filter(
        (s) =>
          s.sport === 'strength' &&
          daysBetween(s.date, aRace.date) >= 1 &&
          daysBetween(s.date, aRace.date) <= 10,
      ).length
    : 0;

  const metrics: PlanMetrics = {
    isTriathlon: family === 'Triathlon',
    needsWeeklyRest: level === 'Novice' || plan.age >= 50,
    fitnessToday,
    fitnessEveOfTaper: fitness[eveIndex] ?? fitnessToday,
    eveOfTaper,
    maxRamp,
    peakWeekHours,
    publishedHours,
    offeredHours,
    reachableHours,
    offered,
    longRide: { first: longest(first, 'bike'), last: longest(last, 'bike') },
    longRun: { first: longest(first, 'run'), last: longest(last, 'run') },
    longestStreakWithoutRest: longestStreak,
    maxKeyDaysInRow: maxKeyRun,
    mostSessionsInDay,
    mostKeyInWeek,
    isNovice: level === 'Novice',
    fewerRunsAllowed:
      (level === 'Novice' || main?.type === 'Sprint') &&
      !goals.some((goal) => RACE_PROFILES[goal.type].family === 'Run'),
    isLongCourse: main?.type === 'HalfIronman' || main?.type === 'Ironman',
    todayHours,
    firstWeekHours,
    firstWeekTrainingHours: firstFull ? trainingIn(firstFull.start) / 3600 : 0,
    startsLowOnPurpose: opensWithReturn || firstFull?.rampUp !== 'StepUp',
    opensWithReturn,
    buildWeeks: buildWeeks.length,
    races,
    strengthInLast10DaysBeforeA: strengthLate,
    raceWeeks: measureRaceWeeks(plan, goals),
    strength: measureStrength(plan, input),
  };
  if (main) metrics.mainRace = { type: main.type, date: main.date };
  if (minSwims !== undefined) metrics.minSwimsPerLoadWeek = minSwims;
  if (minPerLoadWeek) metrics.minPerLoadWeek = minPerLoadWeek;
  if (leastPlaced) metrics.leastPlaced = leastPlaced;
  if (foundationTime > 0) metrics.foundationEasyShare = foundationEasy / foundationTime;
  const returnToRun = measureReturnToRun(plan, input);
  if (returnToRun) metrics.returnToRun = returnToRun;
  return metrics;
}
