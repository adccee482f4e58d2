import type { Sport } from '@tricoach/core';
import {
  formatMinutesSeconds,
  kmhToMph,
  metersPerSecondToKmh,
  secPer100mToSecPer100yd,
  secPerKmToSecPerMile,
} from '@tricoach/core/units';
import type { Units } from '../plan-format';

/** How speed reads per sport: pace per km/mi running, per 100 m/yd swimming, km/h or mph cycling. */
interface SpeedReading {
  label: 'Pace' | 'Speed';
  unit: string;
  /** m/s → the number the athlete reads (seconds per unit for paces). */
  fromSpeed: (metersPerSecond: number) => number | null;
  format: (value: number) => string;
  /** Paces: smaller is faster, so charts put small values on top. */
  isPace: boolean;
}

const FEET_PER_METER = 3.28084;

/** A pace reads as minutes:seconds per `unit`. */
function pace(unit: string, fromSpeed: SpeedReading['fromSpeed']): SpeedReading {
  return { label: 'Pace', unit, fromSpeed, format: formatMinutesSeconds, isPace: true };
}

export function speedReading(sport: Sport, units: Units): SpeedReading | null {
  if (sport === 'run') {
    const metric = units.system === 'Metric';
    return pace(metric ? '/km' : '/mi', (v) =>
      v > 0.5 ? (metric ? 1000 / v : secPerKmToSecPerMile(1000 / v)) : null,
    );
  }
  if (sport === 'swim') {
    const meters = units.swim === 'Meters';
    return pace(meters ? '/100m' : '/100yd', (v) =>
      v > 0.2 ? (meters ? 100 / v : secPer100mToSecPer100yd(100 / v)) : null,
    );
  }
  if (sport === 'bike') {
    const metric = units.system === 'Metric';
    return {
      label: 'Speed',
      unit: metric ? 'km/h' : 'mph',
      fromSpeed: (v) => (metric ? metersPerSecondToKmh(v) : kmhToMph(metersPerSecondToKmh(v))),
      format: (value) => value.toFixed(1),
      isPace: false,
    };
  }
  return null;
}

/** Elevation in metres or feet. */
export const elevationUnit = (units: Units) => (units.system === 'Metric' ? 'm' : 'ft');
export const toElevation = (meters: number, units: Units) =>
  units.system === 'Metric' ? meters : meters * FEET_PER_METER;

/** Elapsed time on chart axes: 45:00, 1:05:00. */
export function formatElapsed(seconds: number): string {
  const total = Math.round(Math.max(0, seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(rest).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${minutes}:${ss}`;
}

export const FEEL_LABELS = [
  'Much too short',
  'A bit short',
  'Just right',
  'A bit long',
  'Much too long',
] as const;
