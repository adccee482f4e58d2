import type { IsoDate } from '../../dates/index';
import type { PlanInput } from '../plan-input';

/**
 * Found by hunting the ramp property over 6,000 random athletes (fast-check seed 11, run 413): an
 * Ironman athlete with a B sprint four weeks before the A race. The sprint week ends with a
 * 3¾-hour race-pace ride and a 2½-hour long run, and the full load week behind it put a 4¼-hour
 * race-pace ride and a 2-hour race-pace run on Thursday and Friday: 9.79 CTL points in the seven
 * days to 2027-10-22. The engine planned by weeks only; the ramp guard trims the rolling seven days.
 */
export const B_RACE_HEAVY_WEEKEND: { input: PlanInput; today: IsoDate } = {
  input: {
    athlete: {
      dateOfBirth: '2008-03-06',
      gender: 'Female',
      weight: 68,
      intention: 'Optimizing',
      maf: 'Rehabilitation',
      experience: {
        swim: { months: 55, weeklyDistance: 12, longSessionDistance: 4 },
        bike: { months: 55, weeklyDuration: 3600, longSessionDuration: 1800 },
        run: { months: 55, weeklyDuration: 7200, longSessionDuration: 2880 },
      },
      otherEnduranceSports: [],
      injuryTendencies: [],
    },
    thresholds: { bikeUpperPower: 230, runUpperPace: 290, swimCss: 110, runUpperHeartRate: 170 },
    preferences: {
      unitSystem: 'Metric',
      measurement: {
        bike: { aerobic: 'Power', interval: 'Power', indoor: 'Power' },
        run: { aerobic: 'HeartRate', interval: 'Pace', indoor: 'Pace' },
      },
    },
    goals: [
      { id: 'a', name: 'Main race', type: 'Ironman', date: '2027-11-10', priority: 'A' },
      { id: 'b', name: 'Tune-up', type: 'Sprint', date: '2027-10-13', priority: 'B' },
    ],
    availability: {
      Monday: [
        { duration: 1800, modalities: ['swimming', 'cycling', 'running'] },
        { duration: 16200, modalities: ['swimming', 'cycling', 'running'] },
      ],
      Tuesday: [
        { duration: 9900, modalities: ['running'] },
        { duration: 7200, modalities: ['cycling', 'running'] },
      ],
      Wednesday: [
        { duration: 13500, modalities: ['strengthtraining'] },
        { duration: 6300, modalities: ['strengthtraining'] },
      ],
      Thursday: [{ duration: 15300, modalities: ['cycling', 'running'] }],
      Friday: [
        { duration: 13500, modalities: ['cycling'] },
        { duration: 18000, modalities: ['running'] },
      ],
      Saturday: [
        { duration: 13500, modalities: ['cycling', 'running'] },
        { duration: 5400, modalities: ['cycling', 'running'] },
      ],
      Sunday: [
        { duration: 2700, modalities: ['swimming', 'cycling', 'running'] },
        { duration: 10800, modalities: ['swimming', 'cycling', 'running', 'strengthtraining'] },
      ],
    },
    injuryPauses: [
      {
        id: 'p',
        type: 'Injury',
        start: '2027-03-08',
        end: '2027-04-16',
        excludedModalities: ['cycling', 'running'],
      },
    ],
    completedSessions: [],
    checkIns: [],
    lockedSessions: [],
    skippedSessionIds: [],
    sessionMoves: [],
  },
  today: '2027-03-17',
};
