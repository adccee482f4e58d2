import type { Sport, Thresholds } from '../model/index';
import { intensityFactorFor } from '../load/session-stress';
import { estimateSessionStress } from '../load/session-stress';
import type { Intensity } from '../zones/intensity';
import { capIntensity, isHardIntensity } from '../zones/intensity';
import type { StepTarget, TargetPreferences } from '../zones/targets';
import { targetForStep } from '../zones/targets';
import type { ReadinessStatus } from './assess';

/**
 * The smallest session shape readiness needs. The plan's `PlannedSession`, `WorkoutStep`,
 * `RepeatBlock` and `SessionLeg` (model/plan-types.ts) fit it, and every other field of the
 * caller's session survives the adjustment untouched. Durations are seconds, distances metres.
 */
export interface AdjustableStep {
  duration?: number;
  distance?: number;
  intensity: Intensity;
  target?: StepTarget;
}
export interface AdjustableRepeat {
  kind: 'Repeat';
  count: number;
  steps: readonly AdjustableStep[];
}
export type AdjustableBlock = AdjustableStep | AdjustableRepeat;
export interface AdjustableLeg {
  sport: Sport;
  duration: number;
  distance?: number;
  steps: readonly AdjustableBlock[];
}
export interface AdjustableSession {
  sport: Sport;
  /** The plan's session focus; a `Race` is never changed by readiness. */
  focus?: string;
  /** Renamed when the session becomes another one (a test on a take-care day). */
  title?: string;
  duration: number;
  distance?: number;
  steps: readonly AdjustableBlock[];
  legs?: readonly AdjustableLeg[];
  /** Recomputed when present, so the plan's numbers stay true after the change. */
  load?: number;
  intensityFactor?: number;
  isHard?: boolean;
  isInterval?: boolean;
  easyDuration?: number;
}

/**
 * Take care (yellow): nothing above endurance, and 25 % shorter. A quarter off is one taper
 * step (coaching-science: −20…−25 % per taper week); with the intensity gone too, a key
 * session loses roughly half its stress while the habit and the aerobic stimulus stay.
 */
export const TAKE_CARE_INTENSITY_CAP: Intensity = 'endurance';
export const TAKE_CARE_DURATION_FACTOR = 0.75;
/**
 * Skip (red, the hard session): the hard session becomes a short recovery session, half its
 * length and at most 30 minutes, all at recovery intensity: moving helps, loading does not.
 * An easy session on a skip day is treated like a take-care day.
 */
export const SKIP_INTENSITY_CAP: Intensity = 'recovery';
export const SKIP_DURATION_FACTOR = 0.5;
export const SKIP_MAX_DURATION_SECONDS = 30 * 60;

export type AdjustmentAction = 'unchanged' | 'capped' | 'eased' | 'replaced' | 'removed';

export interface ReadinessAdjustment<T> {
  action: AdjustmentAction;
  /** `null` when the session is removed for a rest day. */
  session: T | null;
  message: string;
}

export interface ReadinessForAdjustment {
  status: ReadinessStatus;
  intensityCaps?: Partial<Record<Sport, Intensity>>;
}

export interface AdjustOptions {
  /** With thresholds, changed steps get new targets; without, their stale targets are dropped. */
  thresholds?: Thresholds;
  preferences?: TargetPreferences;
}

/**
 * Changes today's session to fit readiness (the coach changes the workout, it does not only
 * advise: coaching-science "Readiness"). Rest removes it; skip turns a hard session into a
 * short recovery one; take care caps the intensity at endurance and cuts 25 %; proceed only
 * applies the soreness caps. Never longer, never harder, never more stress than planned.
 * Races are left alone.
 */
export function adjustSessionForReadiness<T extends AdjustableSession>(
  session: T,
  readiness: ReadinessStatus | ReadinessForAdjustment,
  options: AdjustOptions = {},
): ReadinessAdjustment<T> {
  const { status, intensityCaps = {} } = typeof readiness === 'string' ? { status: readiness } : readiness;
  // A race is the goal the plan serves, not a training dose: the athlete decides on race day.
  if (session.focus === 'Race') {
    return { action: 'unchanged', session, message: 'Race day: the race stands; listen to your body.' };
  }
  if (status === 'rest') {
    return { action: 'removed', session: null, message: 'Rest day: today’s session is removed.' };
  }
  // A test is a maximal effort even where it is no hard day for the legs (a swim test).
  const isTest = session.focus === 'PerformanceTest';
  const isHard = isTest || (session.isHard ?? hasHardStep(session));
  if (status === 'skip' && isHard) {
    const factor = Math.min(SKIP_DURATION_FACTOR, SKIP_MAX_DURATION_SECONDS / Math.max(1, session.duration));
    const recovery = reshape(session, () => SKIP_INTENSITY_CAP, factor, options);
    return {
      action: 'replaced',
      session: isTest ? insteadOfTest(recovery) : recovery,
      message: 'The hard session is replaced by a short recovery session.',
    };
  }
  if (status === 'skip' || status === 'takecare') {
    const capFor = (sport: Sport): Intensity =>
      capIntensity(TAKE_CARE_INTENSITY_CAP, intensityCaps[sport] ?? TAKE_CARE_INTENSITY_CAP);
    const eased = reshape(session, capFor, TAKE_CARE_DURATION_FACTOR, options);
    // A test with its efforts capped measures nothing: it becomes the easy session it now is,
    // and the plan tests again later (no result, so the test stays due).
    if (isTest)
      return {
        action: 'eased',
        session: insteadOfTest(eased),
        message: 'No test on a take-care day: an easy session instead. The test comes back on a fresher day.',
      };
    return {
      action: 'eased',
      session: eased,
      message: 'Easier and 25 % shorter: no work above endurance today.',
    };
  }
  const capFor = (sport: Sport): Intensity => intensityCaps[sport] ?? 'anaerobic';
  if (!exceedsCaps(session, capFor))
    return { action: 'unchanged', session, message: 'The session stands as planned.' };
  return {
    action: 'capped',
    session: reshape(session, capFor, 1, options),
    message: 'Sore muscles: the hard parts of this session are made easy.',
  };
}

const EASY_INSTEAD_OF_TEST: Record<Sport, string> = {
  swim: 'Easy swim instead of the test',
  bike: 'Easy ride instead of the test',
  run: 'Easy run instead of the test',
  strength: 'Easy session instead of the test',
};

/** A test no longer run as one: an endurance session under its own name (the caller's fields kept). */
function insteadOfTest<T extends AdjustableSession>(session: T): T {
  return {
    ...session,
    focus: 'Endurance',
    ...(session.title === undefined ? {} : { title: EASY_INSTEAD_OF_TEST[session.sport] }),
  };
}

function isRepeat(block: AdjustableBlock): block is AdjustableRepeat {
  return 'count' in block && 'steps' in block;
}

function stepsOf(blocks: readonly AdjustableBlock[]): AdjustableStep[] {
  return blocks.flatMap((block) => (isRepeat(block) ? block.steps : [block]));
}

function allParts(session: AdjustableSession): { sport: Sport; steps: readonly AdjustableBlock[] }[] {
  return [{ sport: session.sport, steps: session.steps }, ...(session.legs ?? [])];
}

function hasHardStep(session: AdjustableSession): boolean {
  return allParts(session).some((part) =>
    stepsOf(part.steps).some((step) => isHardIntensity(step.intensity)),
  );
}

function exceedsCaps(session: AdjustableSession, capFor: (sport: Sport) => Intensity): boolean {
  return allParts(session).some((part) =>
    stepsOf(part.steps).some((step) => capIntensity(step.intensity, capFor(part.sport)) !== step.intensity),
  );
}

function reshape<T extends AdjustableSession>(
  session: T,
  capFor: (sport: Sport) => Intensity,
  factor: number,
  options: AdjustOptions,
): T {
  const mapStep = (sport: Sport, step: AdjustableStep): AdjustableStep => {
    const intensity = capIntensity(step.intensity, capFor(sport));
    const next: AdjustableStep = { ...step, intensity };
    if (step.duration !== undefined) next.duration = step.duration * factor;
    if (step.distance !== undefined) next.distance = step.distance * factor;
    if (intensity !== step.intensity && step.target !== undefined) {
      if (options.thresholds)
        next.target = targetForStep({ sport, intensity }, options.thresholds, options.preferences);
      else delete next.target;
    }
    return next;
  };
  const mapBlocks = (sport: Sport, blocks: readonly AdjustableBlock[]): AdjustableBlock[] =>
    blocks.map((block) =>
      isRepeat(block)
        ? { ...block, steps: block.steps.map((s) => mapStep(sport, s)) }
        : mapStep(sport, block),
    );

  const steps = mapBlocks(session.sport, session.steps);
  const next: AdjustableSession = { ...session, steps, duration: session.duration * factor };
  if (session.distance !== undefined) next.distance = session.distance * factor;
  if (session.legs) {
    next.legs = session.legs.map((leg) => {
      const mapped: AdjustableLeg = {
        ...leg,
        steps: mapBlocks(leg.sport, leg.steps),
        duration: leg.duration * factor,
      };
      if (leg.distance !== undefined) mapped.distance = leg.distance * factor;
      return mapped;
    });
  }
  const stillHard = hasHardStep(next);
  if (session.isHard !== undefined) next.isHard = session.isHard && stillHard;
  if (session.isInterval !== undefined) next.isInterval = session.isInterval && stillHard;
  if (session.easyDuration !== undefined) {
    next.easyDuration = stillHard ? Math.min(next.duration, session.easyDuration * factor) : next.duration;
  }
  if (session.load !== undefined) {
    const before = estimatedStress(session);
    const ratio = before > 0 ? estimatedStress(next) / before : factor;
    next.load = session.load * Math.min(1, ratio);
    if (session.intensityFactor !== undefined) next.intensityFactor = impliedIntensityFactor(session, next);
  }
  // The spread keeps every field of T; only fields of AdjustableSession were replaced.
  return next as T;
}

/** Stress of the steps by the planned-stress estimate (load/), used only as a ratio. */
function estimatedStress(session: AdjustableSession): number {
  const secondsPerMeter = session.distance ? session.duration / session.distance : 0;
  let total = 0;
  for (const part of allParts(session)) {
    for (const block of part.steps) {
      const count = isRepeat(block) ? block.count : 1;
      for (const step of isRepeat(block) ? block.steps : [block]) {
        const seconds = step.duration ?? (step.distance ?? 0) * secondsPerMeter;
        total +=
          count *
          estimateSessionStress({
            sport: part.sport,
            durationSeconds: seconds,
            intensityFactor: intensityFactorFor(part.sport, step.intensity),
          });
      }
    }
  }
  return total;
}

/** The IF that the new load implies over the new duration, never above the planned IF. */
function impliedIntensityFactor(before: AdjustableSession, after: AdjustableSession): number {
  const original = before.intensityFactor ?? 0;
  const hours = after.duration / 3600;
  const load = after.load ?? 0;
  if (!(hours > 0) || !(load > 0)) return 0;
  const implied = before.sport === 'swim' ? Math.cbrt(load / (hours * 100)) : Math.sqrt(load / (hours * 100));
  return Math.min(original, implied);
}
