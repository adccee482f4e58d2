import type { EnduranceSport } from '../model/index';
import type { RaceGoal } from '../model/athlete';
import type { SessionLeg, WorkoutBlock } from '../model/plan-types';
import type { Intensity } from '../zones/intensity';
import { estimateRaceLegTimes } from '../goals/target-times';
import { raceLegs } from '../goals/race-catalogue';
import type { Thresholds } from '../model/index';
import { blockStats, MIN_FILLER_MINUTES, MINUTE, repeat, rest, swimDistance, timed } from './workout-steps';
import { isLongCourse, type WorkoutContext, type WorkoutDraft } from './workout-types';
import { buildBikeWorkout } from './workouts-bike';

/**
 * Performance tests (coaching-science.md "Performance tests"):
 * - swim: CSS from a 400 m and a 200 m time trial (Swim Smooth), CSS pace = (T400 − T200) / 2;
 * - bike: Coggan's 20-min test, FTP = 95 % of the 20-min average power (and average HR ≈ LTHR);
 * - run: Friel's 30-min solo time trial, LTHR = average HR of the last 20 min, threshold
 *   pace = average pace.
 */
export function buildPerformanceTest(sport: EnduranceSport, cssPace: number): WorkoutDraft {
  switch (sport) {
    case 'swim':
      return {
        focus: 'PerformanceTest',
        title: 'CSS test (400 m + 200 m)',
        description: '400 m all-out, 5 min rest, 200 m all-out: CSS = (T400 − T200) / 2 per 100 m',
        steps: [
          swimDistance('WarmUp', 400, 'recovery', cssPace, 'easy, then 4 × 50 building'),
          swimDistance('Work', 400, 'vo2max', cssPace, '400 m time trial: even pace, all-out'),
          rest(300),
          swimDistance('Work', 200, 'vo2max', cssPace, '200 m time trial: all-out'),
          swimDistance('CoolDown', 200, 'recovery', cssPace),
        ],
        isInterval: true,
        leadUnit: 'Distance',
      };
    case 'bike':
      return {
        focus: 'PerformanceTest',
        title: 'FTP test (20 min)',
        description: '20-min time trial after a 5-min opener: FTP = 95 % of the 20-min average power',
        steps: [
          timed('WarmUp', 15, 'endurance', 'include 3 × 1 min high cadence'),
          timed('Work', 5, 'vo2max', 'hard opener'),
          timed('Recovery', 10, 'recovery'),
          timed('Work', 20, 'threshold', '20-min time trial: the best even effort you can hold'),
          timed('CoolDown', 10, 'recovery'),
        ],
        isInterval: true,
        leadUnit: 'Duration',
      };
    case 'run':
      return {
        focus: 'PerformanceTest',
        title: 'Threshold test (30 min)',
        description:
          '30-min solo time trial: LTHR = average HR of the last 20 min, threshold pace = average pace',
        steps: [
          timed('WarmUp', 15, 'endurance', 'include 4 × 20 s strides'),
          timed('Work', 30, 'threshold', '30-min time trial on a flat route, evenly paced'),
          timed('CoolDown', 10, 'recovery'),
        ],
        isInterval: true,
        leadUnit: 'Duration',
      };
  }
}

/** The race itself, one leg per discipline with the estimated leg times. */
export function buildRaceSession(
  goal: RaceGoal,
  thresholds: Thresholds,
  weight: number,
): WorkoutDraft & { duration: number; legs: SessionLeg[] } {
  const legTimes = estimateRaceLegTimes(goal, thresholds, weight);
  const legs: SessionLeg[] = [];
  for (const sport of ['swim', 'bike', 'run'] as const) {
    const time = legTimes[sport];
    if (time === undefined) continue;
    const intensity =
      goal.type === 'Ironman' || goal.type === 'HalfIronman' || goal.type === 'Marathon'
        ? 'tempo'
        : 'threshold';
    const distance = raceLegs(goal.type, goal.distance)[sport];
    legs.push({
      sport,
      duration: Math.round(time),
      ...(distance === undefined ? {} : { distance }),
      steps: [{ kind: 'Work', duration: Math.round(time), intensity, note: `${goal.name} ${sport}` }],
    });
  }
  const duration = legs.reduce((sum, leg) => sum + leg.duration, 0);
  return {
    focus: 'Race',
    title: `${goal.priority} race: ${goal.name}`,
    description: `${goal.type}${goal.topography ? `, ${goal.topography}` : ''}; estimated ${Math.round(duration / 60)} min`,
    steps: legs.flatMap((leg) => leg.steps),
    isInterval: false,
    leadUnit: 'Distance',
    legs,
    duration,
  };
}

/**
 * Brick: a ride straight into a run, the triathlon-specific session of the Specific phase
 * (Friel, "The Triathlete's Training Bible"). The run is short and at race effort.
 */
/**
 * The run off the bike grows with the brick (which grows with the week's volume): a quarter of
 * it for long courses, 15 → 45 min, a fifth for short races, 10 → 20 min (coaching-science.md
 * "Progression": bricks grow from 10 to 30–45 min of running for 70.3/Ironman).
 */
function brickRunMinutes(duration: number, raceType: WorkoutContext['raceType']): number {
  const longCourse = isLongCourse(raceType) || raceType === 'Ironman';
  const [share, low, high] = longCourse ? [0.25, 15, 45] : [0.2, 10, 20];
  return Math.min(high, Math.max(low, Math.round(((duration / MINUTE) * share) / 5) * 5));
}

/**
 * The bike leg of a race-effort brick: blocks at the race's bike effort, the last one ending the
 * ride so the run starts on legs that raced (Friel's "race-pace brick"). Sprint and Olympic ride
 * near threshold, a 70.3 at tempo, an Ironman at the top of endurance (coaching-science.md
 * "Progression").
 */
function raceEffortRide(duration: number, ctx: WorkoutContext): WorkoutBlock[] {
  const total = Math.round(duration / MINUTE);
  const effort: Intensity =
    ctx.raceType === 'Ironman' ? 'endurance' : isLongCourse(ctx.raceType) ? 'tempo' : 'threshold';
  const block = isLongCourse(ctx.raceType) || ctx.raceType === 'Ironman' ? 15 : 8;
  const gap = 5;
  const count = Math.min(4, Math.max(1, Math.floor((total - 15) / (block + gap))));
  const steady = total - 15 - count * block - (count - 1) * gap;
  return [
    timed('WarmUp', 15, 'recovery'),
    ...(steady >= MIN_FILLER_MINUTES ? [timed('Steady', steady, 'endurance', 'eat and drink')] : []),
    repeat(count - 1, [timed('Work', block, effort, 'race effort'), timed('Steady', gap, 'endurance')]),
    timed('Work', block, effort, 'race effort into the transition'),
  ].filter((step) => step.kind !== 'Repeat' || step.count > 0);
}

/**
 * A brick grows with the week's ride and run time, and alternates by week: a steady ride with a
 * race-effort run off the bike, then a race-effort ride into a race-effort run.
 */
export function buildBrick(duration: number, ctx: WorkoutContext): WorkoutDraft {
  const runMinutes = brickRunMinutes(duration, ctx.raceType);
  const bikeDuration = Math.max(30 * MINUTE, duration - runMinutes * MINUTE);
  const racingRide = !ctx.calm && ctx.variant % 2 === 1;
  const bike = racingRide
    ? { steps: raceEffortRide(bikeDuration, ctx) }
    : buildBikeWorkout(duration >= 100 * MINUTE ? 'Long' : 'Endurance', bikeDuration, ctx);
  // Ironman race effort is the top of endurance, not tempo (as in the long ride).
  const raceEffort = ctx.raceType === 'Ironman' ? 'endurance' : 'tempo';
  const runSteps = ctx.calm
    ? [timed('Steady', runMinutes, 'endurance', 'straight off the bike, easy, quick cadence')]
    : [
        timed('Work', runMinutes - 5, raceEffort, 'straight off the bike at race effort, quick cadence'),
        timed('CoolDown', 5, 'recovery'),
      ];
  const legs: SessionLeg[] = [
    { sport: 'bike', duration: blockStats(bike.steps).duration, steps: bike.steps },
    { sport: 'run', duration: runMinutes * MINUTE, steps: runSteps },
  ];
  return {
    focus: 'Brick',
    title: racingRide ? 'Race-effort brick' : 'Brick: ride then run',
    description: racingRide
      ? `${Math.round(bikeDuration / MINUTE)} min ride with race-effort blocks, then ${runMinutes} min run at race effort`
      : `${Math.round(bikeDuration / MINUTE)} min ride, then ${runMinutes} min run ${ctx.calm ? 'easy' : 'at race effort'}`,
    steps: [...bike.steps, ...runSteps],
    isInterval: false,
    leadUnit: 'Duration',
    legs,
  };
}
