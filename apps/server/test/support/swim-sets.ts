import type { RepeatBlock } from '@tricoach/core';

/** A CSS set as the plan writes it: 8 × 100 m at CSS pace, each followed by 15 s rest at the wall. */
export function cssRepeat(): RepeatBlock {
  return {
    kind: 'Repeat',
    count: 8,
    steps: [
      {
        kind: 'Work',
        distance: 100,
        duration: 98,
        intensity: 'threshold',
        target: { kind: 'swimPace', low: 95, high: 100, unit: 's/100m' },
      },
      { kind: 'Recovery', duration: 15, intensity: 'recovery', note: 'rest at the wall' },
    ],
  };
}
