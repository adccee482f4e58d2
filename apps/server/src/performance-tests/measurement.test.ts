import { describe, expect, it } from 'vitest';
import { measuredFromSwim } from './measurement';

const lengths = (count: number, seconds: number) =>
  Array.from({ length: count }, () => ({ durationSeconds: seconds, kind: 'active' }));
const rest = (seconds: number) => ({ durationSeconds: seconds, kind: 'idle' });

describe('the swim test read from a recording', () => {
  it('takes the 400 and the 200 from laps the athlete pressed', () => {
    const details = {
      poolLengthMeters: 50,
      laps: [
        { durationSeconds: 600, distanceMeters: 800 },
        { durationSeconds: 330, distanceMeters: 400 },
        { durationSeconds: 156, distanceMeters: 200 },
      ],
      lengths: [],
    };
    expect(measuredFromSwim(details)).toEqual({ swimCss: 87 });
  });

  it('reads a yard pool in yards and gives the CSS per 100 m', () => {
    // 400 yd in 5:20 and 200 yd in 2:30 (25 yd pool): 170 s for 182.88 m.
    const details = {
      poolLengthMeters: 22.86,
      laps: [],
      lengths: [...lengths(16, 20), rest(300), ...lengths(8, 18.75), rest(30)],
    };
    expect(measuredFromSwim(details)).toEqual({ swimCss: 93 });
  });

  it('finds nothing without both trials, or at no swimmer’s pace', () => {
    expect(measuredFromSwim({ poolLengthMeters: 25, lengths: [...lengths(16, 22), rest(60)] })).toEqual({});
    expect(
      measuredFromSwim({ poolLengthMeters: 25, lengths: [...lengths(16, 8), rest(60), ...lengths(8, 7)] }),
    ).toEqual({});
    expect(measuredFromSwim(null)).toEqual({});
  });
});
