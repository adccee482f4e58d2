import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { identityKey, type Identity } from '../api/identity';
import type { Access, RouteDef } from '../app/route-types';
import { setAccessToken } from '../api/session';
import { athleteKeys } from './queries';
import type { AthleteProfile } from './types';

/** Test-only: an athlete profile with every answer blank except what a test sets. */
export function buildProfile(overrides: Partial<AthleteProfile> = {}): AthleteProfile {
  return {
    id: 'a1',
    email: 'ann@example.com',
    nickname: null,
    firstname: null,
    lastname: null,
    gender: null,
    dateOfBirth: null,
    height: null,
    heightUnit: 'cm',
    weight: null,
    weightUnit: 'kg',
    location: null,
    countryCode: null,
    profilePictureUrl: null,
    intention: null,
    preferences: {
      preferredUnitSystem: 'Metric',
      swimUnit: 'Meters',
      useVerbalSwimPace: false,
      poolLength: '25m',
      intensityDescription: 'Zones',
      cyclingMeasurement: { aerobic: 'HeartRate', interval: 'Power', indoor: 'Power' },
      runningMeasurement: { aerobic: 'HeartRate', interval: 'Pace', indoor: 'HeartRate' },
      timeZoneInfoId: 'Europe/Berlin',
    },
    experience: {},
    otherEnduranceSports: [],
    injuryTendencies: null,
    communication: null,
    mafAnswer: null,
    onBoardingStatus: 'InProgress',
    onboardingStep: null,
    ...overrides,
  };
}

/**
 * Test-only: the identity of a signed-in athlete (a1, ann@example.com) who finished onboarding
 * and is premium, with nothing to attend to, except what a test sets.
 */
export function buildIdentity(
  overrides: Partial<Omit<Identity, 'profile' | 'paywallStatus'>> & {
    profile?: Partial<Identity['profile']>;
    paywallStatus?: Partial<Identity['paywallStatus']>;
  } = {},
): Identity {
  const { profile, paywallStatus, ...rest } = overrides;
  return {
    systemUserId: 'u1',
    athleteId: 'a1',
    email: 'ann@example.com',
    unreadNotifications: 0,
    athleteGoalActionRequired: false,
    hasActiveInjuryPauseToday: false,
    firstWorkoutId: null,
    latestPerformanceTestId: null,
    premiumGateEnabled: true,
    ...rest,
    paywallStatus: { subscriptionType: null, willRenew: false, isPremium: true, ...paywallStatus },
    profile: {
      onBoardingStatus: 'OnBoardingCompleted',
      showFirstWorkoutPopup: false,
      showSeanEllisTest: false,
      trialExpiresAtUtc: null,
      waitingForPaymentEvent: false,
      ...profile,
    },
  };
}

/** Test-only: the route a page is rendered with; its heading is the title. */
export const pageRoute = (path: string, title: string, access: Access = 'premium'): RouteDef => ({
  path,
  title,
  description: '',
  access,
});

export const imperial = (profile: AthleteProfile): AthleteProfile => ({
  ...profile,
  heightUnit: 'in',
  weightUnit: 'lbs',
  preferences: { ...profile.preferences, preferredUnitSystem: 'Imperial', swimUnit: 'Yards' },
});

/** The fake server: a Response (or one still to come), or undefined for a 404. */
type Handler = (request: {
  method: string;
  url: string;
  body: unknown;
}) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Test-only: the API's problem answer (docs/api.md), with the field messages a form shows inline. */
export const problem = (
  status: number,
  code: string,
  message: string,
  fieldErrors?: { field: string; message: string }[],
) => json({ status, code, message, ...(fieldErrors ? { fieldErrors } : {}) }, status);

/** Test-only: the browser's confirm() dialog answers `answer` (OK is true). */
export const answerConfirm = (answer: boolean) =>
  vi.stubGlobal(
    'confirm',
    vi.fn(() => answer),
  );

export function fakeToken(): string {
  const payload = btoa(
    JSON.stringify({ sub: 'u1', athlete_id: 'a1', exp: Math.floor(Date.now() / 1000) + 600 }),
  );
  return `e30.${payload.replace(/=+$/, '')}.sig`;
}

/**
 * Renders a screen as a signed-in athlete with `profile` loaded; `handle` answers the API
 * calls (unanswered ones are 404). Returns the calls made, to assert what was (not) sent.
 */
export function renderAsAthlete(
  element: ReactNode,
  profile: AthleteProfile,
  handle: Handler = () => undefined,
  /** Where the router starts, e.g. with a query string. */
  initialEntry = '/screen',
) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(request);
      return handle(request) ?? json({ status: 404, code: 'not_found', message: 'Not found' }, 404);
    }),
  );
  setAccessToken(fakeToken());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(identityKey, { athleteId: 'a1' });
  client.setQueryData(athleteKeys.profile('a1'), profile);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [initialEntry] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router, client };
}
