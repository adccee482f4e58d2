import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, signUpAndGetTokens } from './auth-flow';
import { daysFromToday } from './test-clock';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An athlete the test calls the API as: their tokens, and `call` with their bearer token. */
export interface TestAthlete {
  email: string;
  password: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
  headers: { authorization: string };
  athleteId: string;
  call(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** The athlete's tokens with `call`, which sends their bearer token to `app`. */
export function actingAs<T extends { accessToken: string }>(
  app: FastifyInstance,
  tokens: T,
  athleteId: string,
) {
  const headers = bearer(tokens.accessToken);
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { ...tokens, headers, athleteId, call };
}

/**
 * An athlete signed up through the real flow (sign-up, authorize, token exchange). For a test
 * whose subject is the sign-up or the session, or an app in another process (httpApp); any other
 * test starts faster from seedAthlete (seed-athlete.ts).
 */
export async function buildAthlete(app: FastifyInstance) {
  const tokens = await signUpAndGetTokens(app);
  const headers = bearer(tokens.accessToken);
  const identity = (await app.inject({ url: '/api/v1/app/identity', headers })).json<{ athleteId: string }>();
  return actingAs(app, tokens, identity.athleteId) satisfies TestAthlete;
}

export { daysFromToday };

/** A slot of the training week: its minutes and the sports it takes. */
export const slot = (minutes: number, ...modalities: string[]) => ({ durationMinutes: minutes, modalities });

/** Onboarding's answers as the screens send them: the profile, the A race and the training week. */
export interface OnboardingAnswers {
  profile: Record<string, unknown>;
  goal: Record<string, unknown>;
  availability: Record<string, { durationMinutes: number; modalities: string[] }[]>;
}

/** An age-group athlete aiming at an Olympic race 20 weeks out, with a slot or two every day. */
export const onboardingAnswers = (): OnboardingAnswers => ({
  profile: {
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
  },
  goal: {
    raceName: 'City Triathlon',
    eventDate: daysFromToday(140),
    eventType: 'Olympic',
    racePriority: 'A',
    topography: 'Flat',
  },
  availability: {
    Monday: [slot(60, 'swimming', 'strengthtraining')],
    Tuesday: [slot(75, 'running', 'cycling')],
    Wednesday: [slot(60, 'swimming'), slot(45, 'running')],
    Thursday: [slot(90, 'cycling', 'running')],
    Friday: [slot(60, 'swimming', 'running')],
    Saturday: [slot(180, 'cycling', 'running')],
    Sunday: [slot(120, 'running', 'swimming', 'cycling')],
  },
});

/** A slot of `minutes` that takes any sport. */
export const anySport = (minutes: number) =>
  slot(minutes, 'swimming', 'cycling', 'running', 'strengthtraining');

/** Two slots a day that take any sport: the plan leaves some free, so sessions have days to move to. */
export const ROOMY_WEEK: OnboardingAnswers['availability'] = {
  Monday: [anySport(90), anySport(90)],
  Tuesday: [anySport(90), anySport(90)],
  Wednesday: [anySport(90), anySport(90)],
  Thursday: [anySport(90), anySport(90)],
  Friday: [anySport(90), anySport(90)],
  Saturday: [anySport(180), anySport(90)],
  Sunday: [anySport(150), anySport(90)],
};

/** Everything onboarding asks (onboardingAnswers), sent through the API. */
export async function completeOnboardingAnswers(athlete: TestAthlete) {
  const answers = onboardingAnswers();
  const profile = await athlete.call(
    'PATCH',
    `/api/v1/odata/AthleteProfile/${athlete.athleteId}`,
    answers.profile,
  );
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.body}`);
  const goal = await athlete.call('POST', '/api/v1/odata/athletegoal', answers.goal);
  if (goal.statusCode !== 201) throw new Error(`goal: ${goal.body}`);
  const availability = await athlete.call(
    'POST',
    `/api/v1/app/availability/${athlete.athleteId}`,
    answers.availability,
  );
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

/**
 * A signed-up athlete who answered onboarding and has the plan its job generated, all through the
 * API: for a test of that path (onboarding, the plan job, another process); otherwise seedAthlete.
 */
export async function athleteWithPlan(app: FastifyInstance): Promise<TestAthlete> {
  const athlete = await buildAthlete(app);
  await completeOnboardingAnswers(athlete);
  await finishOnboarding(athlete);
  return athlete;
}
