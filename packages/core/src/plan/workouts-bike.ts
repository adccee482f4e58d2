import type { WorkoutBlock } from '../model/plan-types';
import {
  isLongCourse,
  pick,
  type WorkoutContext,
  type WorkoutDraft,
  type WorkoutKind,
} from './workout-types';
import { MINUTE, MIN_FILLER_MINUTES, repeat, timed } from './workout-steps';
import {
  buildTimedWorkout,
  intervalFocus,
  intervalSteps,
  pickIntervalSet,
  type IntervalLibrary,
  type IntervalSet,
} from './workouts-timed';

/**
 * Bike interval sets. Foundation keeps intensity modest (tempo "sweet spot" and short
 * neuromuscular bursts, Friel's base period); Specific brings threshold and VO2max work
 * (Coggan/Allen, "Training and Racing with a Power Meter"), long-course athletes get the
 * longer threshold and tempo blocks their race asks for.
 */
const FOUNDATION_SETS: readonly IntervalSet[] = [
  { name: 'Tempo', work: 12, recovery: 4, intensity: 'tempo', min: 2, max: 4 },
  { name: 'Cadence and tempo', work: 8, recovery: 3, intensity: 'tempo', min: 3, max: 5 },
  { name: 'Threshold touch', work: 6, recovery: 4, intensity: 'threshold', min: 3, max: 5 },
];
const SPECIFIC_SHORT_SETS: readonly IntervalSet[] = [
  { name: 'Threshold', work: 8, recovery: 4, intensity: 'threshold', min: 3, max: 5 },
  { name: 'VO2max', work: 4, recovery: 4, intensity: 'vo2max', min: 4, max: 6 },
  { name: 'Race-pace', work: 10, recovery: 3, intensity: 'threshold', min: 2, max: 4 },
];
const SPECIFIC_LONG_SETS: readonly IntervalSet[] = [
  { name: 'Threshold', work: 10, recovery: 5, intensity: 'threshold', min: 3, max: 4 },
  { name: 'Long threshold', work: 20, recovery: 5, intensity: 'threshold', min: 2, max: 2 },
  // Race-specific work, not VO2max, in a long-course Specific phase (coaching-science.md
  // "Progression": 70.3 ~75–82 % FTP, Ironman ~65–75 %; VO2max only early and briefly).
  { name: 'Race-pace', work: 20, recovery: 5, intensity: 'tempo', min: 2, max: 3 },
];
const LIBRARY: IntervalLibrary<IntervalSet> = {
  foundation: FOUNDATION_SETS,
  specificShort: SPECIFIC_SHORT_SETS,
  specificLong: SPECIFIC_LONG_SETS,
  // Novices stay with tempo in the base.
  novice: FOUNDATION_SETS[0] as IntervalSet,
};

function intervalSession(duration: number, ctx: WorkoutContext): WorkoutDraft {
  const set = pickIntervalSet(LIBRARY, ctx);
  // A weekday slot under an hour keeps its quality with a shorter warm-up and cool-down.
  const short = duration < 60 * MINUTE;
  const { steps, count, work } = intervalSteps(set, duration, {
    warmUp: short ? 10 : 15,
    coolDown: short ? 5 : 10,
    warmUpNote: 'build gradually, 3 × 30 s high cadence in the last 5 min',
    recoveryNote: 'easy spin',
    fillerNote: 'steady aerobic riding',
  });
  return {
    focus: intervalFocus(set, ctx.phase === 'Specific' && set.name === 'Race-pace'),
    title: `${set.name} intervals`,
    description: `${count} × ${work} min ${set.intensity}, ${set.recovery} min easy between`,
    steps,
    isInterval: true,
    leadUnit: 'Duration',
  };
}

function enduranceSession(duration: number, ctx: WorkoutContext): WorkoutDraft {
  const total = duration / MINUTE;
  const withDrills = ctx.phase === 'Foundation' && total >= 50;
  const steps: WorkoutBlock[] = [timed('WarmUp', 10, 'recovery')];
  if (withDrills) {
    const drill = pick(
      ['single-leg pedalling 30 s each leg', 'high cadence 110+ rpm', 'low cadence 60 rpm seated, big gear'],
      ctx.variant,
    );
    steps.push(repeat(4, [timed('Drill', 1, 'endurance', drill), timed('Steady', 2, 'endurance')]));
    steps.push(timed('Steady', Math.max(5, total - 10 - 12 - 10), 'endurance'));
  } else
    steps.push(
      timed('Steady', Math.max(5, total - 20), 'endurance', 'conversational, steady cadence 85–95 rpm'),
    );
  steps.push(timed('CoolDown', 10, 'recovery'));
  return {
    focus: 'Endurance',
    title: withDrills ? 'Endurance ride with pedalling drills' : 'Endurance ride',
    description: 'Aerobic riding below the aerobic threshold',
    steps,
    isInterval: false,
    leadUnit: 'Duration',
  };
}

function longSession(duration: number, ctx: WorkoutContext): WorkoutDraft {
  const total = duration / MINUTE;
  const steps: WorkoutBlock[] = [timed('WarmUp', 15, 'recovery')];
  const withRacePace = ctx.phase === 'Specific' && total >= 90 && ctx.calm !== true;
  const withTempo = ctx.phase === 'Foundation' && total >= 50 && ctx.calm !== true;
  let coolDownExtra = 0;
  if (withRacePace) {
    // Race-specific: long-course athletes rehearse race effort inside the long ride. Ironman
    // race effort is ~65–75 % FTP, the top of the endurance band, not tempo (coaching-science.md
    // "Progression"); 70.3 and shorter races ride theirs at tempo.
    // Long-course race-effort blocks lengthen with the ride: a 3-hour 70.3 ride holds 3 × 30 min.
    const block = isLongCourse(ctx.raceType) ? (total >= 150 ? 30 : 20) : 10;
    const raceEffort = ctx.raceType === 'Ironman' ? 'endurance' : 'tempo';
    const count = Math.min(3, Math.max(2, Math.floor((total - 60) / (block + 10) / 2)));
    const around = total - 25 - count * block - (count - 1) * 10;
    steps.push(timed('Steady', Math.round(around / 2), 'endurance'));
    steps.push(
      repeat(count, [
        timed(
          'Work',
          block,
          raceEffort,
          raceEffort === 'endurance'
            ? 'Ironman race effort (top of endurance), practise fuelling'
            : 'race effort, practise fuelling',
        ),
        timed('Steady', 10, 'endurance'),
      ]),
    );
    const tail = Math.max(0, around - Math.round(around / 2) - 10);
    if (tail >= MIN_FILLER_MINUTES) steps.push(timed('Steady', tail, 'endurance'));
    else coolDownExtra = tail;
  } else if (withTempo) {
    // Friel's base period adds muscular endurance: tempo blocks inside the long ride bring the
    // week to ~80 % easy by time (coaching-science.md "Intensity distribution": pyramidal).
    // A beginner's 50–75 min long ride holds two short blocks with a short easy gap.
    const block = total >= 120 ? 15 : total >= 75 ? 10 : 6;
    const gap = total >= 75 ? 10 : 6;
    const count = total >= 150 ? 3 : 2;
    const around = total - 25 - count * block - (count - 1) * gap;
    steps.push(timed('Steady', Math.round(around / 2), 'endurance', 'eat and drink every 20 min'));
    steps.push(
      repeat(count, [
        timed('Work', block, 'tempo', 'steady tempo, seated, strong but controlled'),
        timed('Steady', gap, 'endurance'),
      ]),
    );
    coolDownExtra = around - Math.round(around / 2) - gap;
  } else steps.push(timed('Steady', Math.max(5, total - 25), 'endurance', 'eat and drink every 20 min'));
  steps.push(timed('CoolDown', 10 + coolDownExtra, 'recovery'));
  return {
    focus: withRacePace ? 'RacePace' : 'LongEndurance',
    title: withRacePace
      ? 'Long ride with race-effort blocks'
      : withTempo
        ? 'Long ride with tempo blocks'
        : 'Long endurance ride',
    description: withRacePace
      ? 'Aerobic long ride with blocks at race effort and a fuelling rehearsal'
      : withTempo
        ? 'Long aerobic ride with tempo blocks for muscular endurance'
        : 'Long aerobic ride, steady and conversational',
    steps: steps.filter((step) => step.kind === 'Repeat' || (step.duration ?? 0) > 0),
    isInterval: false,
    leadUnit: 'Duration',
  };
}

export function buildBikeWorkout(kind: WorkoutKind, duration: number, ctx: WorkoutContext): WorkoutDraft {
  return buildTimedWorkout(
    {
      intervals: intervalSession,
      long: longSession,
      easy: enduranceSession,
      recovery: { title: 'Recovery spin', description: 'Easy spinning, light gears, high cadence' },
      primer: {
        title: 'Race primer ride',
        description: 'Short ride with three 1-minute race-effort openers',
        opener: 'race effort opener',
        coolDownMinutes: 10,
      },
    },
    kind,
    duration,
    ctx,
  );
}
