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

/**
 * Found by the ramp property test (seed 489429990): a 70.3 athlete paused in every sport for five
 * weeks, back seven weeks before the race, whose long run can only be on Monday. Rebuilding at +15 %
 * of each sport's share a week her fitness ramp reached 8.06 on one day of the third week back.
 */
export const FIVE_WEEKS_OFF_MONDAY_LONG_RUN: { input: PlanInput; today: IsoDate } = {
  input: {
    athlete: {
      dateOfBirth: '2008-12-24',
      gender: 'Female',
      weight: 68,
      intention: 'NextLevelRace',
      maf: 'Rehabilitation',
      experience: {
        swim: { months: 12, weeklyDistance: 0, longSessionDistance: 0 },
        bike: { months: 12, weeklyDuration: 0, longSessionDuration: 0 },
        run: { months: 12, weeklyDuration: 14400, longSessionDuration: 5760 },
      },
      otherEnduranceSports: [],
      injuryTendencies: [],
    },
    thresholds: { bikeUpperPower: 230, runUpperPace: 290, swimCss: 110, runUpperHeartRate: 170 },
    preferences: POWER_AND_PACE_PREFERENCES,
    goals: [
      { id: 'a', name: 'Main race', type: 'HalfIronman', date: '2027-05-24', priority: 'A' },
      { id: 'b', name: 'Tune-up', type: 'Olympic', date: '2027-05-17', priority: 'B' },
    ],
    availability: {
      Monday: [
        { duration: 6300, modalities: ['running'] },
        { duration: 3600, modalities: ['swimming'] },
      ],
      Tuesday: [{ duration: 7200, modalities: ['swimming', 'cycling', 'running', 'strengthtraining'] }],
      Wednesday: [],
      Thursday: [{ duration: 6300, modalities: ['swimming', 'cycling', 'running'] }],
      Friday: [
        { duration: 4500, modalities: ['cycling', 'running'] },
        { duration: 2700, modalities: ['swimming'] },
      ],
      Saturday: [
        { duration: 1800, modalities: ['strengthtraining'] },
        { duration: 4500, modalities: ['swimming'] },
      ],
      Sunday: [],
    },
    injuryPauses: [
      {
        id: 'p',
        type: 'Injury',
        start: '2027-02-26',
        end: '2027-04-05',
        excludedModalities: ['swimming', 'cycling', 'running', 'strengthtraining'],
      },
    ],
    completedSessions: [],
    checkIns: [],
    lockedSessions: [],
    skippedSessionIds: [],
    sessionMoves: [],
  },
  today: '2027-01-04',
};
