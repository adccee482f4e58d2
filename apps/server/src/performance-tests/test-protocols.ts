import type { EnduranceSport } from '@tricoach/core';

interface TestProtocol {
  name: string;
  /** What the test measures and why. */
  purpose: string;
  protocol: string[];
  preparation: string[];
  /** What the athlete types in when no device measured the test. */
  entryFields: string[];
}

/**
 * The three tests the plan schedules (core workouts-special.ts, coaching-science.md):
 * Swim Smooth's CSS test, Coggan's 20-minute FTP test and Friel's 30-minute run.
 */
export const TEST_PROTOCOLS: Readonly<Record<EnduranceSport, TestProtocol>> = {
  swim: {
    name: 'CSS test (400 m + 200 m)',
    purpose:
      'Measures your critical swim speed (CSS): the pace you can hold for about 30 minutes. Every swim target is set from it.',
    protocol: [
      'Warm up 400 m easy, then 4 × 50 m building to fast.',
      'Swim 400 m all-out at an even pace and note the time.',
      'Rest 5 minutes, easy swimming or standing.',
      'Swim 200 m all-out and note the time.',
      'Cool down 200 m easy. CSS = (400 m time − 200 m time) ÷ 2 per 100 m.',
    ],
    preparation: [
      'Rest or train easily the day before.',
      'Ask a friend to time you or use a pace clock.',
      'Push off the wall for both trials, no dive start.',
    ],
    entryFields: ['time400m', 'time200m'],
  },
  bike: {
    name: 'FTP test (20 min)',
    purpose:
      'Measures your functional threshold power (FTP) and threshold heart rate. Every bike zone is set from them.',
    protocol: [
      'Warm up 15 minutes with 3 × 1 minute at high cadence.',
      'Ride 5 minutes hard to open the legs, then 10 minutes easy.',
      'Ride 20 minutes at the best even effort you can hold.',
      'Cool down 10 minutes easy. FTP = 95 % of the 20-minute average power.',
    ],
    preparation: [
      'Rest or train easily the day before.',
      'Use the same bike and power meter as in training; an indoor trainer gives the steadiest test.',
      'Start the 20 minutes a little conservatively and finish strong.',
    ],
    entryFields: ['averagePower', 'averageHeartRate'],
  },
  run: {
    name: 'Threshold test (30 min)',
    purpose: 'Measures your threshold pace and threshold heart rate (LTHR). Every run zone is set from them.',
    protocol: [
      'Warm up 15 minutes easy with 4 × 20 seconds of strides.',
      'Run 30 minutes alone on a flat route as fast as you can hold evenly.',
      'Threshold pace is the average pace of the 30 minutes; LTHR is the average heart rate of the last 20 minutes.',
      'Cool down 10 minutes easy.',
    ],
    preparation: [
      'Rest or train easily the day before.',
      'Pick a flat route or a track without stops.',
      'Wear your heart-rate strap and start the watch lap at the start of the 30 minutes.',
    ],
    entryFields: ['averagePace', 'averageHeartRate'],
  },
};
