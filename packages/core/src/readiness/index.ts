/**
 * readiness/: morning check-ins to today's status, and the session change it asks for.
 *
 * - check-in.ts: the five-level scales (fatigue VeryFresh…VeryFatigued, stress
 *   VeryRelaxed…HighlyStressed, sleep VeryRestful…ExtremelyPoor, mood VeryPositive…
 *   HighlyAnnoyed; also the numbers 1 best … 5 worst) and soreness None/Light/Moderate/Severe
 *   for arms and shoulders, core and legs. `ReadinessDay` is one morning.
 * - signals.ts: ln rMSSD 7-day baseline vs 60-day corridor (mean ± 0.5 SD, Plews et al. 2014),
 *   resting HR 3-day vs 30-day mean, with the minimum readings each needs.
 * - `assessReadiness(days, today)` → status proceed | takecare | skip | rest, traffic light,
 *   reasons (code, source, level, sentence) and per-sport intensity caps from soreness.
 * - `adjustSessionForReadiness(session, readiness, options?)` → the eased, replaced or
 *   removed session (works on the plan's PlannedSession).
 * - `hrvTrend`, `restingHeartRateTrend` for the 1-month and 3-month chart tabs.
 */
export * from './check-in';
export * from './signals';
export * from './assess';
export * from './adjust';
export * from './trends';
