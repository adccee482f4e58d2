import { describe, expect, it } from 'vitest';
import { downloadsOf } from './DeviceDownloads';
import type { PlannedSessionDetail } from './plan-api';

const session = (overrides: Partial<PlannedSessionDetail>) =>
  ({
    id: '2026-11-24.s0.run',
    date: '2026-11-24',
    title: 'Easy run',
    sport: 'run',
    steps: [],
    ...overrides,
  }) as PlannedSessionDetail;

describe('device downloads of a planned session', () => {
  it('offers a FIT file for runs, swims and strength with exercises, FIT and Zwift for rides', () => {
    expect(downloadsOf(session({})).map((d) => [d.label, d.path])).toEqual([
      ['Download for your watch (.fit)', '/api/v1/app/planned-sessions/2026-11-24.s0.run/workout.fit'],
    ]);
    expect(downloadsOf(session({ sport: 'bike', title: 'VO2max intervals' })).map((d) => d.fileName)).toEqual(
      ['2026-11-24-vo2max-intervals.fit', '2026-11-24-vo2max-intervals.zwo'],
    );
    expect(downloadsOf(session({ sport: 'strength' }))).toEqual([]);
    const strength = session({
      sport: 'strength',
      title: 'Strength A',
      exercises: [{ name: 'Glute bridge', sets: 3, reps: '12', rest: 60 }],
    });
    expect(downloadsOf(strength).map((d) => d.fileName)).toEqual(['2026-11-24-strength-a.fit']);
  });

  it('offers one FIT file per leg of a brick', () => {
    const brick = session({
      sport: 'bike',
      title: 'Brick',
      legs: [
        { sport: 'bike', duration: 3600, steps: [] },
        { sport: 'run', duration: 1200, steps: [] },
      ],
    });
    expect(downloadsOf(brick).map((d) => d.label)).toEqual([
      'Download bike for your watch (.fit)',
      'Download run for your watch (.fit)',
      'Zwift (.zwo)',
    ]);
  });
});
