import type { EnduranceSport, MafCategory, MeasurementPreferences, Thresholds } from '../model/index';
import {
  CSS_BOUNDS_SEC_PER_100M,
  DEFAULT_CSS_SEC_PER_100M,
  RUN_PACE_BOUNDS_SEC_PER_KM,
  estimateMaxHeartRate,
  lowerFromUpper,
  mafHeartRate,
  thresholdPaceFromRace,
  upperFromLower,
} from './calculators';

export type ThresholdKey = keyof Thresholds;
/** known: entered or tested; estimated: derived by a stated rule; unknown: nothing to go on. */
export type ThresholdStatus = 'known' | 'estimated' | 'unknown';

export interface AthleteBasics {
  age?: number;
  mafCategory?: MafCategory;
  /** A recent run race (spec 3: runningSpeedThresholdDistance, raceTimeInSeconds). */
  runRace?: { distanceMeters: number; timeSeconds: number };
}

export interface ResolvedThresholds {
  thresholds: Thresholds;
  status: Record<ThresholdKey, ThresholdStatus>;
  /** Sports whose upper threshold for the chosen measurement is not known: plan a test. */
  sportsToTest: EnduranceSport[];
}

/**
 * Fills unknown thresholds with estimates and says which are estimates. Order of evidence:
 * a measured value, then the sibling threshold of the same quantity (aerobic ↔ anaerobic
 * ratios), then a race result (Riegel) or the athlete's MAF heart rate (Maffetone: MAF is
 * built to sit at the aerobic threshold), then the spec's defaults (CSS 2:00 /100 m).
 * Estimates are what the plan uses until the performance test replaces them.
 */
export function resolveThresholds(
  input: Thresholds,
  athlete: AthleteBasics = {},
  preferences?: MeasurementPreferences,
): ResolvedThresholds {
  const t: Thresholds = {};
  const status: Record<ThresholdKey, ThresholdStatus> = {
    bikeUpperHeartRate: 'unknown',
    bikeLowerHeartRate: 'unknown',
    runUpperHeartRate: 'unknown',
    runLowerHeartRate: 'unknown',
    bikeUpperPower: 'unknown',
    bikeLowerPower: 'unknown',
    runUpperPace: 'unknown',
    runLowerPace: 'unknown',
    swimCss: 'unknown',
    maxHeartRate: 'unknown',
    restingHeartRate: 'unknown',
  };
  for (const key of Object.keys(status) as ThresholdKey[]) {
    const value = input[key];
    if (value !== undefined && Number.isFinite(value) && value > 0) {
      t[key] = value;
      status[key] = 'known';
    }
  }
  const estimate = (key: ThresholdKey, value: number | undefined): void => {
    if (t[key] !== undefined || value === undefined || !Number.isFinite(value)) return;
    t[key] = value;
    status[key] = 'estimated';
  };

  if (athlete.age !== undefined) estimate('maxHeartRate', estimateMaxHeartRate(athlete.age));

  // Heart rate: sibling ratio first, MAF as the aerobic threshold when neither is known.
  const maf =
    athlete.age !== undefined && athlete.mafCategory !== undefined
      ? mafHeartRate(athlete.age, athlete.mafCategory)
      : undefined;
  for (const [upper, lower] of [
    ['bikeUpperHeartRate', 'bikeLowerHeartRate'],
    ['runUpperHeartRate', 'runLowerHeartRate'],
  ] as const) {
    const knownUpper = t[upper];
    const knownLower = t[lower];
    if (knownUpper !== undefined) estimate(lower, lowerFromUpper('heartRate', knownUpper));
    if (knownLower !== undefined) estimate(upper, upperFromLower('heartRate', knownLower));
    estimate(lower, maf);
    const lowerNow = t[lower];
    if (lowerNow !== undefined) estimate(upper, upperFromLower('heartRate', lowerNow));
  }

  if (t.bikeUpperPower !== undefined) estimate('bikeLowerPower', lowerFromUpper('power', t.bikeUpperPower));
  if (t.bikeLowerPower !== undefined) estimate('bikeUpperPower', upperFromLower('power', t.bikeLowerPower));

  // A race is direct evidence of the anaerobic threshold, so it outranks the sibling ratio.
  if (athlete.runRace) {
    const fromRace = thresholdPaceFromRace(athlete.runRace.distanceMeters, athlete.runRace.timeSeconds);
    if (fromRace.ok) estimate('runUpperPace', fromRace.value);
  }
  if (t.runLowerPace !== undefined) estimate('runUpperPace', upperFromLower('runPace', t.runLowerPace));
  if (t.runUpperPace !== undefined) {
    estimate(
      'runLowerPace',
      Math.min(RUN_PACE_BOUNDS_SEC_PER_KM.max, lowerFromUpper('runPace', t.runUpperPace)),
    );
  }

  estimate('swimCss', DEFAULT_CSS_SEC_PER_100M);
  if (t.swimCss !== undefined) {
    t.swimCss = Math.min(CSS_BOUNDS_SEC_PER_100M.max, Math.max(CSS_BOUNDS_SEC_PER_100M.min, t.swimCss));
  }

  const sportsToTest: EnduranceSport[] = [];
  if (status.swimCss !== 'known') sportsToTest.push('swim');
  const bikeKey = usesMeasure(preferences?.bike, 'Power') ? 'bikeUpperPower' : 'bikeUpperHeartRate';
  if (status[bikeKey] !== 'known') sportsToTest.push('bike');
  const runKey = usesMeasure(preferences?.run, 'Pace') ? 'runUpperPace' : 'runUpperHeartRate';
  if (status[runKey] !== 'known') sportsToTest.push('run');
  return { thresholds: t, status, sportsToTest };
}

function usesMeasure(byContext: Record<string, string> | undefined, measure: string): boolean {
  return byContext !== undefined && Object.values(byContext).includes(measure);
}
