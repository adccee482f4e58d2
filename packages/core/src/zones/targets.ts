import type { MeasurementPreferences, Sport, Thresholds } from '../model/index';
import type { BandTable, IntensityBand } from './bands';
import {
  BIKE_HEART_RATE_BANDS,
  POWER_BANDS,
  RPE_BANDS,
  RUN_HEART_RATE_BANDS,
  RUN_SPEED_BANDS,
  SWIM_SPEED_BANDS,
} from './bands';
import type { Intensity } from './intensity';
import { isHardIntensity } from './intensity';

/** Spec section 3: measurements are chosen per aerobic, interval and indoor work. */
export type StepContext = 'aerobic' | 'interval' | 'indoor';

export interface StepIntent {
  sport: Sport;
  intensity: Intensity;
  /** Defaults to `interval` for work above endurance, `aerobic` otherwise. */
  context?: StepContext;
  /** Seconds; a hard effort shorter than SHORT_EFFORT_SECONDS is never targeted by heart rate. */
  durationSeconds?: number;
}

/**
 * Heart rate lags an effort by a minute or more, so efforts under ~2 minutes are targeted by
 * power, pace or RPE (coaching-science.md "Progression": "Efforts under ~2 minutes are targeted
 * by pace, power or RPE, not heart rate").
 */
export const SHORT_EFFORT_SECONDS = 120;

export type TargetKind = 'heartRate' | 'power' | 'pace' | 'swimPace' | 'rpe';
export type TargetUnit = 'bpm' | 'W' | 's/km' | 's/100m' | 'rpe';

/**
 * A concrete target. `low` ≤ `high` numerically in `unit`: for paces `low` is the faster
 * pace. RPE is Borg CR-10.
 */
export interface StepTarget {
  kind: TargetKind;
  low: number;
  high: number;
  unit: TargetUnit;
  /** The zone label of the target's table (Z2, Z5b…), absent for RPE. */
  zone?: string;
}

export interface TargetPreferences extends Partial<MeasurementPreferences> {
  /** Spec 3 `useVerbalSwimPace`: the swimmer wants effort words, not a clock. */
  useVerbalSwimPace?: boolean;
}

const DEFAULT_PREFERENCES: MeasurementPreferences = {
  bike: { aerobic: 'HeartRate', interval: 'HeartRate', indoor: 'HeartRate' },
  run: { aerobic: 'HeartRate', interval: 'HeartRate', indoor: 'HeartRate' },
};

/**
 * Bike and run: the preferred of the sport's own metric (power, pace) and heart rate, the other
 * when the preferred threshold is unknown. A short hard effort is held by the metric alone:
 * heart rate lags behind it.
 */
function sportMetricOrHeartRate(
  metric: () => StepTarget | undefined,
  heartRate: () => StepTarget | undefined,
  prefersMetric: boolean,
  isShortEffort: boolean,
): StepTarget | undefined {
  if (isShortEffort) return metric();
  return prefersMetric ? (metric() ?? heartRate()) : (heartRate() ?? metric());
}

/**
 * Turns a step's intensity into the athlete's target: the preferred measurement first, the
 * other measurement of the sport when the preferred threshold is unknown, RPE when nothing is
 * known (so a new athlete always gets a target). Pass thresholds through `resolveThresholds`
 * first to use estimates.
 *
 * Endurance by heart rate uses the aerobic threshold when one is set: the range is
 * lower − 10 … lower, which is Maffetone's MAF − 10 … MAF when the lower threshold is the MAF
 * heart rate, and keeps endurance work below the aerobic threshold (Seiler's 80 %).
 */
export function targetForStep(
  step: StepIntent,
  thresholds: Thresholds,
  preferences: TargetPreferences = {},
): StepTarget {
  const context = step.context ?? (isHardIntensity(step.intensity) ? 'interval' : 'aerobic');
  const rpe = (): StepTarget => ({ kind: 'rpe', unit: 'rpe', ...RPE_BANDS[step.intensity] });
  const isShortEffort =
    isHardIntensity(step.intensity) &&
    step.durationSeconds !== undefined &&
    step.durationSeconds < SHORT_EFFORT_SECONDS;
  switch (step.sport) {
    case 'strength':
      return rpe();
    case 'swim':
      if (preferences.useVerbalSwimPace || thresholds.swimCss === undefined) return rpe();
      return paceTarget('swimPace', 's/100m', thresholds.swimCss, SWIM_SPEED_BANDS[step.intensity]);
    case 'bike': {
      const preferred = (preferences.bike ?? DEFAULT_PREFERENCES.bike)[context];
      const power = (): StepTarget | undefined =>
        thresholds.bikeUpperPower === undefined
          ? undefined
          : intensityTarget('power', 'W', thresholds.bikeUpperPower, POWER_BANDS[step.intensity]);
      const heartRate = (): StepTarget | undefined =>
        heartRateTarget(
          step.intensity,
          thresholds.bikeUpperHeartRate,
          thresholds.bikeLowerHeartRate,
          BIKE_HEART_RATE_BANDS,
        );
      return sportMetricOrHeartRate(power, heartRate, preferred === 'Power', isShortEffort) ?? rpe();
    }
    case 'run': {
      const preferred = (preferences.run ?? DEFAULT_PREFERENCES.run)[context];
      const pace = (): StepTarget | undefined =>
        thresholds.runUpperPace === undefined
          ? undefined
          : paceTarget('pace', 's/km', thresholds.runUpperPace, RUN_SPEED_BANDS[step.intensity]);
      const heartRate = (): StepTarget | undefined =>
        heartRateTarget(
          step.intensity,
          thresholds.runUpperHeartRate,
          thresholds.runLowerHeartRate,
          RUN_HEART_RATE_BANDS,
        );
      return sportMetricOrHeartRate(pace, heartRate, preferred === 'Pace', isShortEffort) ?? rpe();
    }
  }
}

function intensityTarget(
  kind: 'power' | 'heartRate',
  unit: 'W' | 'bpm',
  threshold: number,
  band: IntensityBand,
): StepTarget {
  return {
    kind,
    unit,
    low: Math.round((threshold * band.lowPct) / 100),
    high: Math.round((threshold * band.highPct) / 100),
    zone: band.zone,
  };
}

function paceTarget(
  kind: 'pace' | 'swimPace',
  unit: 's/km' | 's/100m',
  thresholdPace: number,
  band: IntensityBand,
): StepTarget {
  return {
    kind,
    unit,
    low: (thresholdPace * 100) / band.highPct,
    high: (thresholdPace * 100) / band.lowPct,
    zone: band.zone,
  };
}

function heartRateTarget(
  intensity: Intensity,
  upper: number | undefined,
  lower: number | undefined,
  bands: Partial<BandTable>,
): StepTarget | undefined {
  if (intensity === 'endurance' && lower !== undefined) {
    return {
      kind: 'heartRate',
      unit: 'bpm',
      low: Math.round(lower) - 10,
      high: Math.round(lower),
      zone: 'Z2',
    };
  }
  const band = bands[intensity];
  if (upper === undefined || band === undefined) return undefined;
  return intensityTarget('heartRate', 'bpm', upper, band);
}
