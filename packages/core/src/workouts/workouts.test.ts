import { describe, expect, it } from 'vitest';
import {
  demoSamples,
  elevationGain,
  matchPlannedSession,
  stepSegments,
  summarizeSamples,
  workoutZones,
} from './index';

describe('stepSegments', () => {
  it('unrolls repeats and gives distance-led steps a duration', () => {
    const segments = stepSegments(
      'swim',
      [
        { kind: 'WarmUp', distance: 200, intensity: 'recovery' },
        {
          kind: 'Repeat',
          count: 2,
          steps: [
            { kind: 'Work', distance: 100, intensity: 'threshold' },
            { kind: 'Recovery', duration: 20, intensity: 'recovery' },
          ],
        },
      ],
      1,
    );
    expect(segments.map((s) => [s.start, s.seconds, s.level])).toEqual([
      [0, 200, 1],
      [200, 100, 4],
      [300, 20, 1],
      [320, 100, 4],
      [420, 20, 1],
    ]);
  });
});

describe('workoutZones', () => {
  const t = [0, 10, 20, 30];
  it('counts bike time by power against FTP, pauses in no zone', () => {
    const zones = workoutZones('bike', { t, power: [100, 200, 0, 250] }, { bikeUpperPower: 200 });
    expect(zones?.measure).toBe('power');
    expect(zones?.zones.map((z) => z.seconds)).toEqual([10, 0, 0, 10, 0, 10, 0]);
  });
  it('runs by heart rate, else by pace; strength has none', () => {
    expect(
      workoutZones('run', { t, heartRate: [120, 150, 160, 170] }, { runUpperHeartRate: 160 })?.measure,
    ).toBe('heartRate');
    const pace = workoutZones('run', { t, speed: [2, 3.33, 3.33, 5] }, { runUpperPace: 300 });
    expect(pace?.measure).toBe('pace');
    expect(pace?.zones[0]?.seconds).toBe(10);
    expect(pace?.zones[3]?.seconds).toBe(20);
    expect(
      workoutZones('strength', { t, heartRate: [100, 110, 120, 130] }, { runUpperHeartRate: 160 }),
    ).toBeNull();
  });
});

describe('matchPlannedSession', () => {
  const candidates = [
    { id: 'a', date: '2026-11-20', sport: 'run' as const, duration: 1800, status: 'planned' },
    { id: 'b', date: '2026-11-20', sport: 'run' as const, duration: 5400, status: 'planned' },
    { id: 'c', date: '2026-11-20', sport: 'bike' as const, duration: 3600, status: 'planned' },
  ];
  it('takes the same sport and day with the closest duration, never a done one', () => {
    expect(
      matchPlannedSession(candidates, { sport: 'run', date: '2026-11-20', durationSeconds: 4800 }, new Set()),
    ).toBe('b');
    expect(
      matchPlannedSession(
        candidates,
        { sport: 'run', date: '2026-11-20', durationSeconds: 4800 },
        new Set(['b']),
      ),
    ).toBe('a');
    expect(
      matchPlannedSession(
        candidates,
        { sport: 'swim', date: '2026-11-20', durationSeconds: 1800 },
        new Set(),
      ),
    ).toBeNull();
    expect(
      matchPlannedSession(candidates, { sport: 'run', date: '2026-11-21', durationSeconds: 1800 }, new Set()),
    ).toBeNull();
  });
});

describe('demo samples and their summary', () => {
  const segments = stepSegments('bike', [
    { kind: 'WarmUp', duration: 600, intensity: 'endurance' },
    { kind: 'Work', duration: 1200, intensity: 'threshold' },
    { kind: 'CoolDown', duration: 600, intensity: 'recovery' },
  ]);
  const samples = demoSamples({
    sport: 'bike',
    segments,
    thresholds: { bikeUpperPower: 250, bikeUpperHeartRate: 165 },
    seed: 7,
  });
  it('is deterministic, 5-s spaced and follows the steps', () => {
    expect(
      demoSamples({
        sport: 'bike',
        segments,
        thresholds: { bikeUpperPower: 250, bikeUpperHeartRate: 165 },
        seed: 7,
      }),
    ).toEqual(samples);
    expect(samples.t.length).toBe(2400 / 5 + 1);
    const mean = (from: number, to: number) => {
      const slice = (samples.power ?? []).slice(from / 5, to / 5);
      return slice.reduce((a, b) => a + b, 0) / slice.length;
    };
    expect(mean(900, 1700)).toBeGreaterThan(mean(0, 500) * 1.2);
    expect(samples.altitude?.length).toBe(samples.t.length);
  });
  it('summarises to plausible tiles', () => {
    const summary = summarizeSamples(samples);
    expect(summary.durationSeconds).toBe(2400);
    expect(summary.distanceMeters).toBeGreaterThan(12_000);
    expect(summary.averageHeartRate).toBeGreaterThan(120);
    expect(summary.maxHeartRate).toBeGreaterThanOrEqual(summary.averageHeartRate ?? 0);
    expect(summary.averagePower).toBeGreaterThan(150);
  });
  it('swims record speed only', () => {
    const swim = demoSamples({
      sport: 'swim',
      segments: stepSegments('swim', [{ kind: 'Steady', duration: 600, intensity: 'endurance' }]),
      thresholds: {},
      seed: 1,
    });
    expect(swim.heartRate).toBeUndefined();
    expect(swim.altitude).toBeUndefined();
    expect(swim.speed?.every((v) => v > 0.5 && v < 1.2)).toBe(true);
  });
  it('elevation gain ignores noise under the dead band', () => {
    expect(elevationGain([100, 101, 100, 101, 105, 104, 110])).toBe(10);
  });
});

describe('localStartInstant', () => {
  it('reads the clock time in the athlete time zone, noon without one', async () => {
    const { localStartInstant } = await import('./index');
    expect(localStartInstant('2026-07-01', '07:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T05:30:00.000Z',
    );
    expect(localStartInstant('2026-01-10', null, 'America/New_York').toISOString()).toBe(
      '2026-01-10T17:00:00.000Z',
    );
  });
});
