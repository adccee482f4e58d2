import type { IsoDate } from '../dates/index';
import type { Sport, Thresholds } from '../model/index';
import type {
  PlannedSession,
  SessionLeg,
  TrainingPhase,
  WorkoutBlock,
  WorkoutStep,
} from '../model/plan-types';
import { intensityFactorFor, intensityWeight, weightedStress } from '../load/session-stress';
import {
  SHORT_EFFORT_SECONDS,
  targetForStep,
  type StepTarget,
  type TargetPreferences,
} from '../zones/targets';
import { INTENSITIES, intensityRank, isHardIntensity, type Intensity } from '../zones/intensity';
import { RPE_BANDS } from '../zones/bands';
import { flatBikeSpeed } from '../goals/target-times';
import { isSwimRest } from '../workouts/swim-rest';
import { blockStats, isRepeat, type BlockStats } from './workout-steps';
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

function targetFor(step: WorkoutStep, sport: Sport, env: SessionEnvironment): StepTarget | undefined {
  if (isSwimRest(step, sport)) return undefined;
  if (
    step.kind === 'Drill' &&
    sport !== 'swim' &&
    step.duration !== undefined &&
    step.duration < SHORT_EFFORT_SECONDS &&
    !isHardIntensity(step.intensity)
  )
    return drillEffort(step.intensity);
  return cachedTarget(sport, step.intensity, env, step.duration ?? SHORT_EFFORT_SECONDS);
}

function setTarget(step: WorkoutStep, sport: Sport, env: SessionEnvironment): void {
  const target = targetFor(step, sport, env);
  if (target) step.target = target;
}

/** Sets each step's target in place: the steps are the session's own, fresh from a builder. */
function setTargets(blocks: readonly WorkoutBlock[], sport: Sport, env: SessionEnvironment): void {
  if (sport === 'strength') return;
  for (const block of blocks) {
    if (!isRepeat(block)) setTarget(block, sport, env);
    else for (const step of block.steps) setTarget(step, sport, env);
  }
}

/**
 * Gives the steps of a session made by `assembleUntargetedSession` their power, pace or heart
 * rate targets. Only for such a session: its steps are its own and are changed in place.
 */
export function addStepTargets(session: PlannedSession, env: SessionEnvironment): void {
  if (session.legs) for (const leg of session.legs) setTargets(leg.steps, leg.sport, env);
  else setTargets(session.steps, session.sport, env);
}

/** What one second of a step at an intensity adds, for one athlete and sport. */
interface IntensityFigures {
  /** intensityFactorFor. */
  factor: number;
  /** intensityWeight of the factor: a step's score is weightedStress of its seconds at it. */
  weight: number;
  /** Bike: flat-road speed at this intensity's power (m/s); other sports 0. */
  bikeSpeed: number;
}

const figuresCache = new WeakMap<SessionEnvironment, Partial<Record<Sport, IntensityFigures[]>>>();

/** Per intensity (by rank), worked out once per athlete: the bike speed is a bisection. */
function figuresFor(env: SessionEnvironment, sport: Sport): IntensityFigures[] {
  let bySport = figuresCache.get(env);
  if (!bySport) {
    bySport = {};
    figuresCache.set(env, bySport);
  }
  let table = bySport[sport];
  if (!table) {
    const ftp = env.thresholds.bikeUpperPower ?? FALLBACK_FTP_PER_KG * env.weight;
    table = INTENSITIES.map((intensity) => {
      const factor = intensityFactorFor(sport, intensity);
      return {
        factor,
        weight: intensityWeight(sport, factor),
        bikeSpeed: sport === 'bike' ? flatBikeSpeed(ftp * factor, env.weight) : 0,
      };
    });
    bySport[sport] = table;
  }
  return table;
}

function addStepFigures(
  total: { stress: number; metres: number },
  step: WorkoutStep,
  sport: Sport,
  figures: readonly IntensityFigures[],
  runPace: number,
): void {
  const seconds = step.duration ?? 0;
  const at = figures[intensityRank(step.intensity)] as IntensityFigures;
  total.stress += weightedStress(seconds, at.weight);
  if (sport === 'swim') total.metres += step.distance ?? 0;
  else if (sport === 'run') total.metres += (seconds / runPace) * 1000 * at.factor;
  else if (sport === 'bike') total.metres += seconds * at.bikeSpeed;
}

/**
 * A sport's score and distance estimate over its executed steps (repeats unrolled), in one pass:
 * every planned session is scored as it is placed, ~600 a season. Distance: swim steps carry
 * metres; a run from threshold pace; a ride from FTP on a flat road.
 */
function stressAndDistance(
  sport: Sport,
  blocks: readonly WorkoutBlock[],
  env: SessionEnvironment,
): { stress: number; metres: number } {
  const figures = figuresFor(env, sport);
  const runPace = env.thresholds.runUpperPace ?? FALLBACK_RUN_THRESHOLD_PACE;
  const total = { stress: 0, metres: 0 };
  for (const block of blocks) {
    if (!isRepeat(block)) addStepFigures(total, block, sport, figures, runPace);
    else
      for (let i = 0; i < block.count; i++)
        for (const step of block.steps) addStepFigures(total, step, sport, figures, runPace);
  }
  // A swim's metres are its sets' (yards to the centimetre, so 2,000 yd reads back as 2,000 yd).
  const metres = sport === 'swim' ? Math.round(total.metres * 100) / 100 : Math.round(total.metres / 10) * 10;
  return { stress: total.stress, metres };
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
  const { session } = assembleUntargetedSession(draft, placement, env);
  addStepTargets(session, env);
  return session;
}

/**
 * A session without step targets yet, its steps the draft's own: the week builder remakes a
 * session several times while it balances a week (calm, restored, lengthened, shortened) and
 * adds targets once to the sessions it keeps (addStepTargets). With its seconds of work and steady
 * steps above the aerobic threshold (blockStats), which the builder weighs against 80/20.
 */
export function assembleUntargetedSession(
  draft: WorkoutDraft,
  placement: SessionPlacement,
  env: SessionEnvironment,
  /** blockStats of the draft's steps, when the caller has them already. */
  stats: BlockStats = blockStats(draft.steps),
): { session: PlannedSession; hardDuration: number } {
  let load = 0;
  let distance = 0;
  let legs: SessionLeg[] | undefined;
  let steps: WorkoutBlock[];
  if (draft.legs) {
    legs = draft.legs.map((leg) => {
      const figures = stressAndDistance(leg.sport, leg.steps, env);
      load += figures.stress;
      return { ...leg, distance: leg.distance ?? figures.metres };
    });
    distance = legs.reduce((sum, leg) => sum + (leg.distance ?? 0), 0);
    steps = legs.flatMap((leg) => leg.steps);
  } else {
    const figures = stressAndDistance(placement.sport, draft.steps, env);
    load = figures.stress;
    distance = figures.metres;
    steps = draft.steps;
  }
  if (draft.load !== undefined) load = draft.load;
  const hours = stats.duration / 3600;
  // A multisport session's factor reads as a ride's or run's (IF²), not as its first leg's swim.
  const exponent = placement.sport === 'swim' && !legs ? 3 : 2;
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
  return { session, hardDuration: legs ? blockStats(steps).hardDuration : stats.hardDuration };
}

/** A draft that fits its slot, with its blockStats (worked out on the way). */
export interface FittedDraft {
  draft: WorkoutDraft;
  stats: BlockStats;
}

/**
 * Trims a draft to a slot: shortens the longest steady or warm-up step by the excess. The
 * library already sizes sessions to the requested time; this guard keeps the rule "never
 * longer than the slot" true for every rounding case.
 */
export function fitDraft(draft: WorkoutDraft, limit: number): FittedDraft | undefined {
  const stats = blockStats(draft.steps);
  let excess = stats.duration - limit;
  if (excess <= 0) return { draft, stats };
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
  return { draft: { ...draft, steps }, stats: blockStats(steps) };
}
