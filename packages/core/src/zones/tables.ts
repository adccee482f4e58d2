import type { Thresholds } from '../model/index';
import type { Zone, ZoneTable } from './zone';
import { intensityZones, paceZones } from './zone';

/** Coggan power zones, % FTP: Z1 < 55, Z2 55–75, Z3 75–90, Z4 90–105, Z5 105–120, Z6 120–150, Z7 > 150. */
export const COGGAN_POWER_ZONES: ZoneTable = {
  zones: [
    { id: 'Z1', name: 'Active recovery' },
    { id: 'Z2', name: 'Endurance' },
    { id: 'Z3', name: 'Tempo' },
    { id: 'Z4', name: 'Lactate threshold' },
    { id: 'Z5', name: 'VO2max' },
    { id: 'Z6', name: 'Anaerobic capacity' },
    { id: 'Z7', name: 'Neuromuscular power' },
  ],
  boundariesPct: [55, 75, 90, 105, 120, 150],
};

const FRIEL_HR_NAMES = [
  { id: 'Z1', name: 'Recovery' },
  { id: 'Z2', name: 'Aerobic' },
  { id: 'Z3', name: 'Tempo' },
  { id: 'Z4', name: 'Sub-threshold' },
  { id: 'Z5a', name: 'Super-threshold' },
  { id: 'Z5b', name: 'Aerobic capacity' },
  { id: 'Z5c', name: 'Anaerobic capacity' },
] as const;

/**
 * Friel heart-rate zones, % LTHR. Friel prints whole-percent rows (run Z2 85–89, Z3 90–94…);
 * a row "85–89" covers up to just under 90, so the boundaries are 85/90/95/100/103/106.
 */
export const FRIEL_RUN_HR_ZONES: ZoneTable = {
  zones: FRIEL_HR_NAMES,
  boundariesPct: [85, 90, 95, 100, 103, 106],
};
/** Friel bike rows: Z1 < 81, Z2 81–89, Z3 90–93, Z4 94–99, Z5a 100–102, Z5b 103–106, Z5c > 106. */
export const FRIEL_BIKE_HR_ZONES: ZoneTable = {
  zones: FRIEL_HR_NAMES,
  boundariesPct: [81, 90, 94, 100, 103, 106],
};

/** Run and swim pace zones share their names up to VO2max; the sixth is the sport's own. */
const PACE_ZONE_NAMES = [
  { id: 'Z1', name: 'Recovery' },
  { id: 'Z2', name: 'Endurance' },
  { id: 'Z3', name: 'Tempo' },
  { id: 'Z4', name: 'Threshold' },
  { id: 'Z5', name: 'VO2max' },
] as const;

/** Skiba run pace zones, % threshold speed (GoldenCheetah `PaceZones.cpp`): 80/87/95/105/119. */
export const SKIBA_RUN_PACE_ZONES: ZoneTable = {
  zones: [...PACE_ZONE_NAMES, { id: 'Z6', name: 'Anaerobic' }],
  boundariesPct: [80, 87, 95, 105, 119],
};

/** Swim zones, % CSS speed: < 93, 93–97, 97–99, 99–102, 102–109, > 109. */
export const CSS_SWIM_ZONES: ZoneTable = {
  zones: [...PACE_ZONE_NAMES, { id: 'Z6', name: 'Sprint' }],
  boundariesPct: [93, 97, 99, 102, 109],
};

export function powerZones(ftpWatts: number): Zone[] {
  return intensityZones(ftpWatts, COGGAN_POWER_ZONES, 'W');
}

export function heartRateZones(lthrBpm: number, sport: 'run' | 'bike'): Zone[] {
  return intensityZones(lthrBpm, sport === 'run' ? FRIEL_RUN_HR_ZONES : FRIEL_BIKE_HR_ZONES, 'bpm');
}

export function runPaceZones(thresholdSecPerKm: number): Zone[] {
  return paceZones(thresholdSecPerKm, SKIBA_RUN_PACE_ZONES, 's/km');
}

export function swimPaceZones(cssSecPer100m: number): Zone[] {
  return paceZones(cssSecPer100m, CSS_SWIM_ZONES, 's/100m');
}

export interface AthleteZones {
  bikePower?: Zone[];
  bikeHeartRate?: Zone[];
  runHeartRate?: Zone[];
  runPace?: Zone[];
  swimPace?: Zone[];
}

/** Every zone set the athlete's (resolved) upper thresholds allow, for the zones screens. */
export function athleteZones(thresholds: Thresholds): AthleteZones {
  const zones: AthleteZones = {};
  if (thresholds.bikeUpperPower !== undefined) zones.bikePower = powerZones(thresholds.bikeUpperPower);
  if (thresholds.bikeUpperHeartRate !== undefined)
    zones.bikeHeartRate = heartRateZones(thresholds.bikeUpperHeartRate, 'bike');
  if (thresholds.runUpperHeartRate !== undefined)
    zones.runHeartRate = heartRateZones(thresholds.runUpperHeartRate, 'run');
  if (thresholds.runUpperPace !== undefined) zones.runPace = runPaceZones(thresholds.runUpperPace);
  if (thresholds.swimCss !== undefined) zones.swimPace = swimPaceZones(thresholds.swimCss);
  return zones;
}
