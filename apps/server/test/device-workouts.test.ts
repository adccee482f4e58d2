import { Decoder, Stream } from '@garmin/fitsdk';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import type { PlannedSession, WorkoutBlock } from '@tricoach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedSessions } from '../src/db/schema';
import { writeFitWorkout } from '../src/device-workouts/fit-workout';
import { strengthSets } from '../src/device-workouts/strength-sets';
import { writeZwoWorkout } from '../src/device-workouts/zwo-workout';
import type { TestAthlete } from './support/athlete-factory';
import { cssRepeat } from './support/swim-sets';
import { appWithAthlete } from './support/seed-athlete';
import type { TestApp } from './support/test-app';

const decode = (bytes: Uint8Array) => {
  const decoder = new Decoder(Stream.fromByteArray(bytes));
  expect(decoder.checkIntegrity()).toBe(true);
  const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read();
  expect(errors).toEqual([]);
  return messages;
};

const intervals: WorkoutBlock[] = [
  {
    kind: 'WarmUp',
    duration: 900,
    intensity: 'endurance',
    target: { kind: 'power', low: 138, high: 188, unit: 'W', zone: 'Z2' },
  },
  {
    kind: 'Repeat',
    count: 5,
    steps: [
      {
        kind: 'Work',
        duration: 240,
        intensity: 'vo2max',
        target: { kind: 'power', low: 263, high: 300, unit: 'W', zone: 'Z5' },
      },
      {
        kind: 'Recovery',
        duration: 120,
        intensity: 'recovery',
        target: { kind: 'heartRate', low: 110, high: 125, unit: 'bpm', zone: 'Z1' },
      },
    ],
  },
  {
    kind: 'CoolDown',
    duration: 600,
    intensity: 'recovery',
    target: { kind: 'rpe', low: 2, high: 3, unit: 'rpe' },
  },
];

describe('FIT workout files (decoded with Garmin’s SDK)', () => {
  it('writes file_id type workout, the workout and its steps, a repeat as a repeat step, targets in the athlete’s zones', () => {
    const messages = decode(
      writeFitWorkout({
        name: 'VO2max intervals',
        sport: 'bike',
        steps: intervals,
        duration: 3600,
        poolLength: '25m',
        createdAt: new Date('2026-11-24T08:00:00Z'),
      }),
    );
    expect(messages.fileIdMesgs?.[0]?.type).toBe('workout');
    expect(messages.workoutMesgs?.[0]).toMatchObject({
      sport: 'cycling',
      numValidSteps: 5,
      wktName: 'VO2max intervals',
    });
    const steps = messages.workoutStepMesgs ?? [];
    expect(steps.map((s) => [s.messageIndex, s.durationType, s.intensity ?? null])).toEqual([
      [0, 'time', 'warmup'],
      [1, 'time', 'active'],
      [2, 'time', 'recovery'],
      [3, 'repeatUntilStepsCmplt', null],
      [4, 'time', 'cooldown'],
    ]);
    // Time in ms (the SDK reads it back as seconds through the duration_time subfield).
    expect(steps[0]).toMatchObject({
      durationTime: 900,
      targetType: 'power',
      customTargetPowerLow: 1138,
      customTargetPowerHigh: 1188,
    });
    expect(steps[2]).toMatchObject({
      targetType: 'heartRate',
      customTargetHeartRateLow: 210,
      customTargetHeartRateHigh: 225,
    });
    expect(steps[3]).toMatchObject({ durationStep: 1, repeatSteps: 5 });
    expect(steps[4]).toMatchObject({ targetType: 'open', wktStepName: 'Cool-down RPE 2–3' });
  });

  it('writes swims with the pool length, distance steps in metres and pace as speed', () => {
    // As the plan makes swim steps: metres, with the minutes it estimates from the CSS beside
    // them. The watch counts lengths: the distance leads.
    const swim: WorkoutBlock[] = [
      {
        kind: 'WarmUp',
        distance: 300,
        duration: 350,
        intensity: 'endurance',
        target: { kind: 'swimPace', low: 110, high: 125, unit: 's/100m', zone: 'Z2' },
      },
      cssRepeat(),
    ];
    const messages = decode(
      writeFitWorkout({
        name: 'CSS set',
        sport: 'swim',
        steps: swim,
        duration: 2400,
        poolLength: '25yd',
        createdAt: new Date('2026-11-24T08:00:00Z'),
      }),
    );
    expect(messages.workoutMesgs?.[0]).toMatchObject({
      sport: 'swimming',
      subSport: 'lapSwimming',
      poolLengthUnit: 'statute',
    });
    expect(messages.workoutMesgs?.[0]?.poolLength).toBeCloseTo(22.86, 2);
    const [warmUp, work, rest, repeat] = messages.workoutStepMesgs ?? [];
    expect(warmUp).toMatchObject({ durationType: 'distance', durationDistance: 300, targetType: 'speed' });
    // 125 s/100 m = 0.8 m/s (the slow end), 110 s/100 m = 0.909 m/s.
    expect(warmUp?.customTargetSpeedLow).toBeCloseTo(0.8, 3);
    expect(warmUp?.customTargetSpeedHigh).toBeCloseTo(0.909, 3);
    expect(work).toMatchObject({ durationType: 'distance', durationDistance: 100 });
    // The rest at the wall is a rest step: timed, no target.
    expect(rest).toMatchObject({
      durationType: 'time',
      durationTime: 15,
      intensity: 'rest',
      wktStepName: 'Rest',
      targetType: 'open',
    });
    expect(repeat).toMatchObject({ durationType: 'repeatUntilStepsCmplt', durationStep: 1, repeatSteps: 8 });
  });

  it('writes a Zwift workout: ramps, on/off intervals, power as a fraction of FTP', () => {
    const xml = writeZwoWorkout({
      name: 'VO2max <intervals>',
      description: 'Hard',
      steps: intervals,
      duration: 3600,
      ftp: 250,
    });
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
      workout_file: { name: string; sportType: string; workout: Record<string, Record<string, string>> };
    };
    expect(parsed.workout_file).toMatchObject({ name: 'VO2max <intervals>', sportType: 'bike' });
    expect(parsed.workout_file.workout.Warmup).toMatchObject({ Duration: '900', PowerHigh: '0.65' });
    expect(parsed.workout_file.workout.IntervalsT).toMatchObject({
      Repeat: '5',
      OnDuration: '240',
      OffDuration: '120',
      OnPower: '1.13',
      OffPower: '0.50',
    });
    expect(parsed.workout_file.workout.Cooldown).toMatchObject({ Duration: '600' });
  });
});

describe('strength sessions as FIT workouts', () => {
  it('writes each exercise as Garmin’s own, sets of counted reps or timed holds with their rests', () => {
    const messages = decode(
      writeFitWorkout({
        name: 'Strength A',
        sport: 'strength',
        steps: [
          { kind: 'WarmUp', duration: 480, intensity: 'recovery', note: 'mobility' },
          { kind: 'Steady', duration: 1620, intensity: 'endurance', note: 'strength circuit below' },
          { kind: 'CoolDown', duration: 300, intensity: 'recovery', note: 'stretch' },
        ],
        duration: 2400,
        poolLength: '25m',
        createdAt: new Date(Date.UTC(2026, 2, 4)),
        strength: strengthSets([
          { name: 'Back squat or goblet squat', sets: 3, reps: '6–8', rest: 120 },
          { name: 'Front plank', sets: 1, reps: '40 s', rest: 45 },
        ]),
      }),
    );
    expect(messages.workoutMesgs?.[0]).toMatchObject({ sport: 'training', subSport: 'strengthTraining' });
    const steps = messages.workoutStepMesgs ?? [];
    expect(steps.map((step) => [step.durationType, step.intensity ?? null])).toEqual([
      ['time', 'warmup'],
      ['reps', 'active'],
      ['time', 'rest'],
      ['repeatUntilStepsCmplt', null],
      ['time', 'active'],
      ['time', 'rest'],
      ['time', 'cooldown'],
    ]);
    expect(steps[1]).toMatchObject({
      wktStepName: 'Back squat or goblet squat',
      durationValue: 6,
      exerciseCategory: 'squat',
      exerciseName: 37,
      notes: '6–8',
    });
    expect(steps[2]).toMatchObject({ durationValue: 120_000 });
    expect(steps[3]).toMatchObject({ durationValue: 1, targetValue: 3 });
    expect(steps[4]).toMatchObject({ exerciseCategory: 'plank', durationValue: 40_000 });
  });
});

describe('GET planned-sessions/{id}/workout.fit and workout.zwo', () => {
  let t: TestApp;
  let a: TestAthlete;
  let stranger: TestAthlete;
  let sessions: PlannedSession[];
  const bySport = (sport: string) => {
    const found = sessions.find((s) => s.sport === sport && !s.legs?.length && s.steps.length > 0);
    if (!found) throw new Error(`no ${sport} session`);
    return found;
  };

  beforeAll(async () => {
    ({ t, a, stranger } = await appWithAthlete());
    sessions = (
      await t.ctx.db
        .select()
        .from(plannedSessions)
        .where(and(eq(plannedSessions.athleteId, a.athleteId)))
    ).map((row) => row.session as PlannedSession);
  }, 90_000);
  afterAll(() => t.close());

  it('downloads every swim, bike and run session as a FIT workout the SDK decodes', async () => {
    for (const sport of ['swim', 'bike', 'run'] as const) {
      const session = bySport(sport);
      const response = await a.call(
        'GET',
        `/api/v1/app/planned-sessions/${encodeURIComponent(session.id)}/workout.fit`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.ant.fit');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${session.date}-.+\\.fit"$`),
      );
      const messages = decode(response.rawPayload);
      expect(messages.workoutMesgs?.[0]).toMatchObject({
        sport: { swim: 'swimming', bike: 'cycling', run: 'running' }[sport],
        wktName: session.title,
      });
      expect(messages.workoutStepMesgs?.length).toBe(messages.workoutMesgs?.[0]?.numValidSteps);
      if (sport === 'swim') expect(messages.workoutMesgs?.[0]?.poolLength).toBe(25);
    }
  });

  it('downloads a bike session for Zwift and refuses other sports', async () => {
    const bike = await a.call(
      'GET',
      `/api/v1/app/planned-sessions/${encodeURIComponent(bySport('bike').id)}/workout.zwo`,
    );
    expect(bike.statusCode).toBe(200);
    expect(bike.body).toMatch(/<workout_file>[\s\S]*<sportType>bike<\/sportType>/);
    const run = await a.call(
      'GET',
      `/api/v1/app/planned-sessions/${encodeURIComponent(bySport('run').id)}/workout.zwo`,
    );
    expect(run.statusCode).toBe(400);
    expect(run.json().message).toBe('Zwift workouts are written for bike sessions only.');
  });

  it('downloads a strength session with its exercises, and hides other athletes’ sessions', async () => {
    const strength = sessions.find((s) => s.sport === 'strength' && s.exercises?.length);
    if (!strength) throw new Error('the plan has no strength session');
    const response = await a.call(
      'GET',
      `/api/v1/app/planned-sessions/${encodeURIComponent(strength.id)}/workout.fit`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const messages = decode(response.rawPayload);
    expect(messages.workoutMesgs?.[0]).toMatchObject({ sport: 'training', subSport: 'strengthTraining' });
    const exercises = (messages.workoutStepMesgs ?? []).filter((step) => step.exerciseCategory !== undefined);
    expect(exercises.map((step) => step.wktStepName)).toEqual(
      strength.exercises?.map((exercise) => exercise.name.slice(0, 32)),
    );
    const id = encodeURIComponent(bySport('run').id);
    expect((await stranger.call('GET', `/api/v1/app/planned-sessions/${id}/workout.fit`)).statusCode).toBe(
      404,
    );
    expect((await stranger.call('GET', `/api/v1/app/planned-sessions/${id}/workout.zwo`)).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/app/planned-sessions/${id}/workout.fit` }))
        .statusCode,
    ).toBe(401);
  });

  it('names what a leg is when the leg is not a number', async () => {
    const id = encodeURIComponent(bySport('run').id);
    const response = await a.call('GET', `/api/v1/app/planned-sessions/${id}/workout.fit?leg=second`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('leg is the number of a brick’s leg, from 0');
  });
});
