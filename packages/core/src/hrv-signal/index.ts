/**
 * hrv-signal/: camera photoplethysmography (a fingertip on the phone's lens, lit by the torch).
 *
 * - `analyseCameraSignal(samples)`: per-frame mean colours {t, r, g, b} with uneven timing →
 *   resampled to 50 Hz, band-passed 0.6–3.3 Hz both ways, beats found with a refractory
 *   window from the dominant period and an adaptive threshold, sub-sample peak timing,
 *   artefacts rejected (300–2000 ms, > 20 % off the local median, during motion) → heart
 *   rate, accepted RR intervals, rMSSD, ln rMSSD and quality good/acceptable — or a refusal
 *   with a reason and advice (too short, frame gaps, no finger, too dark, saturated, motion,
 *   weak signal, too few beats, too many artefacts).
 * - `fingerPresence(frame)`: whether one frame looks like a lit fingertip (the camera
 *   component waits for it before starting the clock).
 */
export * from './types';
export * from './finger';
export * from './artefacts';
export {
  analyseCameraSignal,
  HRV_FAILURE_ADVICE,
  HRV_GOOD_SECONDS,
  HRV_MIN_SECONDS,
  HRV_SAMPLE_RATE_HZ,
} from './analyse';
