import type { TrainingPhase } from '../model/plan-types';
import { MINUTE } from './workout-steps';

/**
 * What a week's strength sessions build (coaching-science.md "Progression": anatomical adaptation
 * → max strength in Foundation, maintenance in Specific; Friel's AA → MS → SM phases):
 * - `Adaptation`: lighter loads, more reps, while the movements are learnt;
 * - `MaxStrength`: heavy, few reps (Rønnestad & Mujika 2014: heavy strength improves economy);
 * - `Maintenance`: one short heavy session with jumps, so the strength gained stays.
 */
export type StrengthStage = 'Adaptation' | 'MaxStrength' | 'Maintenance';

export interface WeekStrength {
  count: number;
  /** Seconds per session. */
  duration: number;
  stage: StrengthStage;
}

/** Weeks of one strength session for an athlete new to strength work. */
export const STRENGTH_INTRO_WEEKS = 2;
/** Weeks of anatomical adaptation before heavy loads for an athlete new to strength work. */
const ADAPTATION_WEEKS = 4;

/**
 * Strength in Foundation twice a week (one in a recovery week), maintained once a week in Specific
 * and Off, none in Taper, race and post-race weeks (coaching-science.md "Progression"; the 10 days
 * before an A race are kept free in season-weeks.ts). An athlete new to strength work (no strength
 * in the last 6 weeks) starts with one session a week for the first two weeks: the first sessions
 * bring the most soreness (repeated-bout effect), and a second session follows once the movements
 * are learnt; lighter loads (Adaptation) come first for four weeks.
 */
export function strengthFor(
  phase: TrainingPhase,
  isRecoveryWeek: boolean,
  weekIndex: number,
  doesStrength: boolean,
): WeekStrength {
  if (phase === 'Foundation') {
    const introducing = weekIndex < STRENGTH_INTRO_WEEKS && !doesStrength;
    const adapting = weekIndex < ADAPTATION_WEEKS && !doesStrength;
    return {
      count: isRecoveryWeek || introducing ? 1 : 2,
      duration: 40 * MINUTE,
      stage: adapting ? 'Adaptation' : 'MaxStrength',
    };
  }
  if (phase === 'Specific' || phase === 'Off')
    return { count: 1, duration: 30 * MINUTE, stage: 'Maintenance' };
  return { count: 0, duration: 0, stage: 'Maintenance' };
}
