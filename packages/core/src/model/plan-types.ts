import type { IsoDate } from '../dates/index';
import type { EnduranceSport, Sport } from './index';
import type { RaceGoal } from './athlete';
import type { Intensity } from '../zones/intensity';
import type { StepTarget } from '../zones/targets';

/** Spec section 4: the phases of a season, in season order. */
export const TRAINING_PHASES = ['Foundation', 'Specific', 'Taper', 'RaceDay', 'PostRace', 'Off'] as const;
export type TrainingPhase = (typeof TRAINING_PHASES)[number];
export type RampUpOutcome = 'StepUp' | 'NoIncrease' | 'Reduction';
export type FeasibilityOutcome =
  'GoalSeemsFeasible' | 'GoalIsDoable' | 'GoalDateTooClose' | 'GoalInTaperPhase';

/**
 * What a session trains. Hard focuses (threshold and above, tests, races) decide the
 * "no two hard days in a row" rule; the rest are easy or moderate.
 */
export const SESSION_FOCUSES = [
  'Recovery',
  'Endurance',
  'LongEndurance',
  'Technique',
  'Tempo',
  'Threshold',
  'VO2max',
  'RacePace',
  'Brick',
  'Strength',
  'PerformanceTest',
  'Race',
] as const;
export type SessionFocus = (typeof SESSION_FOCUSES)[number];

/** Whether the session is prescribed by time or by distance (swims lead with metres). */
export type LeadUnit = 'Duration' | 'Distance';

export type StepKind = 'WarmUp' | 'Work' | 'Recovery' | 'CoolDown' | 'Drill' | 'Steady';

export interface WorkoutStep {
  kind: StepKind;
  /** Seconds (time-led steps). */
  duration?: number;
  /** Metres (distance-led steps). */
  distance?: number;
  intensity: Intensity;
  /** The intensity in the athlete's chosen measurement (zones/ `targetForStep`). */
  target?: StepTarget;
  note?: string;
}

export interface RepeatBlock {
  kind: 'Repeat';
  count: number;
  steps: WorkoutStep[];
}

export type WorkoutBlock = WorkoutStep | RepeatBlock;

export interface StrengthExercise {
  name: string;
  sets: number;
  reps: string;
  /** Seconds of rest between sets. */
  rest: number;
  note?: string;
}

/** One leg of a brick or multisport session. */
export interface SessionLeg {
  sport: EnduranceSport;
  duration: number;
  distance?: number;
  steps: WorkoutBlock[];
}

export type PlannedSessionStatus = 'planned' | 'locked' | 'skipped';

export interface PlannedSession {
  /** Deterministic: date, slot and sport (`2026-11-23.s0.bike`); kept when moved. */
  id: string;
  date: IsoDate;
  /** Index of the availability slot on that weekday; -1 for races and manual placements. */
  slotIndex: number;
  sport: Sport;
  /** A brick is planned as sport 'bike' with `legs`; multisport races also have legs. */
  isMultisport: boolean;
  focus: SessionFocus;
  title: string;
  description: string;
  phase: TrainingPhase;
  /** Seconds. */
  duration: number;
  /** Metres, an estimate from the athlete's thresholds. */
  distance: number;
  leadUnit: LeadUnit;
  /** Estimated stress score (TSS family, via load/). */
  load: number;
  /** Estimated intensity factor of the whole session. */
  intensityFactor: number;
  isHard: boolean;
  isInterval: boolean;
  isKey: boolean;
  /** Seconds below the aerobic threshold, for the ~80 % easy rule. */
  easyDuration: number;
  steps: WorkoutBlock[];
  exercises?: StrengthExercise[];
  legs?: SessionLeg[];
  raceGoalId?: string;
  status: PlannedSessionStatus;
}

export interface PhaseSpan {
  phase: TrainingPhase;
  start: IsoDate;
  /** Inclusive. */
  end: IsoDate;
  /** The A race this phase builds to or recovers from. */
  raceGoalId?: string;
}

export interface SportTarget {
  /** Seconds. */
  duration: number;
  load: number;
}

export interface WeekPlan {
  /** Monday. */
  start: IsoDate;
  index: number;
  phase: TrainingPhase;
  isRecoveryWeek: boolean;
  /**
   * Load weeks of its block up to and including this one (0 in recovery, break and other weeks):
   * the next plan continues the block from it (`PlanInput.previousWeeks`).
   */
  blockLoadWeeks: number;
  rampUp: RampUpOutcome;
  /** Planned weekly time (seconds) across all sports. */
  targetDuration: number;
  targets: Record<Sport, SportTarget>;
  /** What was actually placed (can fall short of the target when slots are short). */
  plannedDuration: number;
  plannedLoad: number;
  /** Why the week looks like it does, one line per rule applied. */
  reasons: string[];
  /** The week in one line, as a coach would write it (plan/week-reason.ts), e.g. "Build 3 of 4: +8 % volume, long ride 3:15". */
  reason: string;
}

export interface GoalAssessment {
  goal: RaceGoal;
  feasibility: FeasibilityOutcome;
  weeksAvailable: number;
  minimumWeeks: number;
  message: string;
}

/**
 * What the athlete can do now: weekly time and long session per sport (seconds), from the
 * last 6 weeks of training or, lacking them, from the onboarding answers (spec section 9,
 * "Experience window 6 weeks").
 */
export interface Capability {
  weekly: Record<EnduranceSport, number>;
  longSession: Record<EnduranceSport, number>;
  source: 'History' | 'Onboarding' | 'AfterBreak';
  /** Days since the last completed session, when there is history. */
  daysSinceLastSession?: number;
}
