import type { IsoDate } from '../../dates/index';
import type { PlanInput } from '../plan-input';

/**
 * Found by the ramp property test (seed 675684629): a 70.3 athlete with a C 10K on a Saturday five
 * weeks before her A race, long slots on Thursday, Saturday and Sunday. The race week, right after a
 * recovery week, put its 3.5 h race-pace ride on the Thursday two days before the race: with the
 * previous weekend's long ride and run, 8.19 CTL points in seven days (2027-07-15).
 */
export const C_RACE_WEEK_AFTER_RECOVERY: { input: PlanInput; today: IsoDate } = {
  input: {
    athlete: {
      dateOfBirth: '2009-03-06',
      gender: 'Female',
      weight: 68,
      intention: 'NextLevelRace',
      maf: 'Rehabilitation',
      experience: {
        swim: {
          months: 12,
          weeklyDistance: 0,
          longSessionDistance: 0,
        },
        bike: {
          months: 12,
          weeklyDuration: 18000,
          longSessionDuration: 9000,
        },
        run: {
          months: 12,
          weeklyDuration: 21600,
          longSessionDuration: 8640,
        },
      },
      otherEnduranceSports: [],
      injuryTendencies: [],
    },
    thresholds: {},
    preferences: {
      unitSystem: 'Metric',
      measurement: {
        bike: {
          aerobic: 'Power',
          interval: 'Power',
          indoor: 'Power',
        },
        run: {
          aerobic: 'HeartRate',
          interval: 'Pace',
          indoor: 'Pace',
        },
      },
    },
    goals: [
      {
        id: 'a',
        name: 'Main race',
        type: 'HalfIronman',
        date: '2027-08-21',
        priority: 'A',
      },
      {
        id: 'b',
        name: 'Tune-up',
        type: 'TenK',
        date: '2027-07-17',
        priority: 'C',
      },
    ],
    availability: {
      Monday: [
        {
          duration: 1800,
          modalities: ['swimming'],
        },
        {
          duration: 3600,
          modalities: ['running', 'strengthtraining'],
        },
      ],
      Tuesday: [
        {
          duration: 3600,
          modalities: ['running'],
        },
        {
          duration: 1800,
          modalities: ['swimming'],
        },
      ],
      Wednesday: [
        {
          duration: 3600,
          modalities: ['swimming', 'strengthtraining'],
        },
        {
          duration: 1800,
          modalities: ['running', 'strengthtraining'],
        },
      ],
      Thursday: [
        {
          duration: 12600,
          modalities: ['swimming', 'cycling', 'running', 'strengthtraining'],
        },
      ],
      Friday: [
        {
          duration: 2700,
          modalities: ['swimming'],
        },
      ],
      Saturday: [
        {
          duration: 2700,
          modalities: ['cycling', 'running'],
        },
        {
          duration: 12600,
          modalities: ['swimming', 'cycling', 'running', 'strengthtraining'],
        },
      ],
      Sunday: [
        {
          duration: 12600,
          modalities: ['running', 'strengthtraining'],
        },
        {
          duration: 3600,
          modalities: ['swimming'],
        },
      ],
    },
    injuryPauses: [],
    completedSessions: [],
    checkIns: [],
    lockedSessions: [],
    skippedSessionIds: [],
    sessionMoves: [],
  },
  today: '2027-03-17',
};
