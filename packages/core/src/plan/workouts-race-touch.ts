import { raceIntensity } from './race-session';
import { MINUTE, repeat, splitAround, timed } from './workout-steps';
import type { WorkoutContext, WorkoutDraft } from './workout-types';

/** Longest race-pace touch: short, so the taper sharpens without tiring (Mujika & Padilla 2003). */
export const RACE_TOUCH_MINUTES = 45;

/**
 * A taper's race-pace touch: a few minutes at the race's own intensity for the leg (race-session.ts),
 * in a short session — the taper cuts volume and keeps intensity (coaching-science.md "Plan shape").
 */
export function buildRacePaceTouch(
  sport: 'bike' | 'run',
  duration: number,
  ctx: WorkoutContext,
): WorkoutDraft {
  const intensity = ctx.raceType ? raceIntensity(ctx.raceType, sport) : 'threshold';
  const total = Math.min(duration, RACE_TOUCH_MINUTES * MINUTE) / MINUTE;
  const reps = 3;
  const work = 5;
  const easy = 2;
  const around = Math.max(10, total - reps * (work + easy) - 5);
  const { warmUp, steady, coolDown } = splitAround(around, total, 5);
  return {
    focus: 'RacePace',
    title: `Race-pace touch (${sport === 'bike' ? 'ride' : 'run'})`,
    description: `${reps} × ${work} min at race ${sport === 'bike' ? 'effort' : 'pace'}, ${easy} min easy between`,
    steps: [
      timed('WarmUp', warmUp, 'endurance'),
      ...(steady > 0 ? [timed('Steady', steady, 'endurance')] : []),
      repeat(reps, [
        timed('Work', work, intensity, 'race pace: controlled'),
        timed('Recovery', easy, 'recovery'),
      ]),
      timed('CoolDown', coolDown, 'recovery'),
    ],
    isInterval: true,
    leadUnit: 'Duration',
  };
}
