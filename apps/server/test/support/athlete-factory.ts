import type { FastifyInstance } from 'fastify';
import { bearer, signUpAndGetTokens } from './auth-flow';
import { daysFromToday } from './test-clock';

/** A signed-up athlete with helpers to call the API as them. */
export async function buildAthlete(app: FastifyInstance) {
  const tokens = await signUpAndGetTokens(app);
  const headers = bearer(tokens.accessToken);
  const identity = (await app.inject({ url: '/api/v1/app/identity', headers })).json<{ athleteId: string }>();
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { ...tokens, headers, athleteId: identity.athleteId, call };
}

export type TestAthlete = Awaited<ReturnType<typeof buildAthlete>>;

export { daysFromToday };

/** Everything onboarding asks, for an age-group athlete aiming at an Olympic race ~20 weeks out. */
export async function completeOnboardingAnswers(athlete: TestAthlete) {
  const profile = await athlete.call('PATCH', `/api/v1/odata/AthleteProfile/${athlete.athleteId}`, {
    firstname: 'Ann',
    gender: 'Female',
    dateOfBirth: '1988-05-17',
    height: '168',
    weight: '62',
    intention: 'NextLevelRace',
    mafAnswer: 'ConsistentTraining',
    experience: {
      swimmingExperienceTrainingDurationInMonths: 24,
      cyclingExperienceTrainingDurationInMonths: 24,
      runningExperienceTrainingDurationInMonths: 36,
      swimmingExperienceTrainingVolumeInMetersPerWeek: 4000,
      cyclingExperienceTrainingVolumeInHoursPerWeek: 3,
      runningExperienceTrainingVolumeInHoursPerWeek: 2.5,
      averageDistanceOfLongSwimmingSession: 2000,
      averageDurationOfLongCyclingSession: '1:45',
      averageDurationOfLongRunningSession: '1:10',
    },
  });
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.body}`);
  const goal = await athlete.call('POST', '/api/v1/odata/athletegoal', {
    raceName: 'City Triathlon',
    eventDate: daysFromToday(140),
    eventType: 'Olympic',
    racePriority: 'A',
    topography: 'Flat',
  });
  if (goal.statusCode !== 201) throw new Error(`goal: ${goal.body}`);
  const slot = (minutes: number, ...modalities: string[]) => ({ durationMinutes: minutes, modalities });
  const availability = await athlete.call('POST', `/api/v1/app/availability/${athlete.athleteId}`, {
    Monday: [slot(60, 'swimming', 'strengthtraining')],
    Tuesday: [slot(75, 'running', 'cycling')],
    Wednesday: [slot(60, 'swimming'), slot(45, 'running')],
    Thursday: [slot(90, 'cycling', 'running')],
    Friday: [slot(60, 'swimming', 'running')],
    Saturday: [slot(180, 'cycling', 'running')],
    Sunday: [slot(120, 'running', 'swimming', 'cycling')],
  });
  if (availability.statusCode !== 200) throw new Error(`availability: ${availability.body}`);
  return { goal: goal.json<{ id: string }>() };
}

/**
 * Waits for the plan-generation job: the dashboard leaves `plangeneration` once the plan is
 * stored. A plan takes ~0.2 s, so the status is asked every 50 ms (a cheap read), for 20 s at most.
 */
export async function planSettled(athlete: TestAthlete): Promise<{ status: string }> {
  for (let i = 0; i < 400; i += 1) {
    const status = (await athlete.call('GET', '/api/v1/app/dashboard-status')).json<{ status: string }>();
    if (status.status !== 'plangeneration') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('plan generation did not finish');
}

/** Starts the trial, completes onboarding and waits for the generated plan. */
export async function finishOnboarding(athlete: TestAthlete): Promise<void> {
  await athlete.call('POST', '/api/v1/app/onboarding/start-trial');
  const completed = await athlete.call('POST', '/api/v1/app/onboarding/complete');
  if (completed.statusCode >= 300) throw new Error(`onboarding/complete: ${completed.body}`);
  await planSettled(athlete);
}

/** A signed-up athlete who answered onboarding and has the generated plan. */
export async function athleteWithPlan(app: FastifyInstance): Promise<TestAthlete> {
  const athlete = await buildAthlete(app);
  await completeOnboardingAnswers(athlete);
  await finishOnboarding(athlete);
  return athlete;
}
