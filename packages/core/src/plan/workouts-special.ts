import type { EnduranceSport } from '../model/index';
import { blockStats, MINUTE, rest, swimDistance, timed } from './workout-steps';
import type { WorkoutContext, WorkoutDraft } from './workout-types';
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

/**
 * Minutes of running off the long ride in the season's `bricksBefore`-th brick: 20 minutes the
 * first time, 5 more each brick, up to 45 for 70.3 and Ironman, 30 for Olympic and 20 for sprint
 * (coaching-science.md "Progression": bricks grow from 10 to 30–45 min of running off the bike).
 */
export function brickRunMinutes(bricksBefore: number, raceType: WorkoutContext['raceType']): number {
  const most = raceType === 'HalfIronman' || raceType === 'Ironman' ? 45 : raceType === 'Sprint' ? 20 : 30;
  return Math.min(most, 20 + 5 * Math.max(0, bricksBefore));
}

/**
 * A ride with a run straight off the bike: the week's long ride (`Long`) or, where no slot holds the
 * long ride and a run together, a shorter endurance ride (`Endurance`). The run is easy, its last
 * minutes at race effort once the week's intensity allows (Ironman: the top of endurance).
 */
export function rideThenRun(
  runMinutes: number,
  ride: 'Long' | 'Endurance',
): (duration: number, ctx: WorkoutContext) => WorkoutDraft {
  return (duration, ctx) => {
    const bike = buildBikeWorkout(ride, Math.max(30 * MINUTE, duration - runMinutes * MINUTE), ctx);
    const raceEffort = ctx.raceType === 'Ironman' ? 'endurance' : 'tempo';
    const effortMinutes = Math.min(10, Math.floor(runMinutes / 2));
    const runSteps = ctx.calm
      ? [timed('Steady', runMinutes, 'endurance', 'straight off the bike, easy, quick cadence')]
      : [
          timed('Steady', runMinutes - effortMinutes, 'endurance', 'straight off the bike, quick cadence'),
          timed('Work', effortMinutes, raceEffort, `the last ${effortMinutes} min at race effort`),
        ];
    const rideDuration = blockStats(bike.steps).duration;
    return {
      focus: 'Brick',
      title: ride === 'Long' ? 'Long ride with a run off the bike' : 'Brick: ride then run',
      description: `${bike.title}: ${Math.round(rideDuration / MINUTE)} min, then ${runMinutes} min run straight off the bike`,
      steps: [...bike.steps, ...runSteps],
      isInterval: false,
      leadUnit: 'Duration',
      legs: [
        { sport: 'bike', duration: rideDuration, steps: bike.steps },
        { sport: 'run', duration: runMinutes * MINUTE, steps: runSteps },
      ],
    };
  };
}
