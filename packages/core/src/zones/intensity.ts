/**
 * The canonical intensity scale shared by workout steps, targets, stress estimates and
 * readiness adjustments. It names the physiology, not a sport's zone number, so one plan
 * step ("4 × 8 min threshold") becomes watts, bpm, a pace or an RPE per athlete and sport.
 * Ordered from easiest to hardest; the mapping to each sport's zones is in `bands.ts`.
 *
 * - recovery: below the aerobic range (Coggan Z1, Friel Z1, Skiba Z1, swim Z1)
 * - endurance: up to the aerobic threshold, the ~80 % of training time (Seiler)
 * - tempo: between the aerobic and anaerobic thresholds
 * - threshold: at the anaerobic threshold (FTP, LTHR, threshold pace, CSS)
 * - vo2max: 3-8 min intervals above threshold
 * - anaerobic: short, near-maximal efforts
 */
export type Intensity = 'recovery' | 'endurance' | 'tempo' | 'threshold' | 'vo2max' | 'anaerobic';

export const INTENSITIES: readonly Intensity[] = [
  'recovery',
  'endurance',
  'tempo',
  'threshold',
  'vo2max',
  'anaerobic',
];

const RANKS: Readonly<Record<Intensity, number>> = {
  recovery: 0,
  endurance: 1,
  tempo: 2,
  threshold: 3,
  vo2max: 4,
  anaerobic: 5,
};

/** 0 (recovery) … 5 (anaerobic), for comparing and capping intensities (a lookup: plans ask ~60,000 times). */
export function intensityRank(intensity: Intensity): number {
  return RANKS[intensity];
}

/** The easier of two intensities: used to cap a step (readiness, sore muscles). */
export function capIntensity(intensity: Intensity, cap: Intensity): Intensity {
  return intensityRank(intensity) <= intensityRank(cap) ? intensity : cap;
}

/** Work above endurance counts as "intensity" (80/20 split, Seiler; Stöggl & Sperlich 2015). */
export function isHardIntensity(intensity: Intensity): boolean {
  return intensity !== 'recovery' && intensity !== 'endurance';
}
