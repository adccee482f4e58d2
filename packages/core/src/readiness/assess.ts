import type { IsoDate } from '../dates/index';
import type { Sport } from '../model/index';
import type { Intensity } from '../zones/intensity';
import type { ReadinessDay } from './check-in';
import { questionnaireReasons, sorenessReasons } from './questionnaire';
import type { HrvComparison, HrvSummary, RestingHeartRateSummary } from './signals';
import {
  HRV_LARGE_DROP_SD,
  HRV_LOW_DAY_SD,
  RESTING_HR_ALARM_BPM,
  RESTING_HR_WARNING_BPM,
  summarizeHrv,
  summarizeRestingHeartRate,
} from './signals';

/** Spec section 4, today status of a day with a workout, and its traffic light. */
export type ReadinessStatus = 'proceed' | 'takecare' | 'skip' | 'rest';
export type TrafficLight = 'green' | 'yellow' | 'red';

/** 0 information, 1 take care, 2 skip the hard session, 3 rest. */
export type ReadinessLevel = 0 | 1 | 2 | 3;
const STATUS_BY_LEVEL: readonly ReadinessStatus[] = ['proceed', 'takecare', 'skip', 'rest'];

export type ReadinessSource = 'data' | 'hrv' | 'restingHeartRate' | 'questionnaire' | 'soreness';

export type ReadinessCode =
  | 'NO_DATA'
  | 'HRV_INSUFFICIENT_DATA'
  | 'HRV_NORMAL'
  | 'HRV_ABOVE_NORMAL'
  | 'HRV_BELOW_NORMAL'
  | 'HRV_LOW_TWO_DAYS'
  | 'HRV_LARGE_DROP'
  | 'RESTING_HR_INSUFFICIENT_DATA'
  | 'RESTING_HR_NORMAL'
  | 'RESTING_HR_ELEVATED'
  | 'RESTING_HR_HIGH'
  | 'FATIGUE'
  | 'STRESS'
  | 'SLEEP'
  | 'MOOD'
  | 'WELLNESS_LOW'
  | 'WELLNESS_VERY_LOW'
  | 'SORE_LEGS'
  | 'SORE_ARMS_SHOULDERS'
  | 'SORE_CORE'
  | 'SIGNALS_AGREE';

export interface ReadinessReason {
  code: ReadinessCode;
  source: ReadinessSource;
  level: ReadinessLevel;
  message: string;
}

export interface ReadinessAssessment {
  date: IsoDate;
  status: ReadinessStatus;
  light: TrafficLight;
  reasons: ReadinessReason[];
  /** Hardest intensity allowed per sport by sore muscles, whatever the status. */
  intensityCaps: Partial<Record<Sport, Intensity>>;
  hrv: HrvSummary;
  restingHeartRate: RestingHeartRateSummary;
}

export function trafficLight(status: ReadinessStatus): TrafficLight {
  return status === 'proceed' ? 'green' : status === 'takecare' ? 'yellow' : 'red';
}

/**
 * Today's readiness from the morning check-ins (HRV, resting HR, questionnaire, soreness).
 * Each signal can only add caution; the status is the most cautious signal, raised one step
 * when independent signals agree (two physiological or subjective sources at take-care or
 * worse → skip; two at skip or worse → rest). With no data at all the athlete proceeds.
 */
export function assessReadiness(days: readonly ReadinessDay[], today: IsoDate): ReadinessAssessment {
  const hrv = summarizeHrv(days, today);
  const restingHeartRate = summarizeRestingHeartRate(days, today);
  const todayEntries = days.filter((d) => d.date === today);
  const reasons: ReadinessReason[] = [
    ...hrvReasons(hrv),
    ...restingHeartRateReasons(restingHeartRate),
    ...questionnaireReasons(todayEntries),
  ];
  const { reasons: sorenessFindings, caps } = sorenessReasons(todayEntries);
  reasons.push(...sorenessFindings);

  const hasData =
    hrv.corridorReadings > 0 ||
    restingHeartRate.recent !== undefined ||
    restingHeartRate.reference !== undefined ||
    todayEntries.length > 0;
  if (!hasData) {
    return {
      date: today,
      status: 'proceed',
      light: 'green',
      reasons: [
        {
          code: 'NO_DATA',
          source: 'data',
          level: 0,
          message: 'No recovery data yet, so the plan stands as written.',
        },
      ],
      intensityCaps: {},
      hrv,
      restingHeartRate,
    };
  }

  let level = Math.max(0, ...reasons.map((r) => r.level));
  const sourceLevels = (['hrv', 'restingHeartRate', 'questionnaire'] as const).map((source) =>
    Math.max(0, ...reasons.filter((r) => r.source === source).map((r) => r.level)),
  );
  const cautious = sourceLevels.filter((l) => l >= 1).length;
  const alarmed = sourceLevels.filter((l) => l >= 2).length;
  if (alarmed >= 2 && level < 3) {
    level = 3;
    reasons.push({
      code: 'SIGNALS_AGREE',
      source: 'data',
      level: 3,
      message: 'Several recovery signals are clearly off: rest today.',
    });
  } else if (cautious >= 2 && level < 2) {
    level = 2;
    reasons.push({
      code: 'SIGNALS_AGREE',
      source: 'data',
      level: 2,
      message: 'More than one recovery signal is off: skip the hard work today.',
    });
  }
  const status = STATUS_BY_LEVEL[level] ?? 'rest';
  return {
    date: today,
    status,
    light: trafficLight(status),
    reasons,
    intensityCaps: caps,
    hrv,
    restingHeartRate,
  };
}

const SOURCE_NAMES: Record<string, string> = {
  camera: 'phone camera',
  'chest-strap': 'chest strap',
  ring: 'ring',
  garmin: 'Garmin',
  manual: 'hand-entered',
};

/** Says what a reading was compared with, when more than one device measured (HrvComparison). */
export function hrvComparisonSentence(comparison: HrvComparison | undefined): string {
  if (!comparison) return '';
  const name = SOURCE_NAMES[comparison.source] ?? comparison.source;
  if (comparison.kind === 'same-source') return ` Compared with your ${name} readings only.`;
  if (comparison.kind === 'adjusted')
    return ` Compared with all your readings, those from other devices adjusted to your ${name}'s level.`;
  return ` Compared with readings from your other devices: a new device can read differently for its first days.`;
}

function hrvReasons(hrv: HrvSummary): ReadinessReason[] {
  const said = hrvComparisonSentence(hrv.comparison);
  const reason = (code: ReadinessCode, level: ReadinessLevel, message: string): ReadinessReason => ({
    code,
    source: 'hrv',
    level,
    message,
  });
  const { corridor } = hrv;
  if (hrv.corridorReadings === 0) return [];
  if (!corridor || hrv.baseline === undefined) {
    return [reason('HRV_INSUFFICIENT_DATA', 0, 'Not enough HRV readings yet for a personal baseline.')];
  }
  const reasons: ReadinessReason[] = [];
  const lowDay = corridor.mean - HRV_LOW_DAY_SD * corridor.sd;
  if (hrv.today !== undefined && hrv.today < corridor.mean - HRV_LARGE_DROP_SD * corridor.sd) {
    reasons.push(reason('HRV_LARGE_DROP', 2, "Today's HRV is far below your normal range."));
  } else if (
    hrv.today !== undefined &&
    hrv.yesterday !== undefined &&
    hrv.today < lowDay &&
    hrv.yesterday < lowDay
  ) {
    reasons.push(reason('HRV_LOW_TWO_DAYS', 2, 'Your HRV has been low two mornings in a row.'));
  }
  if (hrv.baseline < corridor.low) {
    reasons.push(reason('HRV_BELOW_NORMAL', 1, 'Your 7-day HRV is below your normal range.'));
  } else if (hrv.baseline > corridor.high) {
    reasons.push(reason('HRV_ABOVE_NORMAL', 0, 'Your 7-day HRV is above your normal range.'));
  } else if (reasons.length === 0) {
    reasons.push(reason('HRV_NORMAL', 0, 'Your 7-day HRV is within your normal range.'));
  }
  // Once, on the first HRV sentence.
  if (said) reasons[0] = { ...reasons[0]!, message: reasons[0]!.message + said };
  return reasons;
}

function restingHeartRateReasons(rhr: RestingHeartRateSummary): ReadinessReason[] {
  const reason = (code: ReadinessCode, level: ReadinessLevel, message: string): ReadinessReason => ({
    code,
    source: 'restingHeartRate',
    level,
    message,
  });
  if (rhr.recent === undefined && rhr.reference === undefined) return [];
  if (rhr.rise === undefined || rhr.reference === undefined) {
    return [
      reason('RESTING_HR_INSUFFICIENT_DATA', 0, 'Not enough resting heart rate readings yet for a baseline.'),
    ];
  }
  if (rhr.rise > RESTING_HR_ALARM_BPM) {
    return [reason('RESTING_HR_HIGH', 2, 'Your resting heart rate is more than 10 bpm above normal.')];
  }
  if (rhr.rise > RESTING_HR_WARNING_BPM || rhr.rise > rhr.reference.sd) {
    return [reason('RESTING_HR_ELEVATED', 1, 'Your resting heart rate is above its 30-day normal.')];
  }
  return [reason('RESTING_HR_NORMAL', 0, 'Your resting heart rate is normal.')];
}
