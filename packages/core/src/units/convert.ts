/**
 * Metric and imperial conversions. The engine stores SI (spec section 3: values are kept in
 * one system and shown in the athlete's preferredUnitSystem); these run only at the edge.
 * Factors are the exact international definitions (1959 yard and pound agreement).
 */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
export const METERS_PER_YARD = 0.9144;
export const METERS_PER_MILE = 1609.344;

export const cmToInches = (cm: number): number => cm / CM_PER_INCH;
export const inchesToCm = (inches: number): number => inches * CM_PER_INCH;
export const kgToPounds = (kg: number): number => kg / KG_PER_POUND;
export const poundsToKg = (pounds: number): number => pounds * KG_PER_POUND;

export const metersToYards = (meters: number): number => meters / METERS_PER_YARD;
export const yardsToMeters = (yards: number): number => yards * METERS_PER_YARD;
export const metersToMiles = (meters: number): number => meters / METERS_PER_MILE;
export const milesToMeters = (miles: number): number => miles * METERS_PER_MILE;

/** A pace per km becomes a pace per mile: a mile takes 1.609344 times as long. */
export const secPerKmToSecPerMile = (secPerKm: number): number => (secPerKm * METERS_PER_MILE) / 1000;
export const secPerMileToSecPerKm = (secPerMile: number): number => (secPerMile * 1000) / METERS_PER_MILE;
export const secPer100mToSecPer100yd = (secPer100m: number): number => secPer100m * METERS_PER_YARD;
export const secPer100ydToSecPer100m = (secPer100yd: number): number => secPer100yd / METERS_PER_YARD;

export const kmhToMph = (kmh: number): number => (kmh * 1000) / METERS_PER_MILE;
export const mphToKmh = (mph: number): number => (mph * METERS_PER_MILE) / 1000;
export const metersPerSecondToKmh = (mps: number): number => mps * 3.6;
export const kmhToMetersPerSecond = (kmh: number): number => kmh / 3.6;

/** Pace (seconds per `meters`) to speed in m/s; a non-positive pace has no speed. */
export function paceToSpeed(secondsPerUnit: number, meters = 1000): number {
  return secondsPerUnit > 0 ? meters / secondsPerUnit : 0;
}

/** Speed in m/s to pace in seconds per `meters`; zero speed is an infinite pace. */
export function speedToPace(metersPerSecond: number, meters = 1000): number {
  return metersPerSecond > 0 ? meters / metersPerSecond : Number.POSITIVE_INFINITY;
}
