import { elevationGain } from '@tricoach/core/workouts';
import type { ActivityStreams } from './activity';

/** One reading of the device, seconds from the activity's start; absent values undefined. */
export interface Reading {
  t: number;
  heartRate?: number | undefined;
  power?: number | undefined;
  speed?: number | undefined;
  cadence?: number | undefined;
  altitude?: number | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  /** Cumulative metres, used for speed when the device wrote none. */
  distance?: number | undefined;
}

/** A longer gap between readings is a pause (auto-pause, stop button): the grid skips it. */
const PAUSE_GAP_SECONDS = 10;
/** At most this many points per activity: a 10-hour ride at 1 Hz keeps 1 s, longer ones thin out. */
const MAX_POINTS = 36_000;

/**
 * Readings on a regular grid (1 s, coarser for very long activities), each grid point holding
 * the latest reading: devices with smart recording write every few seconds, and the stress
 * model counts every sample as `step` seconds. Gaps longer than a pause are left out, so the
 * samples add up to moving time.
 */
export function toGrid(readings: readonly Reading[]): ActivityStreams {
  const finite = readings.filter((r) => Number.isFinite(r.t));
  // Devices write in time order; sort only when one did not.
  const sorted = finite.every((r, i) => i === 0 || (finite[i - 1] as Reading).t <= r.t)
    ? finite
    : [...finite].sort((a, b) => a.t - b.t);
  const span = sorted.length ? (sorted[sorted.length - 1]?.t ?? 0) - (sorted[0]?.t ?? 0) : 0;
  const step = Math.max(1, Math.ceil(span / MAX_POINTS));
  const keys = {
    heartRate: false,
    power: false,
    speed: false,
    cadence: false,
    altitude: false,
    latitude: false,
    longitude: false,
    distance: false,
  };
  for (const r of sorted) {
    if (r.heartRate !== undefined) keys.heartRate = true;
    if (r.power !== undefined) keys.power = true;
    if (r.speed !== undefined) keys.speed = true;
    if (r.cadence !== undefined) keys.cadence = true;
    if (r.altitude !== undefined) keys.altitude = true;
    if (r.latitude !== undefined) keys.latitude = true;
    if (r.longitude !== undefined) keys.longitude = true;
    if (r.distance !== undefined) keys.distance = true;
  }
  const speedFromDistance = !keys.speed && keys.distance;
  const hasSpeed = keys.speed || speedFromDistance;
  const hasPosition = keys.latitude && keys.longitude;
  const out: Required<ActivityStreams> = {
    t: [],
    heartRate: [],
    power: [],
    speed: [],
    cadence: [],
    altitude: [],
    latitude: [],
    longitude: [],
  };
  let lastAltitude = sorted.find((r) => r.altitude !== undefined)?.altitude ?? 0;
  let next = sorted[0]?.t ?? 0;
  for (let i = 0; i < sorted.length; i++) {
    const reading = sorted[i] as Reading;
    const following = sorted[i + 1];
    const gap = following ? following.t - reading.t : 0;
    const isPauseAfter = !following || gap > PAUSE_GAP_SECONDS;
    const end = isPauseAfter ? reading.t + step : following.t;
    if (reading.altitude !== undefined) lastAltitude = reading.altitude;
    let speed = reading.speed;
    if (
      speed === undefined &&
      speedFromDistance &&
      following &&
      !isPauseAfter &&
      gap > 0 &&
      reading.distance !== undefined &&
      following.distance !== undefined
    ) {
      speed = Math.max(0, (following.distance - reading.distance) / gap);
    }
    // Values of this reading, rounded once for every grid point it holds.
    const heartRate = reading.heartRate ?? 0;
    const power = reading.power ?? 0;
    const roundedSpeed = Math.round((speed ?? 0) * 1000) / 1000;
    const cadence = reading.cadence ?? 0;
    const altitude = Math.round(lastAltitude * 10) / 10;
    const latitude = reading.latitude === undefined ? null : Math.round(reading.latitude * 1e6) / 1e6;
    const longitude = reading.longitude === undefined ? null : Math.round(reading.longitude * 1e6) / 1e6;
    while (next < end) {
      if (next >= reading.t - 1e-9) {
        out.t.push(Math.round(next * 10) / 10);
        if (keys.heartRate) out.heartRate.push(heartRate);
        if (keys.power) out.power.push(power);
        if (hasSpeed) out.speed.push(roundedSpeed);
        if (keys.cadence) out.cadence.push(cadence);
        if (keys.altitude) out.altitude.push(altitude);
        if (hasPosition) {
          out.latitude.push(latitude);
          out.longitude.push(longitude);
        }
      }
      next += step;
    }
    if (isPauseAfter && following) next = following.t;
  }
  const streams: ActivityStreams = { t: out.t };
  if (keys.heartRate) streams.heartRate = out.heartRate;
  if (keys.power) streams.power = out.power;
  if (hasSpeed) streams.speed = out.speed;
  if (keys.cadence) streams.cadence = out.cadence;
  if (keys.altitude) streams.altitude = out.altitude;
  if (hasPosition) {
    streams.latitude = out.latitude;
    streams.longitude = out.longitude;
  }
  return streams;
}

/** Mean of the present (positive) values, rounded; null when there are none. */
function meanOf(values: readonly number[] | undefined, includeZeros = false): number | null {
  if (!values?.length) return null;
  let sum = 0;
  let n = 0;
  for (const value of values) {
    if (value > 0 || (includeZeros && value === 0)) {
      sum += value;
      n += 1;
    }
  }
  return n ? Math.round(sum / n) : null;
}

export function maxOf(values: readonly number[] | undefined): number | null {
  if (!values?.length) return null;
  let max = 0;
  for (const value of values) if (value > max) max = value;
  return max > 0 ? max : null;
}

/**
 * A workout's summary figures as its streams give them, for what the file does not state itself
 * (a FIT session may; GPX and TCX never do). Power averages count the zeros: coasting is riding.
 */
export function figuresOfStreams(streams: ActivityStreams) {
  return {
    averageHeartRate: meanOf(streams.heartRate),
    maxHeartRate: maxOf(streams.heartRate),
    averagePower: meanOf(streams.power, true),
    elevationGainMeters: streams.altitude?.length ? Math.round(elevationGain(streams.altitude)) : null,
  };
}

/** Great-circle distance in metres (haversine; GPS tracks are short hops, so it is enough). */
export function haversineMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(a)));
}
