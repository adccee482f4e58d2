import { describe, expect, it } from 'vitest';
import { toLogBody, type LogFormValues } from './log-form';

const metric = { system: 'Metric' as const, swim: 'Meters' as const };
const imperial = { system: 'Imperial' as const, swim: 'Yards' as const };
const base: LogFormValues = {
  sport: 'running',
  date: '2026-11-20',
  startTime: '',
  duration: '0:45',
  distance: '',
  averageHeartRate: '',
  averagePower: '',
  rpe: '',
};

describe('toLogBody', () => {
  it('sends SI units: h:mm to seconds, miles and yards to metres', () => {
    const run = toLogBody({ ...base, distance: '5,6', rpe: '6' }, imperial, '2026-11-22');
    expect(run).toEqual({
      ok: true,
      body: expect.objectContaining({
        sport: 'running',
        durationSeconds: 2700,
        distanceMeters: 9012,
        rpe: 6,
        startTime: null,
      }),
    });
    const swim = toLogBody({ ...base, sport: 'swimming', distance: '2000' }, imperial, '2026-11-22');
    expect(swim.ok && swim.body.distanceMeters).toBe(1829);
    const ride = toLogBody(
      { ...base, sport: 'cycling', distance: '40', averagePower: '180' },
      metric,
      '2026-11-22',
    );
    expect(ride.ok && ride.body).toMatchObject({ distanceMeters: 40000, averagePower: 180 });
  });

  it('puts an impossible pace on the distance, in either unit system', () => {
    const message = 'That pace is faster than the world record: check the distance and the duration';
    // 7,200 m (or yd) swum in 40 minutes: a zero too many.
    for (const units of [metric, imperial]) {
      expect(
        toLogBody({ ...base, sport: 'swimming', duration: '0:40', distance: '7200' }, units, '2026-11-22'),
      ).toEqual({
        ok: false,
        errors: { distance: message },
      });
    }
    expect(
      toLogBody({ ...base, sport: 'swimming', duration: '0:40', distance: '720' }, metric, '2026-11-22').ok,
    ).toBe(true);
  });

  it('names every problem at its field with the shared messages', () => {
    expect(
      toLogBody(
        { ...base, sport: '', duration: '45', date: '2026-11-23', averageHeartRate: 'fast' },
        metric,
        '2026-11-22',
      ),
    ).toEqual({
      ok: false,
      errors: {
        duration: 'Use the format h:mm, for example 1:30',
        sport: 'Sport is required',
        date: 'Date cannot be in the future',
        averageHeartRate: 'Average heart rate must be a number',
      },
    });
    // Power typed before switching to running is not sent; strength drops a distance.
    const strength = toLogBody(
      { ...base, sport: 'strengthtraining', distance: '3', averagePower: '200' },
      metric,
      '2026-11-22',
    );
    expect(strength.ok && strength.body).toMatchObject({ distanceMeters: null, averagePower: null });
  });
});
