import { describe, expect, it } from 'vitest';
import type { PlannedSession } from '@tricoach/core';
import { cssRepeat } from '../../test/support/swim-sets';
import { sessionDescription } from './session-text';

const cssSet: PlannedSession = {
  id: '2026-03-05.s0.swim',
  date: '2026-03-05',
  slotIndex: 0,
  sport: 'swim',
  isMultisport: false,
  focus: 'Threshold',
  title: 'CSS swim',
  description: '1200 m: 8 × 100 at CSS',
  phase: 'Foundation',
  duration: 1800,
  distance: 1200,
  leadUnit: 'Distance',
  load: 35,
  intensityFactor: 0.85,
  isHard: false,
  isInterval: true,
  isKey: false,
  easyDuration: 900,
  status: 'planned',
  steps: [cssRepeat()],
};

describe("a calendar event's description", () => {
  it("reads a swim set's rest at the wall as a rest: its time, no pace or effort", () => {
    const text = sessionDescription(cssSet, { system: 'Metric', swim: 'Meters' });
    expect(text).toContain('- 8 × (Work 100 m, 1:35–1:40 /100m; Rest 15 s (rest at the wall))');
  });
});
