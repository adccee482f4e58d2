import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Zone } from './index';
import { athleteZones, heartRateZones, powerZones, runPaceZones, swimPaceZones } from './index';

describe('zone tables', () => {
  it('Coggan power zones for FTP 250 W', () => {
    const zones = powerZones(250);
    expect(zones.map((z) => [z.id, z.low, z.high])).toEqual([
      ['Z1', null, 138],
      ['Z2', 138, 188],
      ['Z3', 188, 225],
      ['Z4', 225, 263],
      ['Z5', 263, 300],
      ['Z6', 300, 375],
      ['Z7', 375, null],
    ]);
    expect(zones.every((z) => z.unit === 'W')).toBe(true);
  });
  it('Friel run and bike heart-rate zones for LTHR 170', () => {
    expect(heartRateZones(170, 'run').map((z) => [z.id, z.low, z.high])).toEqual([
      ['Z1', null, 145],
      ['Z2', 145, 153],
      ['Z3', 153, 162],
      ['Z4', 162, 170],
      ['Z5a', 170, 175],
      ['Z5b', 175, 180],
      ['Z5c', 180, null],
    ]);
    expect(heartRateZones(170, 'bike').map((z) => z.low)).toEqual([null, 138, 153, 160, 170, 175, 180]);
  });
  it('Skiba run pace zones for threshold 4:00 /km', () => {
    const zones = runPaceZones(240);
    expect(zones[0]).toMatchObject({ id: 'Z1', high: null });
    expect(zones[0]?.low).toBeCloseTo(300, 6);
    expect(zones[3]?.low).toBeCloseTo(228.571, 3);
    expect(zones[3]?.high).toBeCloseTo(252.632, 3);
    expect(zones[5]?.low).toBeNull();
    expect(zones[5]?.high).toBeCloseTo(201.681, 3);
  });
  it('collects the zone sets the thresholds allow', () => {
    const zones = athleteZones({ bikeUpperPower: 250, swimCss: 100 });
    expect(Object.keys(zones)).toEqual(['bikePower', 'swimPace']);
    expect(zones.bikePower).toEqual(powerZones(250));
  });
  it('CSS swim zones for CSS 1:40 /100 m', () => {
    const zones = swimPaceZones(100);
    expect(zones).toHaveLength(6);
    expect(zones[0]?.low).toBeCloseTo(107.527, 3);
    expect(zones[3]?.low).toBeCloseTo(98.039, 3);
    expect(zones[3]?.high).toBeCloseTo(101.01, 3);
  });

  /** Open at both ends only, each boundary shared with the next zone, each zone non-empty. */
  const isContiguous = (zones: Zone[], isPace: boolean): boolean => {
    const easyEnd = (z: Zone | undefined) => (isPace ? z?.high : z?.low);
    const hardEnd = (z: Zone | undefined) => (isPace ? z?.low : z?.high);
    if (easyEnd(zones[0]) !== null || hardEnd(zones.at(-1)) !== null) return false;
    return zones.every((zone, i) => {
      const next = zones[i + 1];
      const isNonEmpty = zone.low === null || zone.high === null || zone.low < zone.high;
      return isNonEmpty && (next === undefined || hardEnd(zone) === easyEnd(next));
    });
  };

  it('zones are contiguous, ordered and open only at the ends (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 600 }), fc.integer({ min: 100, max: 210 }), (ftp, lthr) => {
        expect(isContiguous(powerZones(ftp), false)).toBe(true);
        expect(isContiguous(heartRateZones(lthr, 'run'), false)).toBe(true);
        expect(isContiguous(heartRateZones(lthr, 'bike'), false)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 150, max: 1200, noNaN: true }),
        fc.double({ min: 54, max: 270, noNaN: true }),
        (pace, css) => {
          expect(isContiguous(runPaceZones(pace), true)).toBe(true);
          expect(isContiguous(swimPaceZones(css), true)).toBe(true);
        },
      ),
    );
  });
});
