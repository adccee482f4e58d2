import type { IsoDate } from '../dates/index';
import { shiftDate } from './day-math';
import type { EnduranceSport, Thresholds } from '../model/index';

export type PerformanceTestOutcome = 'increase' | 'decrease' | 'stable' | 'unknown' | 'invalid';
export type PerformanceTestFlag = 'PerformanceTestUnrealisticIncrease' | 'PerformanceTestUnrealisticDecrease';
export type TestedThreshold =
  'swimCss' | 'bikeUpperPower' | 'bikeUpperHeartRate' | 'runUpperPace' | 'runUpperHeartRate';

export const TESTED_THRESHOLDS: Readonly<Record<EnduranceSport, readonly TestedThreshold[]>> = {
  swim: ['swimCss'],
  bike: ['bikeUpperPower', 'bikeUpperHeartRate'],
  run: ['runUpperPace', 'runUpperHeartRate'],
};

interface MetricRule {
  /** Lower values are better (paces). */
  lowerIsBetter: boolean;
  bounds: { min: number; max: number };
  /** Largest believable improvement and decline between two tests, fractions. */
  maxIncrease: number;
  maxDecrease: number;
}

/**
 * Why these numbers:
 * - stable within ±2 %: the typical error of a repeated time trial is ~1–3 % (Hopkins,
 *   Schabort & Hawley 2001), so smaller changes are noise;
 * - FTP: trained athletes gain ~5–8 % in a 6–8 week block, newcomers up to ~15 %; more is a
 *   pacing or power-meter problem. A drop over 15 % in 8 weeks means illness or a bad test;
 * - paces: ~1 % speed per week is a strong block; beyond 8 % faster or 10 % slower is flagged;
 * - threshold heart rate barely moves with fitness (Friel): over 5 % is a strap or protocol error;
 * - bounds: spec section 5 (CSS 54–270 s/100 m, run pace 150–1200 s/km); power 50–600 W and
 *   heart rate 100–220 bpm are the physiological range.
 */
const RULES: Readonly<Record<TestedThreshold, MetricRule>> = {
  swimCss: { lowerIsBetter: true, bounds: { min: 54, max: 270 }, maxIncrease: 0.08, maxDecrease: 0.1 },
  runUpperPace: { lowerIsBetter: true, bounds: { min: 150, max: 1200 }, maxIncrease: 0.08, maxDecrease: 0.1 },
  bikeUpperPower: {
    lowerIsBetter: false,
    bounds: { min: 50, max: 600 },
    maxIncrease: 0.15,
    maxDecrease: 0.15,
  },
  bikeUpperHeartRate: {
    lowerIsBetter: false,
    bounds: { min: 100, max: 220 },
    maxIncrease: 0.05,
    maxDecrease: 0.05,
  },
  runUpperHeartRate: {
    lowerIsBetter: false,
    bounds: { min: 100, max: 220 },
    maxIncrease: 0.05,
    maxDecrease: 0.05,
  },
};
const STABLE_BAND = 0.02;

export interface PerformanceTestEvaluation {
  metric: TestedThreshold;
  outcome: PerformanceTestOutcome;
  flag?: PerformanceTestFlag;
  previous?: number;
  measured: number;
  /** Improvement as a fraction (positive = better), when a previous value exists. */
  change?: number;
  message: string;
}

/** Spec section 4 performance-test result: increase, decrease, stable, unknown or invalid, with plausibility flags. */
export function evaluatePerformanceTest(
  metric: TestedThreshold,
  measured: number,
  previous?: number,
): PerformanceTestEvaluation {
  const rule = RULES[metric];
  if (!Number.isFinite(measured) || measured < rule.bounds.min || measured > rule.bounds.max) {
    return {
      metric,
      outcome: 'invalid',
      measured,
      ...(previous === undefined ? {} : { previous }),
      message: `The measured value is outside ${rule.bounds.min}–${rule.bounds.max}`,
    };
  }
  if (previous === undefined)
    return {
      metric,
      outcome: 'unknown',
      measured,
      message: 'No previous value to compare with; the result sets the threshold',
    };
  const change = rule.lowerIsBetter ? previous / measured - 1 : measured / previous - 1;
  const base = { metric, measured, previous, change: Math.round(change * 1000) / 1000 };
  if (Math.abs(change) <= STABLE_BAND)
    return { ...base, outcome: 'stable', message: 'Your threshold is stable' };
  if (change > 0) {
    return change > rule.maxIncrease
      ? {
          ...base,
          outcome: 'increase',
          flag: 'PerformanceTestUnrealisticIncrease',
          message: 'An unusually large improvement: check the test before accepting it',
        }
      : { ...base, outcome: 'increase', message: 'Your threshold improved' };
  }
  return -change > rule.maxDecrease
    ? {
        ...base,
        outcome: 'decrease',
        flag: 'PerformanceTestUnrealisticDecrease',
        message: 'An unusually large drop: were you ill or tired? Consider rejecting and retesting',
      }
    : { ...base, outcome: 'decrease', message: 'Your threshold dropped a little' };
}

/** Days to wait before a retest after a rejected result: a recovery week and a normal week. */
export const RETEST_AFTER_DAYS = 14;

export interface PerformanceTestDecisionResult {
  thresholds: Thresholds;
  /** Set on reject: ask the plan for a new test from this day (`PlanInput.testRequests`). */
  retest?: { sport: EnduranceSport; notBefore: IsoDate };
}

/** Spec section 4: accept updates the threshold; reject keeps the previous one and plans a new test. */
export function applyPerformanceTestDecision(
  thresholds: Thresholds,
  evaluation: PerformanceTestEvaluation,
  decision: 'accept' | 'reject',
  testDate: IsoDate,
): PerformanceTestDecisionResult {
  if (decision === 'accept' && evaluation.outcome !== 'invalid')
    return { thresholds: { ...thresholds, [evaluation.metric]: evaluation.measured } };
  const sport: EnduranceSport =
    evaluation.metric === 'swimCss' ? 'swim' : evaluation.metric.startsWith('bike') ? 'bike' : 'run';
  return {
    thresholds: { ...thresholds },
    retest: { sport, notBefore: shiftDate(testDate, RETEST_AFTER_DAYS) },
  };
}

/** Every 6–8 weeks outside the taper (coaching-science.md): due at 6 weeks in a recovery week, at 8 weeks in any build week. */
export function isTestDue(weeksSinceLastTest: number, isRecoveryWeek: boolean): boolean {
  return weeksSinceLastTest >= 8 || (weeksSinceLastTest >= 6 && isRecoveryWeek);
}
