/**
 * workouts/: completed workouts, pure.
 *
 * - `stepSegments(sport, steps)`: a planned workout's steps unrolled into timed segments with
 *   an intensity level (the intensity graph, demo recordings).
 * - `workoutZones(sport, samples, thresholds)`: time in zones of the sport's lead measure.
 * - `matchPlannedSession(candidates, workout, done)`: the planned session a workout fulfils.
 * - `summarizeSamples(samples)`, `elevationGain(altitude)`: the summary tiles from streams.
 * - `demoSamples({ sport, segments, thresholds, seed })`: a believable recording for demo data.
 * - `isSwimRest(step, sport)`: a planned swim step that is a rest at the wall.
 */
export * from './step-segments';
export * from './time-in-zones';
export * from './match-planned';
export * from './sample-summary';
export * from './demo-samples';
export * from './local-start';
export * from './swim-rest';
