import type { Intensity, SessionFocus, Sport, StepKind, StepTarget, UnitSystem } from '@tricoach/core';
import {
  formatDistance,
  formatDurationWords,
  formatMinutesSeconds,
  formatSwimDistance,
  secPer100mToSecPer100yd,
  secPerKmToSecPerMile,
} from '@tricoach/core/units';

/** How the athlete reads distances and paces: the profile's unit system and swim unit. */
export interface Units {
  system: UnitSystem;
  swim: 'Meters' | 'Yards';
}

export const SPORT_LABEL: Record<Sport, string> = {
  swim: 'Swim',
  bike: 'Bike',
  run: 'Run',
  strength: 'Strength',
};

export const SPORT_ORDER: readonly Sport[] = ['swim', 'bike', 'run', 'strength'];

export const STEP_LABEL: Record<StepKind, string> = {
  WarmUp: 'Warm-up',
  Work: 'Work',
  Recovery: 'Recovery',
  CoolDown: 'Cool-down',
  Drill: 'Drill',
  Steady: 'Steady',
};

export const INTENSITY_LABEL: Record<Intensity, string> = {
  recovery: 'Recovery',
  endurance: 'Endurance',
  tempo: 'Tempo',
  threshold: 'Threshold',
  vo2max: 'VO2max',
  anaerobic: 'Anaerobic',
};

export const FOCUS_LABEL: Record<SessionFocus, string> = {
  Recovery: 'Recovery',
  Endurance: 'Endurance',
  LongEndurance: 'Long endurance',
  Technique: 'Technique',
  Tempo: 'Tempo',
  Threshold: 'Threshold',
  VO2max: 'VO2max',
  RacePace: 'Race pace',
  Brick: 'Brick',
  Strength: 'Strength',
  PerformanceTest: 'Performance test',
  Race: 'Race',
};

export const formatSessionDuration = (seconds: number): string => formatDurationWords(seconds);

/** A session or step distance: swims in m/yd, short distances in m, else km/mi. */
export function formatSportDistance(meters: number, sport: Sport, units: Units): string {
  if (sport === 'swim') return formatSwimDistance(meters, units.swim);
  if (units.system === 'Metric' && meters < 1000) return `${Math.round(meters)} m`;
  return formatDistance(meters, units.system);
}

/** A session's distance, or nothing when it has none (strength, unknown). */
export function sessionDistance(meters: number, sport: Sport, units: Units): string | undefined {
  if (sport === 'strength' || !(meters > 0)) return undefined;
  return formatSportDistance(meters, sport, units);
}

const range = (low: string, high: string) => (low === high ? low : `${low}–${high}`);

/**
 * A step target in the athlete's units: heart rate in bpm, power in W, run pace per km or mi,
 * swim pace per 100 m or 100 yd, otherwise RPE. Paces read fast–slow.
 */
export function formatTarget(target: StepTarget, units: Units): string {
  const zone = target.zone ? `${target.zone} ` : '';
  switch (target.kind) {
    case 'heartRate':
      return `${zone}${range(String(Math.round(target.low)), String(Math.round(target.high)))} bpm`;
    case 'power':
      return `${zone}${range(String(Math.round(target.low)), String(Math.round(target.high)))} W`;
    case 'pace': {
      const convert = units.system === 'Metric' ? (s: number) => s : secPerKmToSecPerMile;
      const unit = units.system === 'Metric' ? '/km' : '/mi';
      return `${zone}${range(formatMinutesSeconds(convert(target.low)), formatMinutesSeconds(convert(target.high)))} ${unit}`;
    }
    case 'swimPace': {
      const convert = units.swim === 'Meters' ? (s: number) => s : secPer100mToSecPer100yd;
      const unit = units.swim === 'Meters' ? '/100m' : '/100yd';
      return `${zone}${range(formatMinutesSeconds(convert(target.low)), formatMinutesSeconds(convert(target.high)))} ${unit}`;
    }
    case 'rpe':
      return `RPE ${range(String(target.low), String(target.high))}`;
  }
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Short weekday of an ISO date (Monday first). */
export function weekdayName(iso: string): string {
  const day = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] ?? '';
}
