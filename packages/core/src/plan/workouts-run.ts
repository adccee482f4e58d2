import type { WorkoutBlock } from '../model/plan-types';
import { isLongCourse, type WorkoutContext, type WorkoutDraft, type WorkoutKind } from './workout-types';
import { MINUTE, repeat, timed } from './workout-steps';
import {
  buildTimedWorkout,
  intervalFocus,
  intervalSteps,
  pickIntervalSet,
  type IntervalLibrary,
  type IntervalSet,
} from './workouts-timed';

type RunSet = IntervalSet & { note: string };

/**
 * Run sessions. Foundation: hill repeats and fartlek build strength and economy at low
 * injury risk (Lydiard's hill phase, Daniels' "R" and "I" work kept short); Specific:
 * Daniels' cruise intervals at threshold and 3-min VO2max intervals for short races,
 * longer threshold and race-pace blocks for long races.
 */
const FOUNDATION_SETS: readonly RunSet[] = [
  {
    name: 'Hill repeats',
    work: 1,
    recovery: 2,
    intensity: 'vo2max',
    min: 6,
    max: 10,
    note: 'uphill, strong and tall, jog back down',
  },
  {
    name: 'Fartlek',
    work: 2,
    recovery: 2,
    intensity: 'tempo',
    min: 5,
    max: 8,
    note: 'by feel, smooth not straining',
  },
  { name: 'Tempo', work: 8, recovery: 2, intensity: 'tempo', min: 2, max: 3, note: 'comfortably hard' },
];
const SPECIFIC_SHORT_SETS: readonly RunSet[] = [
  {
    name: 'Cruise intervals',
    work: 6,
    recovery: 2,
    intensity: 'threshold',
    min: 3,
    max: 5,
    note: 'even pace, last one as fast as the first',
  },
  { name: 'VO2max', work: 3, recovery: 2, intensity: 'vo2max', min: 4, max: 6, note: 'hard but controlled' },
  {
    name: 'Race-pace',
    work: 5,
    recovery: 1.5,
    intensity: 'threshold',
    min: 3,
    max: 5,
    note: 'at goal race pace',
  },
];
const SPECIFIC_LONG_SETS: readonly RunSet[] = [
  {
    name: 'Cruise intervals',
    work: 8,
    recovery: 2,
    intensity: 'threshold',
    min: 3,
    max: 4,
    note: 'even pace',
  },
  {
    name: 'Tempo blocks',
    work: 15,
    recovery: 3,
    intensity: 'tempo',
    min: 2,
    max: 3,
    note: 'at race effort, practise drinking',
  },
  // Race-specific work, not VO2max, in a long-course Specific phase (coaching-science.md
  // "Progression": VO2max only early and briefly for 70.3/Ironman).
  {
    name: 'Race-pace',
    work: 10,
    recovery: 2,
    intensity: 'tempo',
    min: 3,
    max: 4,
    note: 'goal race pace, relaxed form',
  },
];
const LIBRARY: IntervalLibrary<RunSet> = {
  foundation: FOUNDATION_SETS,
  specificShort: SPECIFIC_SHORT_SETS,
  specificLong: SPECIFIC_LONG_SETS,
  // Novices start with fartlek: by feel, smooth, not straining.
  novice: FOUNDATION_SETS[1] as RunSet,
};

function intervalSession(duration: number, ctx: WorkoutContext): WorkoutDraft {
  const set = pickIntervalSet(LIBRARY, ctx);
  const { steps, count, work } = intervalSteps(set, duration, {
    warmUp: 12,
    coolDown: 8,
    warmUpNote: 'easy jog, then 4 × 20 s strides',
    recoveryNote: 'easy jog',
  });
  return {
    focus: intervalFocus(set, set.name === 'Race-pace'),
    title: set.name,
    description: `${count} × ${work} min ${set.intensity}, ${set.recovery} min jog between`,
    steps,
    isInterval: true,
    leadUnit: 'Duration',
  };
}

function easySession(duration: number, ctx: WorkoutContext): WorkoutDraft {
  const total = duration / MINUTE;
  // A taper's easy runs keep the legs used to race pace: three 1-minute pickups (Mujika &
  // Padilla 2003: intensity kept while volume falls), so a runner whose taper holds one interval
  // session still touches race pace twice (issue 45).
  if (ctx.phase === 'Taper' && total >= 25 && ctx.calm !== true)
    return {
      focus: 'RacePace',
      title: 'Easy run with race-pace pickups',
      description: 'Easy running with three 1-minute pickups at race pace',
      steps: [
        timed('Steady', total - 6, 'endurance', 'conversational pace'),
        repeat(3, [
          timed('Work', 1, 'threshold', 'race pace pickup, relaxed'),
          timed('Recovery', 1, 'recovery', 'easy jog'),
        ]),
      ],
      isInterval: false,
      leadUnit: 'Duration',
    };
  const withStrides = (ctx.phase === 'Foundation' || ctx.phase === 'Specific') && total >= 30;
  const steps: WorkoutBlock[] = withStrides
    ? [
        timed('Steady', total - 6, 'endurance', 'conversational pace'),
        repeat(4, [
          timed('Drill', 1 / 3, 'endurance', 'stride: quick light steps, not a sprint'),
          timed('Recovery', 7 / 6, 'recovery', 'walk or jog'),
        ]),
      ]
    : [timed('Steady', total, 'endurance', 'conversational pace')];
  return {
    focus: 'Endurance',
    title: withStrides ? 'Easy run with strides' : 'Easy run',
    description: 'Aerobic running below the aerobic threshold',
    steps,
    isInterval: false,
    leadUnit: 'Duration',
  };
}

function longSession(duration: number, ctx: WorkoutContext): WorkoutDraft {
  const total = duration / MINUTE;
  // Marathon and half-marathon runners finish long runs at race pace in the Specific phase
  // (Pfitzinger), and so do 70.3 and Ironman athletes: their Specific work is race effort
  // (coaching-science.md "Intensity by phase and distance").
  const raceFinish =
    ctx.phase === 'Specific' &&
    total >= 60 &&
    ctx.calm !== true &&
    (isLongCourse(ctx.raceType) || ctx.raceType === 'HalfMarathon' || ctx.variant % 2 === 1);
  // Foundation long runs end with a short steady-tempo finish (Friel's base muscular endurance;
  // ~80 % easy by time for the week, coaching-science.md "Intensity distribution").
  const steadyFinish = !raceFinish && ctx.phase === 'Foundation' && total >= 40 && ctx.calm !== true;
  const finish = raceFinish
    ? Math.round(Math.min(30, total * 0.25))
    : steadyFinish
      ? Math.round(Math.min(20, total * 0.2))
      : 0;
  const steps: WorkoutBlock[] = [
    timed('WarmUp', 10, 'recovery'),
    timed('Steady', total - 10 - finish, 'endurance', 'relaxed, drink every 20 min'),
  ];
  if (finish > 0)
    steps.push(
      timed(
        'Work',
        finish,
        'tempo',
        raceFinish ? 'finish at race effort' : 'steady tempo finish, controlled',
      ),
    );
  return {
    focus: raceFinish ? 'RacePace' : 'LongEndurance',
    title: raceFinish
      ? 'Long run with race-pace finish'
      : steadyFinish
        ? 'Long run with a tempo finish'
        : 'Long run',
    description: raceFinish
      ? `Long aerobic run, the last ${finish} min at race effort`
      : steadyFinish
        ? `Long aerobic run, the last ${finish} min at steady tempo`
        : 'Long aerobic run at conversational pace',
    steps,
    isInterval: false,
    leadUnit: 'Duration',
  };
}

export function buildRunWorkout(kind: WorkoutKind, duration: number, ctx: WorkoutContext): WorkoutDraft {
  return buildTimedWorkout(
    {
      intervals: intervalSession,
      long: longSession,
      easy: easySession,
      recovery: { title: 'Recovery jog', description: 'Very easy jog; walk breaks are fine' },
      primer: {
        title: 'Race primer run',
        description: 'Easy run with three 1-minute pickups at race pace',
        opener: 'race pace pickup',
        coolDownMinutes: 5,
      },
    },
    kind,
    duration,
    ctx,
  );
}
