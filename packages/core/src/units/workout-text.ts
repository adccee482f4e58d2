import type { Sport, StepKind, UnitSystem } from '../model/index';
import type { StepTarget } from '../zones/targets';
import { secPer100mToSecPer100yd, secPerKmToSecPerMile } from './convert';
import { formatDistance, formatSwimDistance, type SwimUnit } from './display';
import { formatMinutesSeconds } from './time-format';

/**
 * Sessions and their steps as words, the same on the workout page and in the calendar feed:
 * the athlete reads one wording wherever the plan reaches them.
 */

/** How the athlete reads distances and paces: the profile's unit system and swim unit. */
export interface SessionUnits {
  system: UnitSystem;
  swim: SwimUnit;
}

export const SPORT_LABEL: Record<Sport, string> = {
  swim: 'Swim',
  bike: 'Bike',
  run: 'Run',
  strength: 'Strength',
};

export const STEP_LABEL: Record<StepKind, string> = {
  WarmUp: 'Warm-up',
  Work: 'Work',
  Recovery: 'Recovery',
  CoolDown: 'Cool-down',
  Drill: 'Drill',
  Steady: 'Steady',
};

/** A session or step distance: swims in m/yd, short distances in m, else km/mi. */
export function formatSportDistance(meters: number, sport: Sport, units: SessionUnits): string {
  if (sport === 'swim') return formatSwimDistance(meters, units.swim);
  if (units.system === 'Metric' && meters < 1000) return `${Math.round(meters)} m`;
  return formatDistance(meters, units.system);
}

const range = (low: string, high: string) => (low === high ? low : `${low}–${high}`);

/**
 * A step target in the athlete's units: heart rate in bpm, power in W, run pace per km or mi,
 * swim pace per 100 m or 100 yd, otherwise RPE. Paces read fast–slow.
 */
export function formatTarget(target: StepTarget, units: SessionUnits): string {
  const zone = target.zone ? `${target.zone} ` : '';
  const round = (value: number) => String(Math.round(value));
  switch (target.kind) {
    case 'heartRate':
      return `${zone}${range(round(target.low), round(target.high))} bpm`;
    case 'power':
      return `${zone}${range(round(target.low), round(target.high))} W`;
    case 'pace': {
      const metric = units.system === 'Metric';
      const convert = metric ? (s: number) => s : secPerKmToSecPerMile;
      return `${zone}${range(formatMinutesSeconds(convert(target.low)), formatMinutesSeconds(convert(target.high)))} ${metric ? '/km' : '/mi'}`;
    }
    case 'swimPace': {
      const meters = units.swim === 'Meters';
      const convert = meters ? (s: number) => s : secPer100mToSecPer100yd;
      return `${zone}${range(formatMinutesSeconds(convert(target.low)), formatMinutesSeconds(convert(target.high)))} ${meters ? '/100m' : '/100yd'}`;
    }
    case 'rpe':
      return `RPE ${range(String(target.low), String(target.high))}`;
  }
}

/** `2026-11-24-threshold-intervals`: a workout file's name, the date first so downloads sort by day. */
export function workoutFileStem(session: { date: string; title: string }): string {
  const slug = session.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${session.date}-${slug || 'workout'}`;
}
