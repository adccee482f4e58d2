import type { IsoDate } from '../dates/index';
import type { Sport, Thresholds } from '../model/index';
import type {
  PlannedSession,
  SessionLeg,
  TrainingPhase,
  WorkoutBlock,
  WorkoutStep,
} from '../model/plan-types';
import { intensityFactorFor, stressScore } from '../load/session-stress';
import {
  SHORT_EFFORT_SECONDS,
  targetForStep,
  type StepTarget,
  type TargetPreferences,
} from '../zones/targets';
import { INTENSITIES, intensityRank, isHardIntensity, type Intensity } from '../zones/intensity';
import { RPE_BANDS } from '../zones/bands';
import { flatBikeSpeed } from '../goals/target-times';
import { blockStats, isRepeat } from './workout-steps';
import type { WorkoutDraft } from './workout-types';

export interface SessionEnvironment {
  /** Resolved thresholds (zones/ `resolveThresholds`): estimates fill the unknowns. */
  thresholds: Thresholds;
  preferences: TargetPreferences;
  /** Kilograms, for bike speed estimates. */
  weight: number;
}

/** A recreational threshold pace (5:30/km) when neither pace nor a race is known. */
const FALLBACK_RUN_THRESHOLD_PACE = 330;
const FALLBACK_FTP_PER_KG = 2.5;

/** Deterministic id: date, slot and sport (spec: the server stores and references planned sessions). */
export function sessionId(date: IsoDate, slotIndex: number, sport: Sport, suffix = ''): string {
  return `${date}.${slotIndex < 0 ? 'x' : `s${slotIndex}`}.${sport}${suffix}`;
}

const targetCache = new WeakMap<SessionEnvironment, Map<Sport, StepTarget[]>>();

/** Targets depend only on sport, intensity and the athlete: computed once per plan and shared. */
function cachedTarget(
  sport: Sport,
  intensity: Intensity,
  env: SessionEnvironment,
  durationSeconds: number,
): StepTarget {
  let bySport = targetCache.get(env);
  if (!bySport) {
    bySport = new Map();
    targetCache.set(env, bySport);
  }
  let table = bySport.get(sport);
  if (!table) {
    table = [];
    bySport.set(sport, table);
  }
  const isShort = durationSeconds < SHORT_EFFORT_SECONDS;
  const index = intensityRank(intensity) * 2 + (isShort ? 1 : 0);
  let target = table[index];
  if (!target) {
    target = targetForStep(
      { sport, intensity, durationSeconds: isShort ? 0 : SHORT_EFFORT_SECONDS },
      env.thresholds,
      env.preferences,
    );
    table[index] = target;
  }
  return target;
}

/**
 * A ride or run drill under two minutes (strides, cadence spin-ups) is too short for heart rate to
 * follow and holds no steady pace: it is guided by effort, a notch above the step's intensity
 * (coaching-science.md "Progression": efforts under ~2 minutes by pace, power or RPE).
 */
function drillEffort(intensity: Intensity): StepTarget {
  const next = INTENSITIES[Math.min(INTENSITIES.length - 1, intensityRank(intensity) + 1)] ?? intensity;
  return { kind: 'rpe', unit: 'rpe', ...RPE_BANDS[next] };
}

function withTarget(step: WorkoutStep, sport: Sport, env: SessionEnvironment): WorkoutStep {
  if (sport === 'strength') return step;
  if (
    step.kind === 'Drill' &&
    sport !== 'swim' &&
    step.duration !== undefined &&
    step.duration < SHORT_EFFORT_SECONDS &&
    !isHardIntensity(step.intensity)
  )
    return { ...step, target: drillEffort(step.intensity) };
  return {
    ...step,
    target: cachedTarget(sport, step.intensity, env, step.duration ?? SHORT_EFFORT_SECONDS),
  };
}

function withTargets(blocks: readonly WorkoutBlock[], sport: Sport, env: SessionEnvironment): WorkoutBlock[] {
  const result: WorkoutBlock[] = [];
  for (const block of blocks) {
    if (!isRepeat(block)) result.push(withTarget(block, sport, env));
    else {
      const steps: WorkoutStep[] = [];
      for (const step of block.steps) steps.push(withTarget(step, sport, env));
      result.push({ ...block, steps });
    }
  }
  return result;
}

function stepStress(sport: Sport, step: WorkoutStep): number {
  return stressScore(sport, step.duration ?? 0, intensityFactorFor(sport, step.intensity));
}

const bikeSpeedCache = new WeakMap<SessionEnvironment, Map<string, number>>();

/** Flat-road speed per intensity, solved once per athlete (the solver is a bisection). */
function bikeSpeed(env: SessionEnvironment, intensity: Intensity): number {
  let table = bikeSpeedCache.get(env);
  if (!table) {
    table = new Map();
    bikeSpeedCache.set(env, table);
  }
  let speed = table.get(intensity);
  if (speed === undefined) {
    const ftp = env.thresholds.bikeUpperPower ?? FALLBACK_FTP_PER_KG * env.weight;
    speed = flatBikeSpeed(ftp * intensityFactorFor('bike', intensity), env.weight);
    table.set(intensity, speed);
  }
  return speed;
}

/** One executed step's distance estimate (metres): swim steps carry metres; run from threshold pace; bike from FTP on a flat road. */
function stepDistance(sport: Sport, step: WorkoutStep, env: SessionEnvironment): number {
  const seconds = step.duration ?? 0;
  if (sport === 'swim') return step.distance ?? 0;
  if (sport === 'run') {
    const pace = env.thresholds.runUpperPace ?? FALLBACK_RUN_THRESHOLD_PACE;
    return (seconds / pace) * 1000 * intensityFactorFor('run', step.intensity);
  }
  if (sport === 'bike') return seconds * bikeSpeed(env, step.intensity);
  return 0;
}

/**
 * A sport's score and distance estimate over its executed steps (repeats unrolled), in one pass:
 * every planned session is scored as it is placed, ~400 a season.
 */
function stressAndDistance(
  sport: Sport,
  blocks: readonly WorkoutBlock[],
  env: SessionEnvironment,
): { stress: number; metres: number } {
  let stress = 0;
  let metres = 0;
  for (const block of blocks) {
    if (!isRepeat(block)) {
      stress += stepStress(sport, block);
      metres += stepDistance(sport, block, env);
      continue;
    }
    for (let i = 0; i < block.count; i++)
      for (const step of block.steps) {
        stress += stepStress(sport, step);
        metres += stepDistance(sport, step, env);
      }
  }
  return { stress, metres: Math.round(metres / 10) * 10 };
}

export interface SessionPlacement {
  date: IsoDate;
  slotIndex: number;
  sport: Sport;
  phase: TrainingPhase;
  isHard: boolean;
  isKey: boolean;
  raceGoalId?: string;
  idSuffix?: string;
}

export function assembleSession(
  draft: WorkoutDraft,
  placement: SessionPlacement,
  env: SessionEnvironment,
): PlannedSession {
  let load = 0;
  let distance = 0;
  let legs: SessionLeg[] | undefined;
  let steps: WorkoutBlock[];
  if (draft.legs) {
    legs = draft.legs.map((leg) => {
      const figures = stressAndDistance(leg.sport, leg.steps, env);
      load += figures.stress;
      return {
        ...leg,
        steps: withTargets(leg.steps, leg.sport, env),
        distance: leg.distance ?? figures.metres,
      };
    });
    distance = legs.reduce((sum, leg) => sum + (leg.distance ?? 0), 0);
    steps = legs.flatMap((leg) => leg.steps);
  } else {
    const figures = stressAndDistance(placement.sport, draft.steps, env);
    load = figures.stress;
    distance = figures.metres;
    steps = withTargets(draft.steps, placement.sport, env);
  }
  const stats = blockStats(draft.steps);
  const hours = stats.duration / 3600;
  const exponent = placement.sport === 'swim' ? 3 : 2;
  const session: PlannedSession = {
    id: sessionId(placement.date, placement.slotIndex, placement.sport, placement.idSuffix),
    date: placement.date,
    slotIndex: placement.slotIndex,
    sport: placement.sport,
    isMultisport: legs !== undefined,
    focus: draft.focus,
    title: draft.title,
    description: draft.description,
    phase: placement.phase,
    duration: stats.duration,
    distance,
    leadUnit: draft.leadUnit,
    load: Math.round(load * 10) / 10,
    intensityFactor: hours > 0 ? Math.round((load / (hours * 100)) ** (1 / exponent) * 100) / 100 : 0,
    isHard: placement.isHard,
    isInterval: draft.isInterval,
    isKey: placement.isKey,
    easyDuration: stats.easyDuration,
    steps,
    status: 'planned',
  };
  if (draft.exercises) session.exercises = draft.exercises;
  if (legs) session.legs = legs;
  if (placement.raceGoalId !== undefined) session.raceGoalId = placement.raceGoalId;
  return session;
}

/**
 * Trims a draft to a slot: shortens the longest steady or warm-up step by the excess. The
 * library already sizes sessions to the requested time; this guard keeps the rule "never
 * longer than the slot" true for every rounding case.
 */
export function fitDraft(draft: WorkoutDraft, limit: number): WorkoutDraft | undefined {
  let excess = blockStats(draft.steps).duration - limit;
  if (excess <= 0) return draft;
  if (draft.legs) return undefined;
  const steps = draft.steps.map((block) => (isRepeat(block) ? block : { ...block }));
  const candidates = steps
    .filter(
      (block): block is WorkoutStep =>
        !isRepeat(block) && (block.kind === 'Steady' || block.kind === 'WarmUp' || block.kind === 'CoolDown'),
    )
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0));
  for (const step of candidates) {
    const duration = step.duration ?? 0;
    const cut = Math.min(excess, Math.max(0, duration - 300));
    step.duration = duration - cut;
    if (step.distance !== undefined && duration > 0)
      step.distance = Math.max(50, Math.round((step.distance * step.duration) / duration / 50) * 50);
    excess -= cut;
    if (excess <= 0) break;
  }
  if (excess > 0) return undefined;
  return { ...draft, steps };
}
