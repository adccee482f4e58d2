import type { Intensity } from './intensity';

/** A target band for one intensity, in % of threshold intensity, and the zone it sits in. */
export interface IntensityBand {
  zone: string;
  lowPct: number;
  highPct: number;
}

export type BandTable = Record<Intensity, IntensityBand>;

/**
 * Where each canonical intensity sits in each sport's zone table. Bands share boundaries with
 * the zone tables (tables.ts); the open ends of the easiest and hardest zones get a practical
 * edge so a target is always a closed range. Heart rate has no anaerobic band: HR lags short
 * all-out efforts, so those targets fall back to RPE.
 */
export const POWER_BANDS: BandTable = {
  recovery: { zone: 'Z1', lowPct: 45, highPct: 55 },
  endurance: { zone: 'Z2', lowPct: 55, highPct: 75 },
  tempo: { zone: 'Z3', lowPct: 75, highPct: 90 },
  threshold: { zone: 'Z4', lowPct: 90, highPct: 105 },
  vo2max: { zone: 'Z5', lowPct: 105, highPct: 120 },
  anaerobic: { zone: 'Z6', lowPct: 120, highPct: 150 },
};

/** Friel run: threshold work spans Z4 and Z5a (95–102 % LTHR). */
export const RUN_HEART_RATE_BANDS: Partial<BandTable> = {
  recovery: { zone: 'Z1', lowPct: 75, highPct: 85 },
  endurance: { zone: 'Z2', lowPct: 85, highPct: 90 },
  tempo: { zone: 'Z3', lowPct: 90, highPct: 95 },
  threshold: { zone: 'Z4', lowPct: 95, highPct: 102 },
  vo2max: { zone: 'Z5b', lowPct: 103, highPct: 106 },
};

export const BIKE_HEART_RATE_BANDS: Partial<BandTable> = {
  recovery: { zone: 'Z1', lowPct: 70, highPct: 81 },
  endurance: { zone: 'Z2', lowPct: 81, highPct: 90 },
  tempo: { zone: 'Z3', lowPct: 90, highPct: 94 },
  threshold: { zone: 'Z4', lowPct: 94, highPct: 102 },
  vo2max: { zone: 'Z5b', lowPct: 103, highPct: 106 },
};

/** Skiba run pace, % threshold speed. */
export const RUN_SPEED_BANDS: BandTable = {
  recovery: { zone: 'Z1', lowPct: 70, highPct: 80 },
  endurance: { zone: 'Z2', lowPct: 80, highPct: 87 },
  tempo: { zone: 'Z3', lowPct: 87, highPct: 95 },
  threshold: { zone: 'Z4', lowPct: 95, highPct: 105 },
  vo2max: { zone: 'Z5', lowPct: 105, highPct: 119 },
  anaerobic: { zone: 'Z6', lowPct: 119, highPct: 130 },
};

/** Swim, % CSS speed. */
export const SWIM_SPEED_BANDS: BandTable = {
  recovery: { zone: 'Z1', lowPct: 85, highPct: 93 },
  endurance: { zone: 'Z2', lowPct: 93, highPct: 97 },
  tempo: { zone: 'Z3', lowPct: 97, highPct: 99 },
  threshold: { zone: 'Z4', lowPct: 99, highPct: 102 },
  vo2max: { zone: 'Z5', lowPct: 102, highPct: 109 },
  anaerobic: { zone: 'Z6', lowPct: 109, highPct: 115 },
};

/**
 * Rating of perceived exertion on Borg's CR-10 scale (the 1–10 intensity of spec section 3's
 * session feedback; Foster's session-RPE uses the same scale).
 */
export const RPE_BANDS: Record<Intensity, { low: number; high: number }> = {
  recovery: { low: 1, high: 2 },
  endurance: { low: 3, high: 4 },
  tempo: { low: 5, high: 6 },
  threshold: { low: 7, high: 8 },
  vo2max: { low: 8, high: 9 },
  anaerobic: { low: 9, high: 10 },
};
