import type { Sport, Thresholds } from '../model/index';
import {
  BIKE_HEART_RATE_BANDS,
  POWER_BANDS,
  RUN_HEART_RATE_BANDS,
  RUN_SPEED_BANDS,
  SWIM_SPEED_BANDS,
  type BandTable,
} from '../zones/bands';
import type { Intensity } from '../zones/intensity';
import type { StepSegment } from './step-segments';
import type { WorkoutSamples } from './time-in-zones';
import { seededRandom } from '../random/seeded-random';

/**
 * Demo recordings for developers and browser tests (spec 7 "test/dummy/data/generate-plan"):
 * a plausible workout that follows the planned steps, so charts and zones have something
 * real-looking to show before wearable import exists. Deterministic for a given seed.
 */

/** Reasonable thresholds of a trained amateur, used where the athlete has none yet. */
const FALLBACK = { ftp: 200, lthr: 160, runPace: 300, css: 110, maxHr: 185, restingHr: 55 };

const middle = (table: Partial<BandTable>, intensity: Intensity, fallback: number): number => {
  const band = table[intensity];
  return band ? (band.lowPct + band.highPct) / 200 : fallback;
};

/** Fraction of LTHR a steady effort settles at; anaerobic bursts are too short to get past VO2max's. */
function heartRateFraction(sport: Sport, intensity: Intensity): number {
  const table = sport === 'bike' ? BIKE_HEART_RATE_BANDS : RUN_HEART_RATE_BANDS;
  return middle(table, intensity === 'anaerobic' ? 'vo2max' : intensity, 0.8);
}

export interface DemoSampleOptions {
  sport: Sport;
  segments: readonly StepSegment[];
  thresholds: Thresholds;
  seed: number;
  /** Seconds between samples (5 s keeps an hour at 720 points). */
  sampleSeconds?: number;
}

/**
 * Heart rate approaches each step's level with a ~30 s lag and drifts up slowly; power and
 * speed follow the step with noise; bike and run roll over gentle hills that cost speed
 * uphill. Swims are in a pool: speed only (wrist heart rate under water is unreliable, so
 * none is recorded). Strength records heart rate only.
 */
export function demoSamples(options: DemoSampleOptions): WorkoutSamples {
  const { sport, segments, thresholds, seed } = options;
  const step = options.sampleSeconds ?? 5;
  const random = seededRandom(seed);
  const noise = (spread: number) => (random() * 2 - 1) * spread;
  const ftp = thresholds.bikeUpperPower ?? FALLBACK.ftp;
  const lthr =
    (sport === 'bike' ? thresholds.bikeUpperHeartRate : thresholds.runUpperHeartRate) ?? FALLBACK.lthr;
  const maxHr = thresholds.maxHeartRate ?? FALLBACK.maxHr;
  const restingHr = thresholds.restingHeartRate ?? FALLBACK.restingHr;
  const runThresholdSpeed = 1000 / (thresholds.runUpperPace ?? FALLBACK.runPace);
  const swimThresholdSpeed = 100 / (thresholds.swimCss ?? FALLBACK.css);
  const total = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  const hilly = sport === 'bike' || sport === 'run';
  // Two slow waves of different length make a route that never repeats exactly.
  const phase1 = random() * Math.PI * 2;
  const phase2 = random() * Math.PI * 2;
  const baseAltitude = 80 + random() * 300;
  const altitudeAt = (distance: number) =>
    baseAltitude + 25 * Math.sin(distance / 1800 + phase1) + 10 * Math.sin(distance / 450 + phase2);

  const samples: Required<WorkoutSamples> = { t: [], heartRate: [], speed: [], power: [], altitude: [] };
  let heartRate = restingHr + 30;
  let distance = 0;
  let segmentIndex = 0;
  let coasting = false;
  let bikeSpeed = 0;
  for (let t = 0; t <= total; t += step) {
    while (
      segmentIndex < segments.length - 1 &&
      t >= (segments[segmentIndex]?.start ?? 0) + (segments[segmentIndex]?.seconds ?? 0)
    )
      segmentIndex++;
    const intensity = segments[segmentIndex]?.intensity ?? 'endurance';
    const altitude = altitudeAt(distance);
    const grade = hilly ? (altitudeAt(distance + 10) - altitude) / 10 : 0;
    const drift = 1 + 0.04 * (t / 3600);
    const targetHr = Math.min(
      maxHr,
      lthr * heartRateFraction(sport, intensity) * drift + (sport === 'bike' ? grade * 60 : grade * 40),
    );
    heartRate += (targetHr - heartRate) * (1 - Math.exp(-step / 30));
    samples.t.push(t);
    samples.heartRate.push(Math.round(heartRate + noise(1.5)));
    let speed: number;
    if (sport === 'bike') {
      // Riders freewheel down the steeper stretches for a while, not sample by sample.
      coasting = coasting ? grade < -0.01 && random() < 0.8 : grade < -0.025 && random() < 0.15;
      const watts = coasting
        ? 0
        : Math.max(0, ftp * middle(POWER_BANDS, intensity, 0.65) * (1 + noise(0.08) + grade * 2));
      samples.power.push(Math.round(watts));
      // Speed grows with the cube root of power on the flat (air drag) and falls on climbs;
      // the bike's momentum smooths it from one sample to the next.
      const target = Math.max(2, 9.5 * Math.cbrt(Math.max(watts, 60) / 250) * (1 - grade * 4) + noise(0.3));
      bikeSpeed = bikeSpeed === 0 ? target : bikeSpeed + (target - bikeSpeed) * 0.5;
      speed = bikeSpeed;
    } else if (sport === 'run') {
      speed = Math.max(
        1.5,
        runThresholdSpeed * middle(RUN_SPEED_BANDS, intensity, 0.83) * (1 - grade * 3) * (1 + noise(0.03)),
      );
    } else if (sport === 'swim') {
      speed = Math.max(
        0.4,
        swimThresholdSpeed * middle(SWIM_SPEED_BANDS, intensity, 0.95) * (1 + noise(0.04)),
      );
    } else {
      speed = 0;
    }
    samples.speed.push(Math.round(speed * 100) / 100);
    samples.altitude.push(Math.round(altitude * 10) / 10);
    distance += speed * step;
  }
  const result: WorkoutSamples = { t: samples.t };
  if (sport !== 'swim') result.heartRate = samples.heartRate;
  if (sport !== 'strength') result.speed = samples.speed;
  if (sport === 'bike') result.power = samples.power;
  if (hilly) result.altitude = samples.altitude;
  return result;
}
