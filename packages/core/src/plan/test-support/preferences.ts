import type { DisplayPreferences } from '../../model/athlete';

/**
 * The preferences the test athletes train by: metric units, power on the bike, heart rate for
 * easy runs and pace for hard and indoor ones.
 */
export const POWER_AND_PACE_PREFERENCES: DisplayPreferences = {
  unitSystem: 'Metric',
  measurement: {
    bike: { aerobic: 'Power', interval: 'Power', indoor: 'Power' },
    run: { aerobic: 'HeartRate', interval: 'Pace', indoor: 'Pace' },
  },
};
