import { addDays, localDate, type IsoDate } from '@tricoach/core';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { completedWorkouts, dailyCheckIns, healthReadings } from '../../src/db/schema';
import { slot, type OnboardingAnswers } from '../../test/support/athlete-factory';
import { seedAthlete } from '../../test/support/seed-athlete';

interface SeededAthlete {
  athleteId: string;
  email: string;
  password: string;
  planWeeks: number;
  workouts: number;
  checkIns: number;
}

const WEEKS_TO_RACE = 40;
const YEARS_OF_HISTORY = 5;

/**
 * One athlete as the dashboard and forecast see them after years of use: onboarded as the server
 * tests seed one (seedAthlete: the answers through the onboarding calls' services, the plan built
 * by the plan job's code in this call), an A race 40 weeks out so the engine builds a 40-week
 * plan, and 5 years of completed workouts (5–7 a week, with
 * stress scores) written straight to the table. The app runs in this process only to seed;
 * it is closed before the measured server opens the same data directory (or, with `databaseUrl`, the
 * same PostgreSQL database).
 */
export async function seedTrainingAthlete(dataDir: string, databaseUrl?: string): Promise<SeededAthlete> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOB_POLL_INTERVAL_SECONDS: '0.5',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const { app, ctx } = await buildApp(config, database, { mailer: { send: async () => {} } });
  await app.ready();
  try {
    const today = localDate(new Date(), 'UTC');
    const athlete = await seedAthlete(
      { app, ctx },
      { answers: benchAnswers(addDays(today, WEEKS_TO_RACE * 7)) },
    );
    const { athleteId } = athlete;
    const plan = (await athlete.call('GET', '/api/v1/app/training-plan')).json<{ weeks?: unknown[] }>();
    const planWeeks = plan.weeks?.length ?? 0;

    const rows = historyRows(athleteId, today);
    for (let i = 0; i < rows.length; i += 500)
      await ctx.db.insert(completedWorkouts).values(rows.slice(i, i + 500));
    const { checkIns, readings } = checkInRows(athleteId, today);
    for (let i = 0; i < checkIns.length; i += 500)
      await ctx.db.insert(dailyCheckIns).values(checkIns.slice(i, i + 500));
    for (let i = 0; i < readings.length; i += 500)
      await ctx.db.insert(healthReadings).values(readings.slice(i, i + 500));
    return {
      athleteId,
      email: athlete.email,
      password: athlete.password,
      planWeeks,
      workouts: rows.length,
      checkIns: checkIns.length,
    };
  } finally {
    await app.close();
  }
}

export type Call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => Promise<Record<string, unknown>>;

/** The bench athlete's onboarding answers: an experienced age-grouper with an A race on `raceDate`. */
function benchAnswers(raceDate: IsoDate, eventType = 'Ironman'): OnboardingAnswers {
  return {
    profile: {
      firstname: 'Bea',
      gender: 'Female',
      dateOfBirth: '1986-03-09',
      height: '170',
      weight: '63',
      intention: 'NextLevelRace',
      mafAnswer: 'ConsistentTraining',
      experience: {
        swimmingExperienceTrainingDurationInMonths: 60,
        cyclingExperienceTrainingDurationInMonths: 60,
        runningExperienceTrainingDurationInMonths: 60,
        swimmingExperienceTrainingVolumeInMetersPerWeek: 6000,
        cyclingExperienceTrainingVolumeInHoursPerWeek: 5,
        runningExperienceTrainingVolumeInHoursPerWeek: 3,
        averageDistanceOfLongSwimmingSession: 2500,
        averageDurationOfLongCyclingSession: '3:00',
        averageDurationOfLongRunningSession: '1:30',
      },
    },
    goal: { raceName: 'Roth', eventDate: raceDate, eventType, racePriority: 'A', topography: 'Flat' },
    availability: {
      Monday: [slot(60, 'swimming', 'strengthtraining')],
      Tuesday: [slot(90, 'running', 'cycling')],
      Wednesday: [slot(60, 'swimming'), slot(60, 'running')],
      Thursday: [slot(120, 'cycling', 'running')],
      Friday: [slot(60, 'swimming', 'running')],
      Saturday: [slot(300, 'cycling', 'running')],
      Sunday: [slot(150, 'running', 'swimming', 'cycling')],
    },
  };
}

/** Onboarding through the calls, as the screens send them: the answers, the trial, completion. */
export async function onboard(call: Call, athleteId: string, raceDate: IsoDate, eventType = 'Ironman') {
  const answers = benchAnswers(raceDate, eventType);
  await call('PATCH', `/api/v1/odata/AthleteProfile/${athleteId}`, answers.profile);
  await call('POST', '/api/v1/odata/athletegoal', answers.goal);
  await call('POST', `/api/v1/app/availability/${athleteId}`, answers.availability);
  await call('POST', '/api/v1/app/onboarding/start-trial');
  await call('POST', '/api/v1/app/onboarding/complete');
}

export async function waitForPlan(call: Call) {
  for (let i = 0; i < 240; i += 1) {
    const status = await call('GET', '/api/v1/app/dashboard-status');
    if (status.status !== 'plangeneration') {
      if (status.status === 'error') throw new Error(`plan generation failed: ${JSON.stringify(status)}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('plan generation did not finish in 60 s');
}

/** A steady week: swim, run, bike, swim, long ride, long run, and a strength or easy run on alternate weeks. */
const WEEK = [
  { day: 0, sport: 'swim', minutes: 50, metersPerMinute: 45, intensity: 0.75 },
  { day: 1, sport: 'run', minutes: 55, metersPerMinute: 190, intensity: 0.82 },
  { day: 2, sport: 'bike', minutes: 80, metersPerMinute: 480, intensity: 0.78 },
  { day: 4, sport: 'swim', minutes: 45, metersPerMinute: 45, intensity: 0.8 },
  { day: 5, sport: 'bike', minutes: 180, metersPerMinute: 470, intensity: 0.7 },
  { day: 6, sport: 'run', minutes: 95, metersPerMinute: 180, intensity: 0.75 },
] as const;

interface HistorySession {
  date: IsoDate;
  sport: 'swim' | 'bike' | 'run' | 'strength';
  minutes: number;
  metersPerMinute: number;
  intensity: number;
}

/**
 * Five years of weeks up to the one before `today`'s, oldest first: each session done, its day
 * and minutes (a recovery week in four, one session missed every fifth week: 5 to 7 a week).
 */
export function historySessions(today: IsoDate) {
  const done: HistorySession[] = [];
  const weeks = Math.round((YEARS_OF_HISTORY * 365) / 7);
  for (let week = weeks; week >= 1; week -= 1) {
    const monday = addDays(today, -week * 7);
    const load = week % 4 === 0 ? 0.7 : 1;
    const sessions = [
      ...WEEK,
      ...(week % 2 === 0
        ? [{ day: 3, sport: 'strength', minutes: 40, metersPerMinute: 0, intensity: 0.6 } as const]
        : []),
    ];
    for (const session of week % 5 === 0 ? sessions.slice(1) : sessions)
      done.push({
        ...session,
        date: addDays(monday, session.day),
        minutes: Math.round(session.minutes * load),
      });
  }
  return done;
}

function historyRows(athleteId: string, today: IsoDate) {
  return historySessions(today).map(
    ({ date, minutes, sport, metersPerMinute, intensity }): typeof completedWorkouts.$inferInsert => ({
      athleteId,
      sport,
      startedAt: new Date(`${date}T06:30:00Z`),
      localDate: date,
      durationSeconds: minutes * 60,
      distanceMeters: metersPerMinute > 0 ? minutes * metersPerMinute : null,
      averageHeartRate: 140,
      stressScore: Math.round((minutes / 60) * intensity * intensity * 100),
      source: 'demo',
    }),
  );
}

const LEVELS = ['Fresh', 'Normal', 'Normal', 'Fatigued'] as const;

/**
 * The mornings of 5 years up to yesterday (today's check-in is still to do, as the check-in
 * screens see it in the morning): a check-in on 6 days of 7, each with a ring's HRV and resting
 * heart rate.
 */
export function historyMornings(today: IsoDate) {
  const mornings = [];
  for (let day = YEARS_OF_HISTORY * 365; day >= 1; day -= 1) {
    if (day % 7 === 3) continue;
    mornings.push({
      date: addDays(today, -day),
      answers: {
        fatigue: LEVELS[day % 4] as (typeof LEVELS)[number],
        stress: 'Normal' as const,
        sleep: day % 5 === 0 ? ('Poor' as const) : ('Restful' as const),
        mood: 'Positive' as const,
        soreness: {
          armsShoulders: 'None' as const,
          core: 'None' as const,
          legs: day % 3 === 0 ? ('Light' as const) : ('None' as const),
        },
        device: 'ring' as const,
      },
      rmssd: 62 + ((day * 7) % 11) - 5,
      restingHeartRate: 48 + (day % 5),
    });
  }
  return mornings;
}

function checkInRows(athleteId: string, today: IsoDate) {
  const checkIns: (typeof dailyCheckIns.$inferInsert)[] = [];
  const readings: (typeof healthReadings.$inferInsert)[] = [];
  for (const { date, answers, rmssd, restingHeartRate } of historyMornings(today)) {
    const recordedAt = new Date(`${date}T06:00:00Z`);
    checkIns.push({ athleteId, localDate: date, ...answers, createdAt: recordedAt, updatedAt: recordedAt });
    readings.push(
      { athleteId, localDate: date, kind: 'hrv', value: rmssd, source: 'ring', recordedAt },
      { athleteId, localDate: date, kind: 'resting-hr', value: restingHeartRate, source: 'ring', recordedAt },
    );
  }
  return { checkIns, readings };
}
