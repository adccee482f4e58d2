import { expect, type Page } from '@playwright/test';
import { bearerOf } from './bearer';
import { isoDaysFromToday, signUpNewAthlete } from './onboarding';

export interface ApiAthlete {
  athleteId: string;
  /** A fresh bearer (access tokens live a minute in this suite): read it again before later calls. */
  bearer: () => Promise<string>;
}

const slot = (durationMinutes: number, ...modalities: string[]) => ({ durationMinutes, modalities });

/**
 * A new athlete signed up through the login page (so the page holds the session), then onboarded
 * through the API with the answers the onboarding screens would send: a profile, an Olympic A race
 * 20 weeks out, a typical week, the trial and completion; returns once the plan is built. For
 * tests of the screens after onboarding (the onboarding specs walk the screens themselves).
 */
export async function onboardedAthlete(page: Page, label: string): Promise<ApiAthlete> {
  await signUpNewAthlete(page, label);
  return onboardThroughApi(page);
}

/** The API part of `onboardedAthlete`, for a page already signed in as an athlete who has not onboarded. */
export async function onboardThroughApi(page: Page): Promise<ApiAthlete> {
  const bearer = () => bearerOf(page, () => page.reload());
  const headers = { authorization: await bearer() };
  const identity = await (await page.request.get('/api/v1/app/identity', { headers })).json();
  const athleteId = identity.athleteId as string;
  const ok = async (what: string, response: Promise<{ status(): number; text(): Promise<string> }>) => {
    const answer = await response;
    expect(answer.status(), `${what}: ${await answer.text()}`).toBeLessThan(300);
  };
  await ok(
    'profile',
    page.request.patch(`/api/v1/odata/AthleteProfile/${athleteId}`, {
      headers,
      data: {
        firstname: 'Anna',
        nickname: 'anna',
        gender: 'Female',
        dateOfBirth: '1990-04-02',
        height: '168',
        weight: '61.5',
        intention: 'NextLevelRace',
        experience: {
          swimmingExperienceTrainingDurationInMonths: 24,
          cyclingExperienceTrainingDurationInMonths: 36,
          runningExperienceTrainingDurationInMonths: 60,
          swimmingExperienceTrainingVolumeInMetersPerWeek: 4000,
          cyclingExperienceTrainingVolumeInHoursPerWeek: 4,
          runningExperienceTrainingVolumeInHoursPerWeek: 3,
          averageDistanceOfLongSwimmingSession: 2000,
          averageDurationOfLongCyclingSession: '2:00',
          averageDurationOfLongRunningSession: '1:20',
          hoursPerWeekAvailable: 10,
        },
      },
    }),
  );
  await ok(
    'goal',
    page.request.post('/api/v1/odata/athletegoal', {
      headers,
      data: {
        raceName: 'Hamburg Olympic',
        eventDate: isoDaysFromToday(140),
        eventType: 'Olympic',
        racePriority: 'A',
        topography: 'Flat',
      },
    }),
  );
  await ok(
    'availability',
    page.request.post(`/api/v1/app/availability/${athleteId}`, {
      headers,
      data: {
        Monday: [slot(60, 'swimming')],
        Tuesday: [slot(60, 'running')],
        Wednesday: [slot(90, 'cycling')],
        Thursday: [slot(60, 'swimming'), slot(45, 'running')],
        Friday: [slot(60, 'cycling')],
        Saturday: [slot(180, 'cycling')],
        Sunday: [slot(90, 'running'), slot(45, 'swimming')],
      },
    }),
  );
  await ok('start-trial', page.request.post('/api/v1/app/onboarding/start-trial', { headers }));
  await ok('complete', page.request.post('/api/v1/app/onboarding/complete', { headers }));
  await expect
    .poll(
      async () => (await (await page.request.get('/api/v1/app/dashboard-status', { headers })).json()).status,
      { timeout: 60_000 },
    )
    .not.toBe('plangeneration');
  return { athleteId, bearer };
}

/** A completed workout as the log form sends it (`POST /api/v1/app/completed-workouts`). */
export interface LoggedWorkout {
  sport: 'running' | 'cycling' | 'swimming';
  date: string;
  startTime: string;
  durationSeconds: number;
  distanceMeters: number;
  averageHeartRate?: number;
  averagePower?: number;
  rpe?: number;
}

/** Yesterday's run: 45 minutes, 9 km at 150 bpm. */
export const runYesterday = (): LoggedWorkout => ({
  sport: 'running',
  date: isoDaysFromToday(-1),
  startTime: '07:00',
  durationSeconds: 45 * 60,
  distanceMeters: 9000,
  averageHeartRate: 150,
});

/** Logs `workout` as done through the API; returns the completed workout's id. */
export async function logWorkoutThroughApi(
  page: Page,
  bearer: string,
  workout: LoggedWorkout,
): Promise<string> {
  const response = await page.request.post('/api/v1/app/completed-workouts', {
    headers: { authorization: bearer },
    data: workout,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as string;
}
