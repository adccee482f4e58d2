import type { SessionFocus, WorkoutBlock } from '../model/plan-types';
import type { Intensity } from '../zones/intensity';
import {
  isLongCourse,
  pick,
  type WorkoutContext,
  type WorkoutDraft,
  type WorkoutKind,
} from './workout-types';
import { fitReps, MINUTE, MIN_FILLER_MINUTES, repeat, timed, type RepShape } from './workout-steps';
import { primerSession, recoverySession } from './workouts-short';

/** One interval set of a sport's library: its name, rep shape (minutes) and band. */
export interface IntervalSet extends RepShape {
  name: string;
  intensity: Intensity;
  /** Said on each rep. */
  note?: string;
}

/** A sport's interval sets by phase and race length, and the gentle one for a novice's base. */
export interface IntervalLibrary<S extends IntervalSet> {
  foundation: readonly S[];
  specificShort: readonly S[];
  specificLong: readonly S[];
  novice: S;
}

/**
 * Foundation and Off pick from the base sets, later phases from the sets of the race's length;
 * novices stay with the gentle set in the base: threshold work before a base exists only adds fatigue.
 */
export function pickIntervalSet<S extends IntervalSet>(library: IntervalLibrary<S>, ctx: WorkoutContext): S {
  const sets =
    ctx.phase === 'Foundation' || ctx.phase === 'Off'
      ? library.foundation
      : isLongCourse(ctx.raceType)
        ? library.specificLong
        : library.specificShort;
  return ctx.level === 'Novice' && ctx.phase === 'Foundation' ? library.novice : pick(sets, ctx.variant);
}

interface IntervalFrame {
  warmUp: number;
  coolDown: number;
  warmUpNote: string;
  recoveryNote: string;
  /** Said on the steady block that takes up what the reps leave. */
  fillerNote?: string;
}

/**
 * Warm-up, the reps of the set that fit the session, a steady block for what they leave, and
 * the cool-down. Rounding leftovers shorter than a real steady block lengthen the cool-down instead.
 */
export function intervalSteps(
  set: IntervalSet,
  duration: number,
  frame: IntervalFrame,
): { steps: WorkoutBlock[]; count: number; work: number } {
  const available = duration / MINUTE - frame.warmUp - frame.coolDown;
  const { count, work } = fitReps(set, available);
  const main = count * work + (count - 1) * set.recovery;
  const filler = Math.max(0, Math.round(available - main));
  const steps: WorkoutBlock[] = [
    timed('WarmUp', frame.warmUp, 'endurance', frame.warmUpNote),
    repeat(count, [
      timed('Work', work, set.intensity, set.note),
      timed('Recovery', set.recovery, 'recovery', frame.recoveryNote),
    ]),
  ];
  if (filler >= MIN_FILLER_MINUTES) steps.push(timed('Steady', filler, 'endurance', frame.fillerNote));
  steps.push(timed('CoolDown', frame.coolDown + (filler >= MIN_FILLER_MINUTES ? 0 : filler), 'recovery'));
  return { steps, count, work };
}

/** An interval session's focus: race pace when it rehearses it, else the set's band. */
export function intervalFocus(set: IntervalSet, racePace: boolean): SessionFocus {
  if (racePace) return 'RacePace';
  return set.intensity === 'tempo' ? 'Tempo' : set.intensity === 'vo2max' ? 'VO2max' : 'Threshold';
}

type Build = (duration: number, ctx: WorkoutContext) => WorkoutDraft;

/** A timed sport's sessions (bike, run): its own builders and the words of its short sessions. */
interface TimedLibrary {
  intervals: Build;
  long: Build;
  /** Endurance and technique days. */
  easy: Build;
  recovery: { title: string; description: string };
  primer: Parameters<typeof primerSession>[1];
}

export function buildTimedWorkout(
  library: TimedLibrary,
  kind: WorkoutKind,
  duration: number,
  ctx: WorkoutContext,
): WorkoutDraft {
  switch (kind) {
    case 'Intervals':
      return library.intervals(duration, ctx);
    case 'Long':
      return library.long(duration, ctx);
    case 'Recovery':
      return recoverySession(duration, library.recovery.title, library.recovery.description);
    case 'Primer':
      return primerSession(duration, library.primer);
    case 'Endurance':
    case 'Technique':
      return library.easy(duration, ctx);
  }
}
