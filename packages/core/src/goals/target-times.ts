import type { EnduranceSport, Thresholds } from '../model/index';
import type { RaceGoal, RaceType } from '../model/athlete';
import { isTriathlon, raceLegs, RACE_PROFILES } from './race-catalogue';

export interface TargetTimeOption {
  /** Seconds. */
  time: number;
  label: 'Ambitious' | 'Realistic' | 'Comfortable' | 'Finish';
}

/** Spec section 5: default swim pace 2:00 per 100 m when unknown. */
const DEFAULT_CSS = 120;
/** A recreational runner's threshold pace (5:30/km) when neither pace nor a test is known. */
const DEFAULT_RUN_THRESHOLD_PACE = 330;
/** 2.5 W/kg is a typical untrained-to-recreational FTP (Coggan power profile, "untrained/fair"). */
const DEFAULT_FTP_PER_KG = 2.5;

/**
 * Race pace as a multiple of threshold pace (>1 slower). Run-only: Riegel-like slowing with
 * distance (5K faster than threshold, marathon ~10 % slower); off the bike the slowing grows
 * with the race (common triathlon pacing guidance).
 */
const RUN_PACE_FACTOR: Partial<Record<RaceType, number>> = {
  FiveK: 0.96,
  TenK: 1.0,
  HalfMarathon: 1.05,
  Marathon: 1.1,
  ManualRun: 1.05,
  Sprint: 1.03,
  Olympic: 1.06,
  HalfIronman: 1.12,
  Ironman: 1.25,
};
/** Race intensity factor on the bike (Coggan/Allen: sprint ~0.95, Olympic ~0.88, 70.3 ~0.78, Ironman ~0.70). */
const BIKE_IF: Partial<Record<RaceType, number>> = {
  Sprint: 0.95,
  Olympic: 0.88,
  HalfIronman: 0.78,
  Ironman: 0.7,
  ManualBike: 0.8,
};
/** Swim race pace relative to CSS pace: longer swims are swum a little slower than CSS. */
const SWIM_PACE_FACTOR: Partial<Record<RaceType, number>> = {
  Sprint: 1.02,
  Olympic: 1.04,
  HalfIronman: 1.06,
  Ironman: 1.08,
  ManualSwim: 1.05,
};
/** Both transitions together, seconds. */
const TRANSITIONS: Partial<Record<RaceType, number>> = {
  Sprint: 180,
  Olympic: 240,
  HalfIronman: 360,
  Ironman: 600,
};

/**
 * Flat-road speed (m/s) at a power, from P = ½ρ·CdA·v³ + Crr·m·g·v with a road position
 * (CdA 0.32 m², Crr 0.005, ρ 1.2), solved by bisection.
 */
export function flatBikeSpeed(power: number, riderMass: number): number {
  const mass = riderMass + 9;
  const demand = (v: number): number => 0.5 * 1.2 * 0.32 * v ** 3 + 0.005 * mass * 9.81 * v;
  let low = 0;
  let high = 30;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (demand(mid) > power) high = mid;
    else low = mid;
  }
  return (low + high) / 2;
}

/** Estimated race time per leg (seconds) from thresholds, or defaults when unknown. */
export function estimateRaceLegTimes(
  goal: Pick<RaceGoal, 'type' | 'distance' | 'topography'>,
  thresholds: Thresholds,
  weight: number,
): Partial<Record<EnduranceSport, number>> {
  const legs = raceLegs(goal.type, goal.distance);
  const hilly = goal.topography === 'Hilly';
  const times: Partial<Record<EnduranceSport, number>> = {};
  if (legs.swim) {
    const pace = (thresholds.swimCss ?? DEFAULT_CSS) * (SWIM_PACE_FACTOR[goal.type] ?? 1.05);
    times.swim = (legs.swim / 100) * pace;
  }
  if (legs.bike) {
    const ftp = thresholds.bikeUpperPower ?? DEFAULT_FTP_PER_KG * weight;
    const speed = flatBikeSpeed(ftp * (BIKE_IF[goal.type] ?? 0.8), weight);
    // Hills cost ~8 % on the bike and ~4 % on the run (rule of thumb from course comparisons).
    times.bike = (legs.bike / speed) * (hilly ? 1.08 : 1);
  }
  if (legs.run) {
    const pace =
      (thresholds.runUpperPace ?? DEFAULT_RUN_THRESHOLD_PACE) * (RUN_PACE_FACTOR[goal.type] ?? 1.05);
    times.run = (legs.run / 1000) * pace * (hilly ? 1.04 : 1);
  }
  return times;
}

/**
 * Each leg's race intensity factor: the bike's Coggan/Allen IF, the run's and swim's speed as a
 * share of threshold speed (the inverse of the pace factors above). The race session is paced and
 * scored from these, so its targets and its stress say the same as its estimated time.
 */
export function raceLegIntensityFactors(type: RaceType): Partial<Record<EnduranceSport, number>> {
  return {
    swim: 1 / (SWIM_PACE_FACTOR[type] ?? 1.05),
    bike: BIKE_IF[type] ?? 0.8,
    run: 1 / (RUN_PACE_FACTOR[type] ?? 1.05),
  };
}

export function estimateRaceTime(
  goal: Pick<RaceGoal, 'type' | 'distance' | 'topography'>,
  thresholds: Thresholds,
  weight: number,
): number {
  const legs = estimateRaceLegTimes(goal, thresholds, weight);
  const transitions = isTriathlon(goal.type) ? (TRANSITIONS[goal.type] ?? 0) : 0;
  return (legs.swim ?? 0) + (legs.bike ?? 0) + (legs.run ?? 0) + transitions;
}

/**
 * Target-time choices around today's estimate: 5 % faster is what a full build can add
 * (a typical season's threshold gain), the estimate itself, and two safer options.
 * Rounded to a minute under two hours, to five minutes above.
 */
export function targetTimeOptions(
  goal: Pick<RaceGoal, 'type' | 'distance' | 'topography'>,
  thresholds: Thresholds,
  weight: number,
): TargetTimeOption[] {
  const estimate = estimateRaceTime(goal, thresholds, weight);
  const rounding = estimate > 7200 ? 300 : 60;
  const round = (seconds: number): number => Math.max(rounding, Math.round(seconds / rounding) * rounding);
  const finishFactor =
    RACE_PROFILES[goal.type].family === 'Triathlon' && goal.type === 'Ironman' ? 1.25 : 1.15;
  return [
    { time: round(estimate * 0.95), label: 'Ambitious' },
    { time: round(estimate), label: 'Realistic' },
    { time: round(estimate * 1.07), label: 'Comfortable' },
    { time: round(estimate * finishFactor), label: 'Finish' },
  ];
}
