import type { IsoDate } from '../../dates/index';
import type { PlanInput } from '../plan-input';
import { POWER_AND_PACE_PREFERENCES } from './preferences';

/**
 * Found by the ramp property test: an experienced Ironman (19.5 h a week) five weeks off the
 * bike and run with an injury, back four weeks before the Specific phase's last block.
 */
export const BACK_FROM_INJURY: { input: PlanInput; today: IsoDate } = {
  input: {
    athlete: {
      dateOfBirth: '2009-09-01',
      gender: 'Female',
      weight: 68,
      intention: 'NextLevelRace',
      maf: 'Competitive',
      experience: {
        swim: { months: 114, weeklyDistance: 12000, longSessionDistance: 4000 },
        bike: { months: 114, weeklyDuration: 28800, longSessionDuration: 14400 },
        run: { months: 114, weeklyDuration: 25200, longSessionDuration: 10080 },
      },
      otherEnduranceSports: [],
      injuryTendencies: [],
    },
    thresholds: {},
    preferences: POWER_AND_PACE_PREFERENCES,
    goals: [
      { id: 'a', name: 'Main race', type: 'Ironman', date: '2028-03-01', priority: 'A' },
      { id: 'b', name: 'Tune-up', type: 'TenK', date: '2028-02-16', priority: 'C' },
    ],
    availability: {
      Monday: [
        { duration: 9900, modalities: ['running', 'strengthtraining'] },
        { duration: 9000, modalities: ['swimming', 'cycling', 'running'] },
      ],
      Tuesday: [
        { duration: 12600, modalities: ['running', 'strengthtraining'] },
        { duration: 13500, modalities: ['cycling'] },
      ],
      Wednesday: [
        { duration: 10800, modalities: ['swimming'] },
        { duration: 4500, modalities: ['swimming'] },
      ],
      Thursday: [],
      Friday: [
        { duration: 16200, modalities: ['cycling', 'running'] },
        { duration: 14400, modalities: ['swimming', 'cycling', 'running', 'strengthtraining'] },
      ],
      Saturday: [{ duration: 9000, modalities: ['swimming'] }],
      Sunday: [],
    },
    injuryPauses: [
      {
        id: 'p',
        type: 'Injury',
        start: '2027-12-07',
        end: '2028-01-10',
        excludedModalities: ['cycling', 'running'],
      },
    ],
    completedSessions: [],
    checkIns: [],
    lockedSessions: [],
    skippedSessionIds: [],
    sessionMoves: [],
  },
  today: '2027-09-12',
};
