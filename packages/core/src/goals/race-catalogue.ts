import type { EnduranceSport } from '../model/index';
import type { RacePriority, RaceType } from '../model/athlete';

/** Spec section 5, "Race priorities allowed per type". */
export const ALLOWED_PRIORITIES: Readonly<Record<RaceType, readonly RacePriority[]>> = {
  Sprint: ['A', 'B', 'C'],
  Olympic: ['A', 'B', 'C'],
  HalfIronman: ['A', 'B'],
  Ironman: ['A'],
  Marathon: ['B'],
  HalfMarathon: ['B'],
  TenK: ['C'],
  FiveK: ['C'],
  ManualRun: ['B', 'C'],
  ManualBike: ['B', 'C'],
  ManualSwim: ['C'],
};

export type RaceFamily = 'Triathlon' | 'Run' | 'Bike' | 'Swim';

export interface RaceProfile {
  family: RaceFamily;
  /** Standard distances per leg, metres (ITU/Ironman/World Athletics standards). */
  legs: Partial<Record<EnduranceSport, number>>;
  /**
   * Minimum and typical build length before an A race, weeks (coaching-science.md, "Plan
   * shape": Sprint 12–16, Olympic ~16, 70.3 12–20 with the spec's "about 18 for a
   * half-distance", Ironman 20–24). Run races follow common marathon plans (16–20 weeks);
   * short runs and manual races 8–12.
   */
  minimumWeeks: number;
  typicalWeeks: number;
  /**
   * Peak weekly hours, beginner then experienced (coaching-science.md table). Run-only
   * races use the same low/high logic from popular plans (Pfitzinger, Hansons) in hours.
   */
  peakHours: { beginner: [number, number]; experienced: [number, number] };
  /** Taper days before an A race: spec 1–2 weeks; Ironman 2 (coaching-science.md). */
  taperDays: number;
  /** Easy days after the race before the next build or the off season. */
  recoveryDays: number;
  /**
   * Full rest days right after an A race (the first of the recovery days): Sprint, 10K, 5K and
   * manual races 1, Olympic and half marathon 2, 70.3 and marathon 3, Ironman 4. Common
   * post-race guidance: a few days off, then short easy swims and spins; the rest stays easy.
   */
  restDays: number;
}

export const RACE_PROFILES: Readonly<Record<RaceType, RaceProfile>> = {
  Sprint: {
    family: 'Triathlon',
    legs: { swim: 750, bike: 20_000, run: 5_000 },
    minimumWeeks: 12,
    typicalWeeks: 14,
    peakHours: { beginner: [4, 6], experienced: [6, 9] },
    taperDays: 7,
    recoveryDays: 5,
    restDays: 1,
  },
  Olympic: {
    family: 'Triathlon',
    legs: { swim: 1_500, bike: 40_000, run: 10_000 },
    minimumWeeks: 14,
    typicalWeeks: 16,
    peakHours: { beginner: [6, 8], experienced: [8, 12] },
    taperDays: 7,
    recoveryDays: 7,
    restDays: 2,
  },
  HalfIronman: {
    family: 'Triathlon',
    legs: { swim: 1_900, bike: 90_000, run: 21_097 },
    minimumWeeks: 18,
    typicalWeeks: 20,
    peakHours: { beginner: [8, 10], experienced: [10, 15] },
    taperDays: 10,
    recoveryDays: 10,
    restDays: 3,
  },
  Ironman: {
    family: 'Triathlon',
    legs: { swim: 3_800, bike: 180_000, run: 42_195 },
    minimumWeeks: 20,
    typicalWeeks: 24,
    peakHours: { beginner: [12, 15], experienced: [15, 20] },
    taperDays: 14,
    recoveryDays: 21,
    restDays: 4,
  },
  Marathon: {
    family: 'Run',
    legs: { run: 42_195 },
    minimumWeeks: 16,
    typicalWeeks: 18,
    peakHours: { beginner: [5, 7], experienced: [7, 10] },
    taperDays: 14,
    recoveryDays: 14,
    restDays: 3,
  },
  HalfMarathon: {
    family: 'Run',
    legs: { run: 21_097 },
    minimumWeeks: 10,
    typicalWeeks: 12,
    peakHours: { beginner: [4, 5], experienced: [5, 8] },
    taperDays: 7,
    recoveryDays: 7,
    restDays: 2,
  },
  TenK: {
    family: 'Run',
    legs: { run: 10_000 },
    minimumWeeks: 8,
    typicalWeeks: 10,
    peakHours: { beginner: [3, 4], experienced: [4, 7] },
    taperDays: 7,
    recoveryDays: 4,
    restDays: 1,
  },
  FiveK: {
    family: 'Run',
    legs: { run: 5_000 },
    minimumWeeks: 8,
    typicalWeeks: 8,
    peakHours: { beginner: [2.5, 4], experienced: [4, 6] },
    taperDays: 7,
    recoveryDays: 3,
    restDays: 1,
  },
  ManualBike: {
    family: 'Bike',
    legs: { bike: 100_000 },
    minimumWeeks: 8,
    typicalWeeks: 12,
    peakHours: { beginner: [5, 8], experienced: [8, 12] },
    taperDays: 7,
    recoveryDays: 5,
    restDays: 1,
  },
  ManualRun: {
    family: 'Run',
    legs: { run: 21_097 },
    minimumWeeks: 8,
    typicalWeeks: 12,
    peakHours: { beginner: [3, 5], experienced: [5, 8] },
    taperDays: 7,
    recoveryDays: 5,
    restDays: 1,
  },
  ManualSwim: {
    family: 'Swim',
    legs: { swim: 2_000 },
    minimumWeeks: 8,
    typicalWeeks: 10,
    peakHours: { beginner: [2.5, 4], experienced: [4, 6] },
    taperDays: 7,
    recoveryDays: 3,
    restDays: 1,
  },
};

/** Spec section 5, "Manual distances": swim 100–4000 m step 100; bike 1–200 km, run 1–100 km, step 1 km. */
export const MANUAL_DISTANCE_BOUNDS: Readonly<
  Record<'ManualSwim' | 'ManualBike' | 'ManualRun', { min: number; max: number; step: number }>
> = {
  ManualSwim: { min: 100, max: 4_000, step: 100 },
  ManualBike: { min: 1_000, max: 200_000, step: 1_000 },
  ManualRun: { min: 1_000, max: 100_000, step: 1_000 },
};

export function isManualRace(type: RaceType): type is 'ManualSwim' | 'ManualBike' | 'ManualRun' {
  return type === 'ManualSwim' || type === 'ManualBike' || type === 'ManualRun';
}

export function isTriathlon(type: RaceType): boolean {
  return RACE_PROFILES[type].family === 'Triathlon';
}

/** Race legs in metres, with the athlete's distance for manual types. */
export function raceLegs(type: RaceType, manualDistance?: number): Partial<Record<EnduranceSport, number>> {
  if (!isManualRace(type) || manualDistance === undefined) return RACE_PROFILES[type].legs;
  const sport: EnduranceSport = type === 'ManualSwim' ? 'swim' : type === 'ManualBike' ? 'bike' : 'run';
  return { [sport]: manualDistance };
}

/** Sports a race needs trained, in the order a race runs them. */
export function raceSports(type: RaceType): EnduranceSport[] {
  const legs = RACE_PROFILES[type].legs;
  return (['swim', 'bike', 'run'] as const).filter((sport) => legs[sport] !== undefined);
}
