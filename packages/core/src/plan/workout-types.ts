import type { RaceType } from '../model/athlete';
import type {
  LeadUnit,
  SessionFocus,
  SessionLeg,
  StrengthExercise,
  TrainingPhase,
  WorkoutBlock,
} from '../model/plan-types';

/** Novice: Beginner intention or < 12 months in the sport; Advanced: Optimizing with years of training. */
export type AthleteLevel = 'Novice' | 'Intermediate' | 'Advanced';

export interface WorkoutContext {
  phase: TrainingPhase;
  level: AthleteLevel;
  raceType?: RaceType;
  /** Rotates the library's variants week by week so the plan does not repeat itself. */
  variant: number;
  /** Seconds per 100 m (resolved CSS). */
  cssPace: number;
  /** Swim sets written in yards (the athlete's swim unit): 4 × 100 means 100 yd repeats. */
  swimInYards?: boolean;
  /** No race-pace or tempo content: the week's intensity allowance is used up. */
  calm?: boolean;
}

export interface WorkoutDraft {
  focus: SessionFocus;
  title: string;
  description: string;
  steps: WorkoutBlock[];
  isInterval: boolean;
  leadUnit: LeadUnit;
  exercises?: StrengthExercise[];
  legs?: SessionLeg[];
  /** A stress worked out by the builder (a race: per leg at its race factor) instead of from the steps. */
  load?: number;
}

export type WorkoutKind = 'Recovery' | 'Endurance' | 'Long' | 'Technique' | 'Intervals' | 'Primer';

export function isLongCourse(raceType: RaceType | undefined): boolean {
  return (
    raceType === 'HalfIronman' ||
    raceType === 'Ironman' ||
    raceType === 'Marathon' ||
    raceType === 'ManualBike'
  );
}

export function pick<T>(options: readonly T[], variant: number): T {
  const value = options[((variant % options.length) + options.length) % options.length];
  if (value === undefined) throw new Error('empty options');
  return value;
}
