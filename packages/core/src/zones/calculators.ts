import type { MafCategory } from '../model/index';

/** Spec section 5: default swim pace 2:00 per 100 m when CSS is unknown. */
export const DEFAULT_CSS_SEC_PER_100M = 120;
/** Spec section 5: CSS pace bounds, 54–270 s per 100 m (0:54–4:30). */
export const CSS_BOUNDS_SEC_PER_100M = { min: 54, max: 270 } as const;
/** Spec section 5: run pace bounds, metric 150–1200 s/km (imperial 241.4–1931.4 s/mi is the same range). */
export const RUN_PACE_BOUNDS_SEC_PER_KM = { min: 150, max: 1200 } as const;

/** Errors as data (style.md): the caller decides the message. */
export type CalcResult = { ok: true; value: number } | { ok: false; error: CalcError };
export type CalcError = 'InvalidTimes' | 'OutOfBounds' | 'OutsideMethodRange';

/** Maffetone: 180 − age, then −10 / −5 / 0 / +5 by the MAF answer (spec sections 3 and 5). */
const MAF_ADJUSTMENT: Record<MafCategory, number> = {
  Rehabilitation: -10,
  Stagnating: -5,
  ConsistentTraining: 0,
  Competitive: 5,
};

export function mafHeartRate(age: number, category: MafCategory): number {
  return 180 - age + MAF_ADJUSTMENT[category];
}

/** Maffetone's aerobic training range: MAF − 10 … MAF bpm. */
export function mafRange(age: number, category: MafCategory): { low: number; high: number } {
  const high = mafHeartRate(age, category);
  return { low: high - 10, high };
}

export type CssTimes =
  { t400Seconds: number; t200Seconds: number } | { t400Seconds: number; t50Seconds: number };

/**
 * Critical swim speed as a pace in s/100 m (the CSS test, coaching-science "Zones"):
 * 400/200: CSS speed = 200 / (T400 − T200), so pace = (T400 − T200) / 2;
 * 400/50:  CSS speed = 350 / (T400 − T50),  so pace = 100 · (T400 − T50) / 350.
 * The longer swim must be slower per metre than the shorter one, or the times are a mistake.
 */
export function cssFromTimes(times: CssTimes): CalcResult {
  const { t400Seconds } = times;
  const [shortMeters, shortSeconds] =
    't200Seconds' in times ? [200, times.t200Seconds] : [50, times.t50Seconds];
  const isSlowerOverLonger = t400Seconds / 400 > shortSeconds / shortMeters;
  if (!(shortSeconds > 0) || !isSlowerOverLonger) return { ok: false, error: 'InvalidTimes' };
  const pace = (100 * (t400Seconds - shortSeconds)) / (400 - shortMeters);
  if (pace < CSS_BOUNDS_SEC_PER_100M.min || pace > CSS_BOUNDS_SEC_PER_100M.max)
    return { ok: false, error: 'OutOfBounds' };
  return { ok: true, value: pace };
}

/** Riegel's fatigue exponent (Riegel 1981, "Athletic records and human endurance"). */
export const RIEGEL_EXPONENT = 1.06;
const THRESHOLD_EFFORT_SECONDS = 3600;
/** Riegel fitted races of about 3.5 to 230 minutes; outside that the exponent does not hold. */
const RIEGEL_RANGE_SECONDS = { min: 210, max: 230 * 60 } as const;

/**
 * Threshold run pace (s/km) from one race result (spec 3: runningSpeedThresholdDistance and
 * raceTimeInSeconds). Threshold pace is the pace sustainable for about one hour (Coggan/Friel
 * definition of functional threshold), so Riegel's T2 = T1 · (D2/D1)^1.06 is solved for the
 * distance D2 that takes 3600 s. Chosen over Daniels' VDOT because it is one published,
 * invertible formula with no lookup tables; for 5 km–half-marathon results the two usually
 * agree within a few seconds per km (a 40:00 10 km gives 4:06 /km here; Daniels' table at
 * VDOT ≈ 52 gives about 4:05–4:08).
 */
export function thresholdPaceFromRace(distanceMeters: number, timeSeconds: number): CalcResult {
  if (!(distanceMeters > 0) || !(timeSeconds > 0)) return { ok: false, error: 'InvalidTimes' };
  if (timeSeconds < RIEGEL_RANGE_SECONDS.min || timeSeconds > RIEGEL_RANGE_SECONDS.max) {
    return { ok: false, error: 'OutsideMethodRange' };
  }
  const hourDistance = distanceMeters * (THRESHOLD_EFFORT_SECONDS / timeSeconds) ** (1 / RIEGEL_EXPONENT);
  const pace = (THRESHOLD_EFFORT_SECONDS * 1000) / hourDistance;
  if (pace < RUN_PACE_BOUNDS_SEC_PER_KM.min || pace > RUN_PACE_BOUNDS_SEC_PER_KM.max) {
    return { ok: false, error: 'OutOfBounds' };
  }
  return { ok: true, value: pace };
}

/**
 * Aerobic (lower) threshold as a fraction of the anaerobic (upper) one, in intensity terms
 * (heart rate, power, speed). Each ratio but swim's is the top of the endurance zone we use,
 * so an estimated aerobic threshold lands exactly on the Z2/Z3 line:
 * - heart rate 0.90: Friel Z2 ends at 89 % LTHR (run and bike); Uphill Athlete's rule that a
 *   well-trained aerobic threshold lies within 10 % of the anaerobic one gives the same number.
 * - power 0.75: Coggan Z2 ends at 75 % FTP.
 * - run speed 0.87: Skiba Z2 ends at 87 % threshold speed.
 * - swim speed 0.93: the exception, the top of swim Z1 rather than Z2. Drag in water grows
 *   with the cube of speed, so 0.93 of CSS speed is 0.93³ ≈ 0.80 of CSS power, where the
 *   bike's aerobic threshold sits (0.75 FTP); the top of Z2 (0.97³ ≈ 0.91) would be tempo.
 */
export const AEROBIC_THRESHOLD_RATIO = {
  heartRate: 0.9,
  power: 0.75,
  runSpeed: 0.87,
  swimSpeed: 0.93,
} as const;

export type ThresholdQuantity = 'heartRate' | 'power' | 'runPace' | 'swimPace';

/** Estimated lower threshold from the upper one; paces get slower, so they divide. */
export function lowerFromUpper(quantity: ThresholdQuantity, upper: number): number {
  switch (quantity) {
    case 'heartRate':
      return Math.round(upper * AEROBIC_THRESHOLD_RATIO.heartRate);
    case 'power':
      return Math.round(upper * AEROBIC_THRESHOLD_RATIO.power);
    case 'runPace':
      return upper / AEROBIC_THRESHOLD_RATIO.runSpeed;
    case 'swimPace':
      return upper / AEROBIC_THRESHOLD_RATIO.swimSpeed;
  }
}

/** The inverse of `lowerFromUpper`, for athletes who know only the aerobic threshold. */
export function upperFromLower(quantity: ThresholdQuantity, lower: number): number {
  switch (quantity) {
    case 'heartRate':
      return Math.round(lower / AEROBIC_THRESHOLD_RATIO.heartRate);
    case 'power':
      return Math.round(lower / AEROBIC_THRESHOLD_RATIO.power);
    case 'runPace':
      return lower * AEROBIC_THRESHOLD_RATIO.runSpeed;
    case 'swimPace':
      return lower * AEROBIC_THRESHOLD_RATIO.swimSpeed;
  }
}

/** Tanaka, Monahan & Seals 2001: HRmax = 208 − 0.7 · age (better than 220 − age past 40). */
export function estimateMaxHeartRate(age: number): number {
  return Math.round(208 - 0.7 * age);
}
