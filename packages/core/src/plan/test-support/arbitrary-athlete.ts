import fc from 'fast-check';
import { addDays } from '../../dates/index';
import {
  everyWeekday,
  RACE_TYPES,
  type AvailabilitySlot,
  type InjuryPause,
  type Modality,
  type RaceGoal,
  type RaceType,
  type WeeklyAvailability,
} from '../../model/athlete';
import type { PlanInput } from '../plan-input';
import { ALLOWED_PRIORITIES } from '../../goals/race-catalogue';
import { POWER_AND_PACE_PREFERENCES } from './preferences';

const MODALITY_SETS: readonly Modality[][] = [
  ['swimming'],
  ['cycling'],
  ['running'],
  ['strengthtraining'],
  ['cycling', 'running'],
  ['swimming', 'strengthtraining'],
  ['running', 'strengthtraining'],
  ['swimming', 'cycling', 'running'],
  ['swimming', 'cycling', 'running', 'strengthtraining'],
];

const slotArb: fc.Arbitrary<AvailabilitySlot> = fc.record({
  duration: fc.integer({ min: 2, max: 20 }).map((quarters) => quarters * 15 * 60),
  modalities: fc.constantFrom(...MODALITY_SETS).map((set) => [...set]),
});
const daySlots = fc.array(slotArb, { minLength: 0, maxLength: 2 });
const availabilityArb: fc.Arbitrary<WeeklyAvailability> = fc.record(everyWeekday(() => daySlots));

const TODAY_CHOICES = ['2027-01-04', '2027-03-17', '2027-06-30', '2027-09-12'] as const;

/** A random but valid athlete: an A race 3–40 weeks out, maybe a B/C race before it, maybe an injury. */
export const planInputArb: fc.Arbitrary<{ input: PlanInput; today: string }> = fc
  .record({
    today: fc.constantFrom(...TODAY_CHOICES),
    age: fc.integer({ min: 18, max: 72 }),
    intention: fc.constantFrom('Beginner', 'RampUp', 'NextLevelRace', 'Optimizing' as const),
    maf: fc.constantFrom('Rehabilitation', 'Stagnating', 'ConsistentTraining', 'Competitive' as const),
    months: fc.integer({ min: 0, max: 120 }),
    swimWeekly: fc.integer({ min: 0, max: 12_000 }),
    bikeHours: fc.integer({ min: 0, max: 12 }),
    runHours: fc.integer({ min: 0, max: 8 }),
    // Mostly triathlons; sometimes a single-sport race, which may only be B or C (spec 5) and anchors the plan alone.
    raceType: fc.constantFrom<RaceType>('Sprint', 'Olympic', 'HalfIronman', 'Ironman', ...RACE_TYPES),
    raceWeeks: fc.integer({ min: 0, max: 40 }),
    raceWeekday: fc.integer({ min: 0, max: 6 }),
    secondRace: fc.option(
      fc.record({
        type: fc.constantFrom('Olympic', 'Sprint', 'TenK' as const),
        weeksBefore: fc.integer({ min: 1, max: 8 }),
      }),
      { nil: undefined },
    ),
    pause: fc.option(
      fc.record({
        startOffset: fc.integer({ min: -10, max: 100 }),
        length: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
        excluded: fc.constantFrom<Modality[]>(
          ['running'],
          ['cycling', 'running'],
          ['swimming', 'cycling', 'running', 'strengthtraining'],
          ['swimming'],
        ),
      }),
      { nil: undefined },
    ),
    availability: availabilityArb,
    knowsThresholds: fc.boolean(),
  })
  .map((r) => {
    const raceDate = addDays(r.today, r.raceWeeks * 7 + r.raceWeekday);
    const priority = ALLOWED_PRIORITIES[r.raceType][0] ?? 'A';
    const manualDistance =
      r.raceType === 'ManualSwim'
        ? 2000
        : r.raceType === 'ManualBike'
          ? 120_000
          : r.raceType === 'ManualRun'
            ? 30_000
            : undefined;
    const goals: RaceGoal[] = [
      {
        id: 'a',
        name: 'Main race',
        type: r.raceType,
        date: raceDate,
        priority,
        ...(manualDistance === undefined ? {} : { distance: manualDistance }),
      },
    ];
    if (priority === 'A' && r.secondRace && r.raceWeeks - r.secondRace.weeksBefore >= 1) {
      goals.push({
        id: 'b',
        name: 'Tune-up',
        type: r.secondRace.type,
        date: addDays(raceDate, -7 * r.secondRace.weeksBefore),
        priority: r.secondRace.type === 'TenK' ? 'C' : 'B',
      });
    }
    const injuryPauses: InjuryPause[] = r.pause
      ? [
          {
            id: 'p',
            type: 'Injury',
            start: addDays(r.today, r.pause.startOffset),
            ...(r.pause.length === undefined
              ? {}
              : { end: addDays(r.today, r.pause.startOffset + r.pause.length) }),
            excludedModalities: r.pause.excluded,
          },
        ]
      : [];
    const input: PlanInput = {
      athlete: {
        dateOfBirth: addDays(r.today, -Math.round(r.age * 365.25) - 10),
        gender: 'Female',
        weight: 68,
        intention: r.intention,
        maf: r.maf,
        experience: {
          swim: {
            months: r.months,
            weeklyDistance: r.swimWeekly,
            longSessionDistance: Math.round(r.swimWeekly / 3),
          },
          bike: {
            months: r.months,
            weeklyDuration: r.bikeHours * 3600,
            longSessionDuration: (r.bikeHours * 3600) / 2,
          },
          run: {
            months: r.months,
            weeklyDuration: r.runHours * 3600,
            longSessionDuration: (r.runHours * 3600) / 2.5,
          },
        },
        otherEnduranceSports: [],
        injuryTendencies: [],
      },
      thresholds: r.knowsThresholds
        ? { bikeUpperPower: 230, runUpperPace: 290, swimCss: 110, runUpperHeartRate: 170 }
        : {},
      preferences: POWER_AND_PACE_PREFERENCES,
      goals,
      availability: r.availability,
      injuryPauses,
      completedSessions: [],
      checkIns: [],
      lockedSessions: [],
      skippedSessionIds: [],
      sessionMoves: [],
    };
    return { input, today: r.today };
  });
