import { openSync, writeSync, closeSync } from 'node:fs';

/**
 * A fake "fingertip on the camera" video for Chromium's --use-file-for-fake-video-capture:
 * raw YUV4MPEG2 (I420) frames of a red-dominant image whose brightness dips with every
 * heartbeat. Written at test time into a temp folder (about 10 MB; never committed).
 */
interface PulseVideo {
  file: string;
  heartRate: number;
  /** Mean of the generated beat-to-beat intervals, as a heart rate. */
  expectedHeartRate: number;
  /** rMSSD of the generated beat-to-beat intervals, ms. */
  expectedRmssd: number;
}

const WIDTH = 64;
const HEIGHT = 48;
const FPS = 30;
/** Brightness colour of a lit fingertip. */
const FINGER = { r: 200, g: 40, b: 30 };
/** Peak luminance dip per beat, in 8-bit levels (≈ 3 % of the red level, like a real fingertip). */
const FINGERTIP_PULSE_DEPTH = 6;

/** Systolic wave then a smaller dicrotic wave, τ seconds after the beat. */
function pulseShape(tau: number): number {
  return Math.exp(-(((tau - 0.12) / 0.07) ** 2)) + 0.35 * Math.exp(-(((tau - 0.36) / 0.08) ** 2));
}

function beatTimes(heartRate: number, seconds: number): number[] {
  const beats: number[] = [];
  // Breathing at 12 a minute lengthens and shortens the interval by up to 25 ms (sinus arrhythmia).
  for (let t = 0.2; t < seconds + 2; t += 60 / heartRate + 0.025 * Math.sin(2 * Math.PI * 0.2 * t))
    beats.push(t);
  return beats;
}

const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** `pulseDepth` 0 films a finger without a readable pulse (the analysis must refuse it). */
export function writePulseVideo(
  file: string,
  heartRate: number,
  seconds: number,
  pulseDepth = FINGERTIP_PULSE_DEPTH,
): PulseVideo {
  const beats = beatTimes(heartRate, seconds);
  const intervals = beats.slice(1).map((b, i) => b - beats[i]!);
  const meanInterval = intervals.reduce((sum, v) => sum + v, 0) / intervals.length;
  const differences = intervals.slice(1).map((v, i) => (v - intervals[i]!) * 1000);
  const expectedRmssd = Math.sqrt(differences.reduce((sum, d) => sum + d * d, 0) / differences.length);

  // Full-range BT.601 (the "420jpeg" colour space).
  const y0 = 0.299 * FINGER.r + 0.587 * FINGER.g + 0.114 * FINGER.b;
  const u = clampByte(-0.1687 * FINGER.r - 0.3313 * FINGER.g + 0.5 * FINGER.b + 128);
  const v = clampByte(0.5 * FINGER.r - 0.4187 * FINGER.g - 0.0813 * FINGER.b + 128);
  const chroma = (WIDTH / 2) * (HEIGHT / 2);
  const frame = Buffer.alloc(WIDTH * HEIGHT + 2 * chroma);
  frame.fill(u, WIDTH * HEIGHT, WIDTH * HEIGHT + chroma);
  frame.fill(v, WIDTH * HEIGHT + chroma);

  const fd = openSync(file, 'w');
  writeSync(fd, `YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  let first = 0;
  for (let n = 0; n < seconds * FPS; n++) {
    const t = n / FPS;
    while (first < beats.length - 1 && beats[first + 1]! < t - 1) first++;
    let pulse = 0;
    for (let k = first; k < beats.length && beats[k]! <= t; k++) pulse += pulseShape(t - beats[k]!);
    const level = y0 - pulseDepth * pulse;
    // A fixed sub-level dither per pixel: each pixel rounds differently, so the frame's mean
    // keeps the pulse's fractional levels instead of stepping by whole levels.
    for (let i = 0; i < WIDTH * HEIGHT; i++) frame[i] = clampByte(level + ((i * 0.618034) % 1) - 0.5);
    writeSync(fd, 'FRAME\n');
    writeSync(fd, frame);
  }
  closeSync(fd);
  return { file, heartRate, expectedHeartRate: 60 / meanInterval, expectedRmssd };
}
