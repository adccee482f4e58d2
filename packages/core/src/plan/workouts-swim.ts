import type { WorkoutBlock, WorkoutStep } from '../model/plan-types';
import type { Intensity } from '../zones/intensity';
import {
  blockStats,
  MIN_FILLER_MINUTES,
  MINUTE,
  repeat,
  poolSwim,
  rest,
  swimPaceFor,
  swimPoolOf,
  type SwimPool,
} from './workout-steps';
import {
  isLongCourse,
  pick,
  type WorkoutContext,
  type WorkoutDraft,
  type WorkoutKind,
} from './workout-types';

/** Classic technique drills (Total Immersion, USMS drill library): one theme per session. */
const DRILLS: readonly string[] = [
  'catch-up: one hand waits in front until the other arrives',
  'fingertip drag: high elbow recovery',
  'single-arm: 25 {unit} left, 25 {unit} right, other arm at your side',
  '6-kick switch: balance on your side, six kicks, switch',
  'fist drill: swim with closed fists to feel the forearm catch',
  'sculling front: feel the water with the hands',
];

interface MainSet {
  name: string;
  /** Metres per repetition. */
  rep: number;
  intensity: Intensity;
  /** Seconds of rest after each repetition. */
  rest: number;
  max: number;
  note?: string;
  /** Each repetition followed by the same distance at this intensity (odd easy, even stronger). */
  build?: { intensity: Intensity; note: string };
}

/**
 * Swim main sets. CSS training (Swim Smooth): repetitions of 100–400 m at CSS with short
 * rests build the threshold; fast 50s train speed for short races; long repetitions at
 * endurance pace prepare 70.3 and Ironman swims; open-water skills in the Specific phase.
 */
function mainSetFor(kind: WorkoutKind, ctx: WorkoutContext): MainSet {
  switch (kind) {
    case 'Intervals': {
      if (ctx.phase === 'Foundation' || ctx.phase === 'Off') {
        return pick<MainSet>(
          [
            { name: 'CSS 100s', rep: 100, intensity: 'threshold', rest: 15, max: 16 },
            { name: 'CSS 200s', rep: 200, intensity: 'threshold', rest: 20, max: 8 },
          ],
          ctx.variant,
        );
      }
      return pick<MainSet>(
        isLongCourse(ctx.raceType) || ctx.raceType === 'Ironman'
          ? [
              { name: 'CSS 200s', rep: 200, intensity: 'threshold', rest: 20, max: 10 },
              { name: 'CSS 400s', rep: 400, intensity: 'threshold', rest: 30, max: 6 },
              {
                name: 'Race-pace 300s',
                rep: 300,
                intensity: 'tempo',
                rest: 20,
                max: 8,
                note: 'sight every 6 strokes',
              },
            ]
          : [
              {
                name: 'Speed 50s',
                rep: 50,
                intensity: 'vo2max',
                rest: 20,
                max: 16,
                note: 'fast, long strokes',
              },
              { name: 'CSS 100s', rep: 100, intensity: 'threshold', rest: 10, max: 16 },
              {
                name: 'Race-start 150s',
                rep: 150,
                intensity: 'threshold',
                rest: 20,
                max: 10,
                note: 'first 50 fast, then settle to CSS',
              },
            ],
        ctx.variant,
      );
    }
    case 'Long':
      return {
        name: 'Endurance 400s',
        rep: 400,
        intensity: 'endurance',
        rest: 30,
        max: 10,
        note: 'steady, bilateral breathing',
      };
    case 'Recovery':
      return { name: 'Easy 100s', rep: 100, intensity: 'recovery', rest: 15, max: 20, note: 'mix strokes' };
    case 'Technique':
      return {
        name: 'Technique 100s',
        rep: 100,
        intensity: 'endurance',
        rest: 15,
        max: 20,
        note: 'hold the drill feeling',
        // Holding the stroke a little faster is where technique sticks (Swim Smooth), and it keeps
        // technique days inside ~80 % easy by time (coaching-science.md "Intensity distribution").
        ...((ctx.phase === 'Foundation' || ctx.phase === 'Specific') && ctx.calm !== true
          ? { build: { intensity: 'tempo' as const, note: 'same long stroke, a little stronger' } }
          : {}),
      };
    case 'Endurance':
    case 'Primer':
      // Swim Smooth's steady "CSS + 5 s" sets: aerobic volume a little above the easy band, which
      // swimmers who can already hold their stroke need (novices swim technique sets instead).
      if (
        kind === 'Endurance' &&
        ctx.level !== 'Novice' &&
        (ctx.phase === 'Foundation' || ctx.phase === 'Specific') &&
        ctx.calm !== true &&
        ctx.variant % 2 === 1
      ) {
        return {
          name: 'Steady 200s',
          rep: 200,
          intensity: 'tempo',
          rest: 20,
          max: 8,
          note: 'CSS + 5 s per 100 {unit}, smooth and long',
        };
      }
      return pick<MainSet>(
        [
          { name: 'Aerobic 200s', rep: 200, intensity: 'endurance', rest: 20, max: 12 },
          { name: 'Pull 300s', rep: 300, intensity: 'endurance', rest: 20, max: 8, note: 'with pull buoy' },
        ],
        ctx.variant,
      );
  }
}

function titleFor(kind: WorkoutKind, set: MainSet): string {
  if (kind === 'Technique') return 'Technique swim';
  if (kind === 'Long') return 'Long endurance swim';
  if (kind === 'Recovery') return 'Recovery swim';
  return `${set.name} swim`;
}

/** A note's `{unit}` in the pool's unit: "25 m left" or "25 yd left". */
function inUnit(text: string, pool: SwimPool): string {
  return text.replaceAll('{unit}', pool.unit);
}

export function buildSwimWorkout(kind: WorkoutKind, duration: number, ctx: WorkoutContext): WorkoutDraft {
  // Distances below are in the athlete's pool unit (metres or yards), paces per 100 of it.
  const pool = swimPoolOf(ctx);
  const css = pool.css;
  const set = mainSetFor(kind, ctx);
  const short = duration < 35 * 60;
  const warmUpUnits = short ? 200 : 400;
  const warmUp = poolSwim(pool, 'WarmUp', warmUpUnits, 'recovery', 'easy, mix strokes');
  const drillCount = kind === 'Technique' ? 8 : short ? 2 : 4;
  const drillSteps: WorkoutStep[] = [
    poolSwim(pool, 'Drill', 50, 'endurance', inUnit(pick(DRILLS, ctx.variant), pool)),
    rest(15),
  ];
  const coolDownUnits = short ? 100 : 200;
  const coolDownBase = poolSwim(pool, 'CoolDown', coolDownUnits, 'recovery');
  const repSteps = (mainStep: WorkoutStep): WorkoutStep[] =>
    set.build
      ? [
          mainStep,
          rest(set.rest),
          poolSwim(pool, 'Work', set.rep, set.build.intensity, set.build.note),
          rest(set.rest),
        ]
      : [mainStep, rest(set.rest)];
  const repsPerBlock = set.build ? 2 : 1;
  const repDuration = blockStats(repSteps(poolSwim(pool, 'Work', set.rep, set.intensity))).duration;
  const fixed = blockStats([warmUp, repeat(drillCount, drillSteps), coolDownBase]).duration;
  const count = Math.max(
    1,
    Math.min(Math.floor(set.max / repsPerBlock), Math.floor((duration - fixed) / repDuration)),
  );
  const mainStep = poolSwim(
    pool,
    set.intensity === 'endurance' || set.intensity === 'recovery' ? 'Steady' : 'Work',
    set.rep,
    set.intensity,
    set.note === undefined ? undefined : inUnit(set.note, pool),
  );
  const steps: WorkoutBlock[] = [warmUp, repeat(drillCount, drillSteps), repeat(count, repSteps(mainStep))];
  // Time left after the main set becomes a steady pull swim, in whole 100s.
  const leftover = duration - fixed - count * repDuration;
  const leftoverUnits = Math.floor(leftover / swimPaceFor(css, 'endurance')) * 100;
  const pull = poolSwim(pool, 'Steady', Math.max(0, leftoverUnits), 'endurance', 'pull buoy, long strokes');
  // A pull too short to be a set of its own (rounding leftovers) swims as a longer cool-down.
  const pullUnits =
    leftoverUnits >= 100 && (pull.duration ?? 0) >= MIN_FILLER_MINUTES * MINUTE ? leftoverUnits : 0;
  const extraCoolDown =
    pullUnits === 0 ? Math.floor(Math.max(0, leftover) / swimPaceFor(css, 'recovery')) * 100 : 0;
  const coolDown =
    extraCoolDown > 0 ? poolSwim(pool, 'CoolDown', coolDownUnits + extraCoolDown, 'recovery') : coolDownBase;
  const finalCoolDownUnits = coolDownUnits + extraCoolDown;
  if (pullUnits > 0) steps.push(pull);
  steps.push(coolDown);
  const totalUnits =
    warmUpUnits +
    drillCount * 50 +
    count * repsPerBlock * set.rep +
    Math.max(0, pullUnits) +
    finalCoolDownUnits;
  return {
    focus:
      kind === 'Technique'
        ? 'Technique'
        : kind === 'Long'
          ? 'LongEndurance'
          : kind === 'Recovery'
            ? 'Recovery'
            : kind === 'Intervals'
              ? set.intensity === 'vo2max'
                ? 'VO2max'
                : set.intensity === 'tempo'
                  ? 'RacePace'
                  : 'Threshold'
              : 'Endurance',
    title: titleFor(kind, set),
    description: `${totalUnits} ${pool.unit}: ${warmUpUnits} warm-up, ${drillCount} × 50 drill, ${set.build ? `${count} × (${set.rep} ${set.intensity} + ${set.rep} ${set.build.intensity})` : `${count} × ${set.rep} ${set.intensity}`} (${set.rest} s rest)${pullUnits >= 100 ? `, ${pullUnits} pull` : ''}, ${finalCoolDownUnits} cool-down`,
    steps,
    isInterval: kind === 'Intervals',
    leadUnit: 'Distance',
  };
}
