import { describe, expect, it } from 'vitest';
import { formatSportDistance, formatTarget, workoutFileStem } from './workout-text';

const metric = { system: 'Metric', swim: 'Meters' } as const;
const imperial = { system: 'Imperial', swim: 'Yards' } as const;

describe('workout text', () => {
  it('names a workout file by date and title, safe for any file system', () => {
    expect(workoutFileStem({ date: '2026-11-24', title: 'Threshold intervals: 4 × 8′' })).toBe(
      '2026-11-24-threshold-intervals-4-8',
    );
    expect(workoutFileStem({ date: '2026-11-24', title: '—' })).toBe('2026-11-24-workout');
  });

  it('writes distances and targets in the athlete units', () => {
    expect(formatSportDistance(400, 'swim', imperial)).toBe('437 yd');
    expect(formatSportDistance(800, 'run', metric)).toBe('800 m');
    expect(formatTarget({ kind: 'pace', low: 240, high: 250, unit: 's/km', zone: 'Z3' }, metric)).toBe(
      'Z3 4:00–4:10 /km',
    );
    expect(formatTarget({ kind: 'power', low: 200.4, high: 200.2, unit: 'W' }, metric)).toBe('200 W');
  });
});
