import type { RaceType } from '../model/athlete';
import { MINUTE } from '../plan/workout-steps';
import type { PlanMetrics } from './plan-metrics';
import { judgeRaceWeeks } from './race-week-rule';
import { strengthDetail } from './strength-rule';
import { judgeReturnToRun } from './return-to-run';

export type CoachRule =
  | 'fitness rises'
  | 'ramp'
  | 'peak hours'
  | 'long ride'
  | 'long run'
  | 'swims'
  | 'rest day'
  | 'key days'
  | 'easy share'
  | 'tapers'
  | 'strength late'
  | 'strength'
  | 'frequency'
  | 'doubles'
  | 'key sessions'
  | 'week 1'
  | 'time used'
  | 'race-week content'
  | 'return to run';

/**
 * Rules of issue 45 that the report measures and prints but the plans do not meet yet for every
 * athlete (printed as FAIL, not asserted by the bank's test): remove a rule from here once it holds.
 */
export const OPEN_RULES: ReadonlySet<CoachRule> = new Set<CoachRule>(['time used']);

export interface RuleVerdict {
  rule: CoachRule;
  pass: boolean;
  detail: string;
}

/**
 * Long ride / long run the build grows toward, triathlon (coaching-science.md "Progression":
 * common age-group practice, Friel; 80/20 Triathlon). Seconds, [low, high].
 */
export const LONG_SESSION_GOALS: Partial<
  Record<RaceType, { bike: [number, number]; run: [number, number] }>
> = {
  Sprint: { bike: [75 * MINUTE, 75 * MINUTE], run: [50 * MINUTE, 50 * MINUTE] },
  Olympic: { bike: [120 * MINUTE, 150 * MINUTE], run: [75 * MINUTE, 90 * MINUTE] },
  HalfIronman: { bike: [180 * MINUTE, 210 * MINUTE], run: [105 * MINUTE, 120 * MINUTE] },
  Ironman: { bike: [270 * MINUTE, 330 * MINUTE], run: [135 * MINUTE, 165 * MINUTE] },
};

/** A-race taper length by distance (coaching-science.md "Plan shape": ~1 week short, 1–2 weeks long). */
const A_TAPER_DAYS: Readonly<Record<RaceType, [number, number]>> = {
  Sprint: [7, 10],
  Olympic: [7, 10],
  HalfIronman: [7, 14],
  Ironman: [14, 21],
  Marathon: [14, 21],
  HalfMarathon: [7, 10],
  TenK: [7, 10],
  FiveK: [7, 10],
  ManualBike: [7, 10],
  ManualRun: [7, 10],
  ManualSwim: [7, 10],
};
/** B races: a 2–6 day mini-taper; C races: the day before easy. */
const B_TAPER_DAYS: [number, number] = [2, 6];
/** GoldenCheetah: a ramp above 8 CTL points a week is risky (coaching-science.md "Load"). */
const MAX_RAMP = 8;
/**
 * ~80 % of the time easy, read as 75–90 % by time in the Foundation (Seiler; Fitzgerald's 80/20):
 * its long sessions stay aerobic (issue 45), so a base week with two interval sessions reads
 * 85–90 % easy, the pyramidal base most coaches write; a runner's base (Lydiard) and a re-plan
 * whose Foundation holds a week back from illness read up to 92 %.
 */
const EASY_SHARE: [number, number] = [0.75, 0.92];
/** Growth that counts as "the long session grew" when the target is out of reach. */
const LONG_GROWTH = 15 * MINUTE;
/** A plan that opens with a return keeps at least this share of today's fitness. */
const RETURN_FITNESS_FLOOR = 0.9;
/** Issue 45: week 1 at ≥ 90 % of today's hours; load weeks place ≥ 90 % of what they want. */
const WEEK_ONE_SHARE = 0.9;
const PLACED_SHARE = 0.9;
/** Tolerance of the peak-hours check: the availability margin of 10 %, and rounding. */
const AVAILABILITY_USE = 0.9;

export const hm = (seconds: number): string => {
  const minutes = Math.round(seconds / MINUTE);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};

function longRule(
  rule: 'long ride' | 'long run',
  value: { first: number; last: number },
  goal: [number, number] | undefined,
  longestSlot: number,
): RuleVerdict | undefined {
  if (!goal) return undefined;
  // A plan cannot hold a session longer than the athlete's longest slot: reaching the slot counts
  // (the plan's availability check tells the athlete the race wants longer).
  const reachable = Math.min(goal[0], longestSlot);
  const reached = value.last >= reachable - 5 * MINUTE;
  const grew = value.last - value.first >= LONG_GROWTH;
  const tooLong = value.last > goal[1] + 15 * MINUTE;
  return {
    rule,
    pass: (reached || grew) && !tooLong,
    detail: `${hm(value.first)} → ${hm(value.last)} (goal ${hm(goal[0])}–${hm(goal[1])}${reachable < goal[0] ? `, longest slot ${hm(longestSlot)}` : ''})`,
  };
}

/** PASS/FAIL of each coaching rule of issue 12 that applies to the plan. */
export function judgePlan(m: PlanMetrics): RuleVerdict[] {
  const verdicts: (RuleVerdict | undefined)[] = [];
  // Issue 45: with 8 build weeks or more and at least today's hours offered, planned fitness on the
  // eve of the taper stands 5 % above today's; otherwise it must not fall.
  const buildsFully = m.buildWeeks >= 8 && m.offeredHours >= m.todayHours;
  // A plan that opens with a return (an injury, a break) may end a little under today's: the
  // weeks back hold no intensity and rebuild the sport that was out.
  const risesTo = m.opensWithReturn
    ? m.fitnessToday * RETURN_FITNESS_FLOOR
    : buildsFully
      ? m.fitnessToday * 1.05
      : m.fitnessToday;
  verdicts.push({
    rule: 'fitness rises',
    pass: m.fitnessEveOfTaper >= risesTo,
    detail: `CTL ${m.fitnessToday.toFixed(0)} → ${m.fitnessEveOfTaper.toFixed(0)} (≥ ${risesTo.toFixed(0)})`,
  });
  verdicts.push({
    rule: 'ramp',
    pass: m.maxRamp <= MAX_RAMP,
    detail: `max ${m.maxRamp.toFixed(1)} CTL/week`,
  });
  const wanted = Math.min(m.publishedHours[0], m.offeredHours * AVAILABILITY_USE, m.reachableHours);
  verdicts.push({
    rule: 'peak hours',
    pass: m.peakWeekHours >= wanted * 0.95 && m.peakWeekHours <= m.publishedHours[1] * 1.1,
    detail: `${m.peakWeekHours.toFixed(1)} h (range ${m.publishedHours[0]}–${m.publishedHours[1]}, offered ${m.offeredHours.toFixed(1)}, safe ramp reaches ${m.reachableHours.toFixed(1)})`,
  });
  // Issue 45: the plan starts where the athlete is (≥ 90 % of today's endurance hours, or all the
  // time offered when that is less) unless it starts lower on purpose (a break, an injury, a week
  // the ramp-up decision holds or reduces)...
  if (!m.startsLowOnPurpose) {
    const wantedFirst = Math.min(m.todayHours, m.offeredHours) * WEEK_ONE_SHARE;
    verdicts.push({
      rule: 'week 1',
      pass: m.firstWeekTrainingHours >= wantedFirst,
      detail: `first full week ${m.firstWeekTrainingHours.toFixed(1)} h of ${m.todayHours.toFixed(1)} h today (≥ ${wantedFirst.toFixed(1)})`,
    });
  }
  // ...and every full load week places ≥ 90 % of min(its target, the time offered).
  if (m.leastPlaced) {
    const { share, start, placed, wanted } = m.leastPlaced;
    verdicts.push({
      rule: 'time used',
      pass: share >= PLACED_SHARE,
      detail: `least placed load week ${start}: ${placed.toFixed(1)} of ${wanted.toFixed(1)} h (${Math.round(share * 100)} %, ≥ ${PLACED_SHARE * 100} %)`,
    });
  }
  const goals = m.mainRace && m.isTriathlon ? LONG_SESSION_GOALS[m.mainRace.type] : undefined;
  verdicts.push(
    longRule('long ride', m.longRide, goals?.bike, m.offered.longestRide),
    longRule('long run', m.longRun, goals?.run, m.offered.longestRun),
  );
  if (m.minSwimsPerLoadWeek !== undefined) {
    const wanted = m.mainRace?.type === 'HalfIronman' || m.mainRace?.type === 'Ironman' ? 3 : 2;
    // One swim a day at most: a week offering two swim days holds two swims.
    const needed = Math.min(wanted, m.offered.swimDays);
    verdicts.push({
      rule: 'swims',
      pass: m.minSwimsPerLoadWeek >= needed,
      detail: `min ${m.minSwimsPerLoadWeek}/load week (want ≥ ${wanted}${needed < wanted ? `, ${m.offered.swimDays} swim days offered` : ''})`,
    });
  }
  const maxStreak = m.needsWeeklyRest ? 6 : 13;
  verdicts.push({
    rule: 'rest day',
    pass: m.longestStreakWithoutRest <= maxStreak,
    detail: `${m.longestStreakWithoutRest} days in a row (max ${maxStreak})`,
  });
  verdicts.push({
    rule: 'key days',
    pass: m.maxKeyDaysInRow <= 2,
    detail: `${m.maxKeyDaysInRow} key days in a row`,
  });
  if (m.foundationEasyShare !== undefined) {
    const share = m.foundationEasyShare;
    verdicts.push({
      rule: 'easy share',
      pass: share >= EASY_SHARE[0] && share <= EASY_SHARE[1],
      detail: `${Math.round(share * 100)} % easy in Foundation`,
    });
  }
  if (m.races.length > 0) {
    const problems: string[] = [];
    const parts = m.races.map((race) => {
      if (race.isAnchor) {
        const [low, high] = A_TAPER_DAYS[race.type];
        if (race.taperDays < low || race.taperDays > high)
          problems.push(`${race.name} taper ${race.taperDays} d (want ${low}–${high})`);
      } else if (race.priority === 'B') {
        if (race.taperDays < B_TAPER_DAYS[0])
          problems.push(`${race.name} only ${race.taperDays} easy d before`);
        if (race.hardSoonAfter > 0) problems.push(`${race.name}: intensity within 2 d after`);
      } else {
        if (race.taperDays < 1 || race.strengthDayBefore > 0)
          problems.push(`${race.name}: day before not easy`);
      }
      return `${race.priority}:${race.taperDays}d`;
    });
    verdicts.push({
      rule: 'tapers',
      pass: problems.length === 0,
      detail: problems.length === 0 ? parts.join(' ') : problems.join('; '),
    });
  }
  verdicts.push({
    rule: 'strength late',
    pass: m.strengthInLast10DaysBeforeA === 0,
    detail: `${m.strengthInLast10DaysBeforeA} strength in the last 10 d before the A race`,
  });
  verdicts.push({
    rule: 'strength',
    pass: m.strength.shortWeeks.length === 0,
    detail: strengthDetail(m.strength),
  });
  verdicts.push({
    rule: 'doubles',
    pass: m.mostSessionsInDay <= 2,
    detail: `at most ${m.mostSessionsInDay} session(s) in a day`,
  });
  // At most 3 key sessions a week, 2 for novices (coaching-science.md "Progression").
  const keyLimit = m.isNovice ? 2 : 3;
  verdicts.push({
    rule: 'key sessions',
    // Tests count: a week with two tests holds one quality session less.
    pass: m.mostKeyInWeek <= keyLimit + 1,
    detail: `at most ${m.mostKeyInWeek} key sessions in a build week (tests included)`,
  });
  if (m.minPerLoadWeek && m.isTriathlon) {
    const { swim, bike, run } = m.minPerLoadWeek;
    const runs = m.fewerRunsAllowed ? 2 : 3;
    // One swim a day at most: a week offering two swim days holds two swims (as the swims rule).
    const swims = Math.min(m.isLongCourse ? 3 : 2, m.offered.swimDays);
    verdicts.push({
      rule: 'frequency',
      pass: swim >= swims && bike >= 2 && run >= runs,
      detail: `fewest per load week: ${swim} swims (≥ ${swims}), ${bike} rides (≥ 2), ${run} runs (≥ ${runs})`,
    });
  } else if (m.minPerLoadWeek && m.mainRace && RUN_RACES.has(m.mainRace.type)) {
    verdicts.push({
      rule: 'frequency',
      pass: m.minPerLoadWeek.run >= 3,
      detail: `fewest runs per load week: ${m.minPerLoadWeek.run} (≥ 3)`,
    });
  }
  verdicts.push({ rule: 'race-week content', ...judgeRaceWeeks(m.raceWeeks) });
  verdicts.push(judgeReturnToRun(m.returnToRun));
  return verdicts.filter((verdict): verdict is RuleVerdict => verdict !== undefined);
}

const RUN_RACES: ReadonlySet<RaceType> = new Set(['Marathon', 'HalfMarathon', 'TenK', 'FiveK']);
