/**
 * zones/: thresholds to zones and targets.
 *
 * - Zone tables (tables.ts): Coggan power (% FTP), Friel heart rate for run and bike (% LTHR),
 *   Skiba run pace and CSS swim pace (% threshold speed). `Zone.low/high` are SI numbers
 *   (bpm, W, s/km, s/100m), `null` at an open end; for paces `low` is the faster pace.
 * - Calculators (calculators.ts): MAF heart rate and range, CSS from 400/200 or 400/50 times,
 *   threshold run pace from a race (Riegel 1.06 to a one-hour effort), aerobic threshold
 *   from anaerobic and back, HRmax (Tanaka), the spec's bounds and default CSS.
 * - `resolveThresholds` fills unknown thresholds with estimates and lists sports to test.
 * - The canonical intensity scale for workout steps (intensity.ts):
 *   `recovery | endurance | tempo | threshold | vo2max | anaerobic`, mapped per sport and
 *   measurement in bands.ts:
 *     intensity  power  bike HR  run HR  run pace  swim  RPE
 *     recovery   Z1     Z1       Z1      Z1        Z1    1-2
 *     endurance  Z2     Z2       Z2      Z2        Z2    3-4
 *     tempo      Z3     Z3       Z3      Z3        Z3    5-6
 *     threshold  Z4     Z4-Z5a   Z4-Z5a  Z4        Z4    7-8
 *     vo2max     Z5     Z5b      Z5b     Z5        Z5    8-9
 *     anaerobic  Z6     (RPE)    (RPE)   Z6        Z6    9-10
 *   `targetForStep` turns a step's intensity into the athlete's target in the chosen measure.
 */
export * from './intensity';
export * from './zone';
export * from './tables';
export * from './bands';
export * from './calculators';
export * from './resolve';
export * from './targets';
