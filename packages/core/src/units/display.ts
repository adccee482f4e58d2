import type { UnitSystem } from '../model/index';
import { metersToMiles, metersToYards, secPer100mToSecPer100yd, secPerKmToSecPerMile } from './convert';
import { formatMinutesSeconds } from './time-format';

/** Swim pools and paces are in metres or yards, independent of the unit system (spec 3). */
export type SwimUnit = 'Meters' | 'Yards';

/** A run pace stored in s/km, shown per km or per mile. */
export function formatRunPace(secPerKm: number, system: UnitSystem): string {
  return system === 'Metric'
    ? `${formatMinutesSeconds(secPerKm)} /km`
    : `${formatMinutesSeconds(secPerKmToSecPerMile(secPerKm))} /mi`;
}

/** A swim pace stored in s/100 m, shown per 100 m or per 100 yd. */
export function formatSwimPace(secPer100m: number, unit: SwimUnit): string {
  return unit === 'Meters'
    ? `${formatMinutesSeconds(secPer100m)} /100m`
    : `${formatMinutesSeconds(secPer100mToSecPer100yd(secPer100m))} /100yd`;
}

/** A distance in metres, shown in km or mi with one decimal (swims use `formatSwimDistance`). */
export function formatDistance(meters: number, system: UnitSystem): string {
  return system === 'Metric' ? `${(meters / 1000).toFixed(1)} km` : `${metersToMiles(meters).toFixed(1)} mi`;
}

export function formatSwimDistance(meters: number, unit: SwimUnit): string {
  return unit === 'Meters' ? `${Math.round(meters)} m` : `${Math.round(metersToYards(meters))} yd`;
}
