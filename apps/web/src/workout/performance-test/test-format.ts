import { formatRunPace, formatSwimPace } from '@tricoach/core/units';
import type { Units } from '../plan-format';
import type { TestEvaluation, TestMetric, TestOutcome, TestSport } from './performance-test-api';

export const METRIC_LABEL: Record<TestMetric, string> = {
  swimCss: 'Critical swim speed (CSS)',
  bikeUpperPower: 'Threshold power (FTP)',
  bikeUpperHeartRate: 'Bike threshold heart rate',
  runUpperPace: 'Threshold pace',
  runUpperHeartRate: 'Run threshold heart rate',
};

export const OUTCOME_TITLE: Record<TestOutcome, string> = {
  increase: 'Your threshold improved',
  decrease: 'Your threshold dropped',
  stable: 'Your threshold is stable',
  unknown: 'Your first measured threshold',
  invalid: 'This result looks invalid',
};

export const SPORT_TYPE: Record<TestSport, 'swimming' | 'cycling' | 'running'> = {
  swim: 'swimming',
  bike: 'cycling',
  run: 'running',
};

/** A threshold value in the athlete's units: paces per km/mi or 100 m/yd, power in W, heart rate in bpm. */
export function formatMetric(metric: TestMetric, value: number, units: Units): string {
  if (metric === 'swimCss') return formatSwimPace(value, units.swim);
  if (metric === 'runUpperPace') return formatRunPace(value, units.system);
  if (metric === 'bikeUpperPower') return `${Math.round(value)} W`;
  return `${Math.round(value)} bpm`;
}

/** Change as the athlete reads it: "+6 %" better or "−4 %" worse. */
export function formatChange(change: number | null): string | null {
  if (change === null) return null;
  const percent = Math.round(change * 100);
  return percent === 0 ? '±0 %' : `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`;
}

/** The engine's message, except for invalid values: its bounds are SI numbers the athlete never sees. */
export function evaluationMessage(evaluation: TestEvaluation): string {
  return evaluation.outcome === 'invalid'
    ? 'This value is outside what a test can measure: check your entry or your device.'
    : evaluation.message;
}
