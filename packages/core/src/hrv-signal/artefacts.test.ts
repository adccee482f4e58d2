import { describe, expect, it } from 'vitest';
import { acceptedIntervals, rmssdOf, rmssdWithTimingNoise } from './artefacts';

describe('acceptedIntervals', () => {
  const steady = [1000, 1010, 990, 1005, 995, 1000, 1010, 990];

  it('keeps a steady rhythm', () => {
    expect(acceptedIntervals(steady).every(Boolean)).toBe(true);
  });

  it('rejects an early beat and the compensatory pause after it', () => {
    const ectopic = [...steady.slice(0, 4), 650, 1350, ...steady.slice(4)];
    const accepted = acceptedIntervals(ectopic);
    expect(accepted[4]).toBe(false);
    expect(accepted[5]).toBe(false);
    expect(accepted.filter(Boolean)).toHaveLength(steady.length);
  });

  it('rejects a missed beat (a double interval) and intervals outside 300–2000 ms', () => {
    expect(acceptedIntervals([...steady.slice(0, 4), 2000, ...steady.slice(4)])[4]).toBe(false);
    expect(acceptedIntervals([250, 260, 255, 250, 258])).toEqual([false, false, false, false, false]);
    expect(acceptedIntervals([2100, 2150, 2120, 2140])).toEqual([false, false, false, false]);
  });

  it('keeps the longest beats of a strong, fast breathing rhythm', () => {
    // A synthetic fingertip recording's true beats: 71 bpm, 16 breaths a minute (4.4 beats a
    // breath), rMSSD 113 ms. A fixed 25 % around the neighbours' median rejected 993, 988 and 975.
    const rr = [
      952, 822, 752, 817, 993, 889, 748, 763, 938, 939, 766, 726, 858, 982, 869, 751, 785, 932, 927, 768, 718,
      875, 978, 843, 728, 818, 961, 943, 805, 767, 910, 936, 817, 736, 844, 988, 900, 724, 762, 882, 960, 813,
      732, 853, 969, 847, 729, 771, 914, 953, 774, 745, 858, 942, 842, 726, 782, 925, 958, 764, 706, 872, 975,
      819, 728, 816, 933, 934,
    ];
    expect(acceptedIntervals(rr).every(Boolean)).toBe(true);
  });

  it('still rejects an early beat inside a varied rhythm', () => {
    const rr = Array.from({ length: 60 }, (_, i) => 1000 + 40 * Math.sin((2 * Math.PI * i) / 5));
    rr.splice(30, 2, 650, 1350);
    const accepted = acceptedIntervals(rr);
    expect(accepted[30]).toBe(false);
    expect(accepted[31]).toBe(false);
    expect(accepted.filter(Boolean)).toHaveLength(58);
  });

  it('rejects intervals marked as recorded during motion', () => {
    const excluded = steady.map((_, i) => i === 2);
    expect(acceptedIntervals(steady, excluded)[2]).toBe(false);
  });
});

describe('rmssdOf', () => {
  it('is the root mean square of successive differences', () => {
    expect(rmssdOf([1000, 1040, 1000, 1040], [true, true, true, true])).toBeCloseTo(40);
  });

  it('never bridges a rejected interval', () => {
    // The pairs (1000,1040) and (1030,1000) remain: differences 40 and 30.
    expect(rmssdOf([1000, 1040, 600, 1030, 1000], [true, true, false, true, true])).toBeCloseTo(
      Math.sqrt((40 ** 2 + 30 ** 2) / 2),
    );
    expect(rmssdOf([1000, 600], [true, false])).toBeNull();
  });
});

describe('rmssdWithTimingNoise', () => {
  it('takes off what a known beat timing error adds to rMSSD', async () => {
    const { seededRandom } = await import('../random/seeded-random');
    const random = seededRandom(3);
    const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const beats = [0];
    for (let i = 0; i < 3000; i++) beats.push(beats[i]! + 900 + 20 * Math.sin(i / 1.7) + 5 * gaussian());
    const trueRr = beats.slice(1).map((b, i) => b - beats[i]!);
    const truth = rmssdOf(
      trueRr,
      trueRr.map(() => true),
    )!;
    const timingSd = 4;
    const noisy = beats.map((b) => b + timingSd * gaussian());
    const rr = noisy.slice(1).map((b, i) => b - noisy[i]!);
    const result = rmssdWithTimingNoise(
      rr,
      rr.map(() => true),
      noisy.map(() => timingSd ** 2),
    )!;
    expect(result.measuredRmssd).toBeGreaterThan(truth * 1.1);
    expect(Math.abs(result.rmssd - truth) / truth).toBeLessThan(0.02);
    expect(result.beatTimingErrorMs).toBeCloseTo(timingSd, 5);
    expect(result.noiseShare).toBeCloseTo((6 * timingSd ** 2) / result.measuredRmssd ** 2, 5);
  });

  it('never takes off more than three quarters of the measured value', () => {
    const rr = [1000, 1004, 998, 1003, 999, 1002];
    const result = rmssdWithTimingNoise(
      rr,
      rr.map(() => true),
      [...rr, 0].map(() => 100),
    )!;
    expect(result.rmssd).toBeCloseTo(result.measuredRmssd / 4, 5);
  });
});
