import { describe, expect, it } from 'vitest';
import { frameStatistics, qualityOf, type QualityInput } from './quality';

const steadyFrames = (count: number, spacing: number) => Array.from({ length: count }, (_, i) => i * spacing);

describe('frameStatistics', () => {
  it('reads the frame rate, the frames missing from gaps and the spacing jitter', () => {
    const times = steadyFrames(300, 1000 / 30).filter((_, i) => i % 10 !== 5);
    const stats = frameStatistics(times);
    expect(stats.rate).toBeCloseTo(30, 0);
    expect(stats.dropped).toBe(30);
    expect(stats.droppedShare).toBeCloseTo(0.1, 2);
    expect(stats.jitterMs).toBeLessThan(0.01);
  });

  it('does not take uneven capture for dropped frames', () => {
    const times = steadyFrames(600, 1000 / 60).map((t, i) => t + (i % 2 ? 5 : -5));
    const stats = frameStatistics(times);
    expect(stats.dropped).toBe(0);
    expect(stats.jitterMs).toBeGreaterThan(9);
  });

  it('reads the rate from the mean spacing: jittered stamps do not move it', async () => {
    const { seededRandom } = await import('../random/seeded-random');
    for (const seed of [1, 2, 3, 4, 5]) {
      const random = seededRandom(seed);
      const times = steadyFrames(1800, 1000 / 30).map((t) => t + 10 * (2 * random() - 1));
      expect(Math.abs(frameStatistics(times).rate - 30)).toBeLessThan(0.05);
    }
  });
});

describe('qualityOf', () => {
  const good: QualityInput = {
    durationSeconds: 60,
    artefactShare: 0,
    motionShare: 0,
    periodicity: 0.9,
    timingNoiseShare: 0.05,
    rmssd: 40,
    rmssdErrorMs: 0.4,
    frames: { rate: 30, dropped: 0, jitterMs: 4, droppedShare: 0 },
  };

  it('calls a reading good only within every limit', () => {
    expect(qualityOf(good)).toEqual({ quality: 'good' });
  });

  it('says fair, with what to do, when one limit is missed', () => {
    expect(qualityOf({ ...good, durationSeconds: 20 })).toMatchObject({
      quality: 'fair',
      advice: /whole minute/,
    });
    expect(qualityOf({ ...good, artefactShare: 0.08 })).toMatchObject({
      quality: 'fair',
      advice: /Sit still/,
    });
    // 3 × 0.8 ms is more than 5 % of 40 ms: the reading may be off by more than the target.
    expect(qualityOf({ ...good, rmssdErrorMs: 0.8 })).toMatchObject({
      quality: 'fair',
      advice: /fingertip lightly/,
    });
    // At rMSSD 10, 2 ms is 20 %: a good reading must also be within 10 % (issue 50), and 3 × 0.4 ms is not.
    expect(qualityOf({ ...good, rmssd: 10, rmssdErrorMs: 0.4 })).toMatchObject({
      quality: 'fair',
      advice: /fingertip lightly/,
    });
    expect(qualityOf({ ...good, rmssd: 10, rmssdErrorMs: 0.3 })).toEqual({ quality: 'good' });
    expect(qualityOf({ ...good, frames: { ...good.frames, jitterMs: 20 } })).toMatchObject({
      quality: 'fair',
      advice: /Keep the app open/,
    });
  });

  it('says poor when too many beats were lost, the timing noise dominates or frames are missing', () => {
    expect(qualityOf({ ...good, artefactShare: 0.2 }).quality).toBe('poor');
    expect(qualityOf({ ...good, timingNoiseShare: 0.7 }).quality).toBe('poor');
    expect(qualityOf({ ...good, frames: { ...good.frames, rate: 12 } }).quality).toBe('poor');
    expect(qualityOf({ ...good, frames: { ...good.frames, droppedShare: 0.35 } }).quality).toBe('poor');
  });
});
