import type { ColourSample } from './types';

/**
 * What the camera sees in one frame. A fingertip over the lens, lit from behind (torch or a
 * bright lamp), shows as a red-dominant image: blood and tissue pass red and absorb green/blue.
 */
export type FingerPresence = 'finger' | 'too_dark' | 'saturated' | 'no_finger';

const DARK_RED_LEVEL = 25;
const SATURATED_LEVEL = 240;
const RED_DOMINANCE = 1.25;

export function fingerPresence(sample: Pick<ColourSample, 'r' | 'g' | 'b'>): FingerPresence {
  const { r, g, b } = sample;
  if (Math.min(r, g, b) > SATURATED_LEVEL) return 'saturated';
  if (r < DARK_RED_LEVEL) return 'too_dark';
  if (r < RED_DOMINANCE * Math.max(g, b)) return 'no_finger';
  return 'finger';
}
