import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticPpg } from '../../../packages/core/src/hrv-signal/synthetic-ppg';
import type { TestAthlete } from './support/athlete-factory';
import { signedUpAthlete } from './support/seed-athlete';
import { createTestApp, type TestApp } from './support/test-app';

const url = '/api/v1/app/measurements/heart-rate/camera/analysis';
let t: TestApp;
let athlete: TestAthlete;
beforeAll(async () => {
  t = await createTestApp();
  athlete = await signedUpAthlete(t);
});
afterAll(() => t.close());

/** Frames as a browser would send them: whole milliseconds, colour means with two decimals. */
const asSent = (samples: { t: number; r: number; g: number; b: number }[]) =>
  samples.map((s) => ({
    t: Math.round(s.t),
    r: Math.round(s.r * 100) / 100,
    g: Math.round(s.g * 100) / 100,
    b: Math.round(s.b * 100) / 100,
  }));

describe('POST camera analysis', () => {
  it('measures heart rate, RR intervals and rMSSD from a minute of fingertip frames', async () => {
    const truth = syntheticPpg({ heartRate: 72, rsaMs: 40, durationSeconds: 60, noise: 0.05, seed: 4 });
    const response = await athlete.call('POST', url, { samples: asSent(truth.samples) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'artefactShare',
      'beatTimingErrorMs',
      'durationSeconds',
      'frameJitterMs',
      'frameRate',
      'framesDropped',
      'heartRate',
      'lnRmssd',
      'quality',
      'rmssd',
      'rmssdErrorMs',
      'rrIntervals',
    ]);
    expect(Math.abs(body.heartRate - truth.heartRate)).toBeLessThanOrEqual(2);
    expect(Math.abs(body.rmssd - truth.rmssd) / truth.rmssd).toBeLessThanOrEqual(0.1);
    expect(body.lnRmssd).toBeCloseTo(Math.log(body.rmssd), 1);
    expect(body.quality).toBe('good');
    expect(body.durationSeconds).toBeCloseTo(60, 0);
    expect(body.rrIntervals.length).toBeGreaterThan(65);
    expect(body.frameRate).toBeCloseTo(30, 0);
    expect(body.framesDropped).toBe(0);
    expect(body.artefactShare).toBe(0);
    expect(body.rmssdErrorMs).toBeLessThan(1);
    for (const rr of body.rrIntervals) expect(rr).toBeGreaterThan(600);
  });

  it('answers a poor signal with the spec failure message, the reason and advice', async () => {
    const room = syntheticPpg({
      heartRate: 72,
      durationSeconds: 40,
      colour: { r: 120, g: 118, b: 100 },
      seed: 2,
    });
    const response = await athlete.call('POST', url, { samples: asSent(room.samples) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 422,
      code: 'hrv_measurement_failed',
      message: 'HRV measurement failed. Please try again later.',
      reason: 'no_finger',
      advice: 'Cover the rear camera and the flashlight completely with your fingertip.',
      fieldErrors: [
        {
          field: 'samples',
          message: 'Cover the rear camera and the flashlight completely with your fingertip.',
        },
      ],
    });

    const short = syntheticPpg({ heartRate: 72, durationSeconds: 8, seed: 3 });
    const tooShort = await athlete.call('POST', url, { samples: asSent(short.samples) });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json()).toMatchObject({ reason: 'too_short', durationSeconds: 8 });

    const flat = syntheticPpg({ heartRate: 72, durationSeconds: 40, pulseDepth: 0, noise: 2, seed: 5 });
    expect((await athlete.call('POST', url, { samples: asSent(flat.samples) })).statusCode).toBe(422);
  });

  it('needs a signed-in athlete', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { samples: [] } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses malformed or oversized input with clear messages', async () => {
    const frame = (t: number) => ({ t, r: 180, g: 40, b: 30 });
    const none = await athlete.call('POST', url, { samples: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Send the camera frames of the measurement.');

    const outOfRange = await athlete.call('POST', url, { samples: [frame(0), { ...frame(33), r: 300 }] });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().fieldErrors[0]).toEqual({
      field: 'samples.1.r',
      message: 'Colour levels are 0 to 255.',
    });

    const missingTime = await athlete.call('POST', url, { samples: [frame(0), { r: 1, g: 1, b: 1 }] });
    expect(missingTime.json().message).toBe('Each frame needs its time in milliseconds.');

    const tooMany = await athlete.call('POST', url, {
      samples: Array.from({ length: 7_501 }, (_, i) => frame(i * 10)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Send at most 2 minutes of camera frames (7500 samples).');

    const tooLong = await athlete.call('POST', url, {
      samples: Array.from({ length: 200 }, (_, i) => frame(i * 1000)),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('A camera measurement can be at most 2 minutes long.');

    const padded = { samples: [frame(0), frame(33)], note: 'x'.repeat(1_100_000) };
    const tooLarge = await athlete.call('POST', url, padded);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload_too_large', message: 'The upload is too large.' });
  });
});
