/**
 * load/: training stress per session and the fitness/fatigue/form model.
 *
 * - Session stress (session-stress.ts), TSS family (one hour at threshold = 100):
 *   `normalizedPower`, `bikeTss`, `bikeTssFromPower`; `gradeAdjustedSpeed` (Minetti 2002),
 *   `runTss`; `trimp`, `trimpFromSamples`, `hrTss` (Banister, gender factors); `swimTss`
 *   (IF³); `strengthStress` (session-RPE / 6).
 * - `activityStress(activity, { thresholds, gender })`: the best score the data allows (power,
 *   pace, CSS pace, heart rate, session-RPE, estimate) and which method gave it.
 * - Planned stress without streams: `intensityFactorFor(sport, intensity)`,
 *   `estimateSessionStress({ sport, durationSeconds, intensityFactor })`, `estimateStepsStress`.
 * - `fitnessSeries(dailyStress, { from, to })`: CTL 42 d, ATL 7 d, form (TSB for the
 *   morning), ramp rate; `formBand`, `rampBand` for the colours.
 */
export * from './session-stress';
export * from './activity-stress';
export * from './fitness';
export { fastDayNumber, fastIsoDate } from './day-index';
export * from './fitness-today';
