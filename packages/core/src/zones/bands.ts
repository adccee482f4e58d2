import { INTENSITIES, type Intensity } from './intensity';
import { COGGAN_POWER_ZONES, CSS_SWIM_ZONES, SKIBA_RUN_PACE_ZONES } from './tables';
import type { ZoneTable } from './zone';

/** A target band for one intensity, in % of threshold intensity, and the zone it sits in. */
export interface IntensityBand {
  zone: string;
  lowPct: number;
  highPct: number;
}

export type BandTable = Record<Intensity, IntensityBand>;

/**
 * Where each canonical intensity sits in each sport's zone table. Power, run pace and swim pace
 * put the i-th intensity in the table's i-th zone, between its boundaries (tables.ts); the open
 * ends of the easiest and hardest zones get a practical edge so a target is always a closed
 * range. Heart rate has its own rows below.
 */
function bandsOfZones(table: ZoneTable, edges: { low: number; high?: number }): BandTable {
  const band = (intensity: Intensity, i: number): [Intensity, IntensityBand] => {
    const zone = table.zones[i];
    const lowPct = i === 0 ? edges.low : table.boundariesPct[i - 1];
    const highPct = table.boundariesPct[i] ?? edges.high;
    if (!zone || lowPct === undefined || highPct === undefined)
      throw new Error(`zone table has no closed band for ${intensity}`);
    return [intensity, { zone: zone.id, lowPct, highPct }];
  };
  return Object.fromEntries(INTENSITIES.map(band)) as BandTable;
}

/** Coggan power, % FTP: Z1 from 45, Z6 up to 150. */
export const POWER_BANDS: BandTable = bandsOfZones(COGGAN_POWER_ZONES, { low: 45 });

/**
 * Heart rate has no anaerobic band: HR lags short all-out efforts, so those targets fall back
 * to RPE. Friel run: threshold work spans Z4 and Z5a (95–102 % LTHR).
 */
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

/** Skiba run pace, % threshold speed: Z1 from 70, Z6 up to 130. */
export const RUN_SPEED_BANDS: BandTable = bandsOfZones(SKIBA_RUN_PACE_ZONES, { low: 70, high: 130 });

/** Swim, % CSS speed: Z1 from 85, Z6 up to 115. */
export const SWIM_SPEED_BANDS: BandTable = bandsOfZones(CSS_SWIM_ZONES, { low: 85, high: 115 });

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
