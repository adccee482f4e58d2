import { describe, expect, it } from 'vitest';
import { ALLOWED_PRIORITIES } from '../goals/race-catalogue';
import { RACE_TYPES, type RaceGoal, type RacePriority, type RaceType } from '../model/athlete';
import {
  parseTargetTime,
  raceGoalSchema,
  validateAllRaceGoals,
  validateRaceGoal,
  type RaceGoalInput,
} from './index';
import { issuesOf, messageOf, valueOf } from './test-support';

const today = '2026-11-22';
const schema = raceGoalSchema({ today });
const form = (overrides: Record<string, unknown> = {}) => ({
  raceName: 'Roth',
  eventDate: '2027-07-04',
  eventType: 'Olympic',
  racePriority: 'A',
  ...overrides,
});
const manualDistance: Partial<Record<RaceType, number>> = {
  ManualSwim: 1000,
  ManualBike: 100,
  ManualRun: 21,
};

/** Spec section 5, the table as printed, so a change in goals/ that breaks it fails here. */
const SPEC_TABLE: Record<RaceType, RacePriority[]> = {
  Sprint: ['A', 'B', 'C'],
  Olympic: ['A', 'B', 'C'],
  HalfIronman: ['A', 'B'],
  Ironman: ['A'],
  Marathon: ['B'],
  HalfMarathon: ['B'],
  TenK: ['C'],
  FiveK: ['C'],
  ManualRun: ['B', 'C'],
  ManualBike: ['B', 'C'],
  ManualSwim: ['C'],
};

describe('race priorities allowed per type (spec section 5)', () => {
  it('uses the table of goals/, which matches the spec', () => {
    expect(ALLOWED_PRIORITIES).toEqual(SPEC_TABLE);
  });
  for (const type of RACE_TYPES) {
    it(`${type}: ${SPEC_TABLE[type].join(', ')}`, () => {
      for (const priority of ['A', 'B', 'C'] as const) {
        const result = schema.safeParse(
          form({ eventType: type, racePriority: priority, distance: manualDistance[type] }),
        );
        const priorityIssues = result.success
          ? []
          : result.error.issues.filter((issue) => issue.path[0] === 'racePriority');
        expect(priorityIssues.length === 0, `${type} ${priority}`).toBe(SPEC_TABLE[type].includes(priority));
      }
    });
  }
  it('says why: a full Ironman is always A; another type names what is allowed', () => {
    expect(issuesOf(schema, form({ eventType: 'Ironman', racePriority: 'B' }))).toEqual([
      'racePriority: A full Ironman is always an A race',
    ]);
    expect(issuesOf(schema, form({ eventType: 'Marathon', racePriority: 'A' }))).toEqual([
      'racePriority: Priority A is not allowed for Marathon; allowed: B',
    ]);
  });
});

describe('race goal fields', () => {
  it('gives out the API fields, SI values and no distance for standard races', () => {
    expect(
      valueOf(
        schema,
        form({ aimedTargetTime: '2:29:30', topography: 'Hilly', location: 'Hamburg', distance: 5 }),
      ),
    ).toEqual({
      raceName: 'Roth',
      location: 'Hamburg',
      eventDate: '2027-07-04',
      eventType: 'Olympic',
      racePriority: 'A',
      distance: undefined,
      aimedTargetTime: 2 * 3600 + 29 * 60 + 30,
      topography: 'Hilly',
    });
  });
  it('requires name, date, type and priority, with their labels', () => {
    expect(issuesOf(schema, {})).toEqual([
      'raceName: Race name is required',
      'eventDate: Event date is required',
      'eventType: Race type is required',
      'racePriority: Race priority is required',
    ]);
    expect(messageOf(schema, form({ eventType: 'Triathlon' }))).toMatch(
      /^Race type must be one of Sprint, Olympic/,
    );
    expect(messageOf(schema, form({ racePriority: 'D' }))).toBe('Race priority must be one of A, B or C');
  });
  it('shows every broken field at once, the type rules included', () => {
    expect(
      issuesOf(schema, {
        eventDate: '2026-01-01',
        eventType: 'ManualSwim',
        racePriority: 'B',
        distance: 150,
      }),
    ).toEqual([
      'raceName: Race name is required',
      'eventDate: Event date must be today or later',
      'racePriority: Priority B is not allowed for ManualSwim; allowed: C',
      'distance: Distance must be a multiple of 100 m',
    ]);
    expect(issuesOf(schema, { eventType: 'ManualBike', racePriority: 'C' })).toEqual([
      'raceName: Race name is required',
      'eventDate: Event date is required',
      'distance: Distance is required',
    ]);
  });
  it('wants the event today or later (date_after_or_equals)', () => {
    expect(messageOf(schema, form({ eventDate: today }))).toBeUndefined();
    expect(messageOf(schema, form({ eventDate: '2026-11-21' }))).toBe('Event date must be today or later');
    expect(messageOf(schema, form({ eventDate: '2027-02-29' }))).toBe('Event date must be a valid date');
  });
  it('takes an optional target time as h:mm or h:mm:ss, hours 0-29', () => {
    expect(valueOf(schema, form({ aimedTargetTime: '' })).aimedTargetTime).toBeNull();
    expect(valueOf(schema, form({ aimedTargetTime: '10:45' })).aimedTargetTime).toBe(10 * 3600 + 45 * 60);
    expect(valueOf(schema, form({ aimedTargetTime: '29:59:59' })).aimedTargetTime).toBe(
      29 * 3600 + 59 * 60 + 59,
    );
    for (const bad of ['30:00', '30:00:00', '1:60', '1:30:60', '90']) {
      expect(messageOf(schema, form({ aimedTargetTime: bad })), bad).toBe(
        'Use the format h:mm or h:mm:ss, for example 1:30 or 1:30:00',
      );
    }
    expect(messageOf(schema, form({ aimedTargetTime: '0:00' }))).toBe('Target time must be longer than 0:00');
    expect(parseTargetTime('0:59')).toBe(3540);
  });
  it('takes an optional topography, Flat or Hilly', () => {
    expect(valueOf(schema, form({ topography: null })).topography).toBeNull();
    expect(messageOf(schema, form({ topography: 'Mountain' }))).toBe(
      'Topography must be one of Flat or Hilly',
    );
  });
});

describe('manual distances (spec section 5)', () => {
  const manual = (eventType: string, distance: unknown, racePriority = 'C') =>
    schema.safeParse(form({ eventType, distance, racePriority }));
  const distanceMessage = (eventType: string, distance: unknown) => {
    const result = manual(eventType, distance);
    return result.success
      ? undefined
      : result.error.issues.find((issue) => issue.path[0] === 'distance')?.message;
  };
  it('swim 100-4000 m in steps of 100', () => {
    expect(distanceMessage('ManualSwim', 0)).toBe('Distance must be between 100 and 4000 m');
    expect(distanceMessage('ManualSwim', 100)).toBeUndefined();
    expect(distanceMessage('ManualSwim', 150)).toBe('Distance must be a multiple of 100 m');
    expect(distanceMessage('ManualSwim', 4000)).toBeUndefined();
    expect(distanceMessage('ManualSwim', 4100)).toBe('Distance must be between 100 and 4000 m');
    expect(manual('ManualSwim', '1500').success && manual('ManualSwim', '1500').data?.distance).toBe(1500);
  });
  it('bike 1-200 km and run 1-100 km in steps of 1 km, out in metres', () => {
    expect(distanceMessage('ManualBike', 0)).toBe('Distance must be between 1 and 200 km');
    expect(distanceMessage('ManualBike', 1)).toBeUndefined();
    expect(distanceMessage('ManualBike', 1.5)).toBe('Distance must be a multiple of 1 km');
    expect(distanceMessage('ManualBike', 200)).toBeUndefined();
    expect(distanceMessage('ManualBike', 201)).toBe('Distance must be between 1 and 200 km');
    expect(distanceMessage('ManualRun', 100)).toBeUndefined();
    expect(distanceMessage('ManualRun', 101)).toBe('Distance must be between 1 and 100 km');
    expect(distanceMessage('ManualRun', '42,2')).toBe('Distance must be a multiple of 1 km');
    expect(
      valueOf(schema, form({ eventType: 'ManualRun', racePriority: 'B', distance: '42' })).distance,
    ).toBe(42_000);
  });
  it('requires a distance for manual types only', () => {
    expect(distanceMessage('ManualRun', undefined)).toBe('Distance is required');
    expect(distanceMessage('ManualRun', '')).toBe('Distance is required');
    expect(distanceMessage('ManualRun', 'far')).toBe('Distance must be a number');
    expect(valueOf(schema, form({ eventType: 'Sprint' })).distance).toBeUndefined();
  });
});

describe('race rules across goals (spec section 5)', () => {
  const goal = (overrides: Partial<RaceGoalInput>): RaceGoalInput => valueOf(schema, form({ ...overrides }));
  const stored = (id: string, type: RaceType, priority: RacePriority): RaceGoal => ({
    id,
    name: id,
    type,
    date: '2027-06-01',
    priority,
  });
  it('wants an A race before a B or C race', () => {
    const b = goal({ eventType: 'Sprint', racePriority: 'B' });
    expect(validateRaceGoal(b, [])).toEqual([
      { field: 'racePriority', message: 'An A race must exist before B or C races' },
    ]);
    expect(validateRaceGoal(b, [stored('c1', 'TenK', 'C')])).toEqual([
      { field: 'racePriority', message: 'An A race must exist before B or C races' },
    ]);
    expect(validateRaceGoal(b, [stored('a1', 'Ironman', 'A')])).toEqual([]);
    expect(validateRaceGoal(goal({ racePriority: 'A' }), [])).toEqual([]);
  });
  it('does not count the goal being edited as its own A race', () => {
    const demoted = goal({ eventType: 'Olympic', racePriority: 'B' });
    expect(
      validateRaceGoal(demoted, [stored('g1', 'Olympic', 'A'), stored('c1', 'FiveK', 'C')], 'g1'),
    ).toEqual([{ field: 'racePriority', message: 'An A race must exist before B or C races' }]);
    expect(
      validateRaceGoal(demoted, [stored('g1', 'Olympic', 'A'), stored('a2', 'HalfIronman', 'A')], 'g1'),
    ).toEqual([]);
  });
  it('keeps a full Ironman an A race, even among other goals', () => {
    const ironmanB = { ...goal({ eventType: 'Ironman', racePriority: 'A' }), racePriority: 'B' as const };
    expect(validateRaceGoal(ironmanB, [stored('a1', 'Olympic', 'A')])).toEqual([
      { field: 'racePriority', message: 'A full Ironman is always an A race' },
    ]);
  });
  it('validates all stored goals at once, by goal id', () => {
    expect(validateAllRaceGoals([stored('a1', 'Olympic', 'A'), stored('b1', 'Sprint', 'B')])).toEqual({});
    expect(
      validateAllRaceGoals([
        stored('b1', 'Sprint', 'B'),
        stored('m1', 'Marathon', 'C'),
        stored('i1', 'Ironman', 'B'),
      ]),
    ).toEqual({
      b1: [{ field: 'racePriority', message: 'An A race must exist before B or C races' }],
      m1: [
        { field: 'racePriority', message: 'Priority C is not allowed for Marathon; allowed: B' },
        { field: 'racePriority', message: 'An A race must exist before B or C races' },
      ],
      i1: [
        { field: 'racePriority', message: 'A full Ironman is always an A race' },
        { field: 'racePriority', message: 'An A race must exist before B or C races' },
      ],
    });
  });
});
