import { describe, expect, it } from 'vitest';
import { buildIdentity } from '../athlete-data/test-support';
import { decideRedirect, hasPremiumAccess } from './guards';
import { findRoute, routeTable } from './routes';

const now = new Date('2026-11-22T12:00:00Z');

const fresh = buildIdentity({
  profile: { onBoardingStatus: 'NotStarted' },
  paywallStatus: { isPremium: false },
});

describe('decideRedirect', () => {
  it('sends / to the dashboard when signed in and to /login when not', () => {
    expect(decideRedirect(buildIdentity(), '/', now)).toBe('/app/dashboard');
    expect(decideRedirect(null, '/', now)).toBe('/login');
  });

  it('follows the spec aliases /app and /app/history', () => {
    expect(decideRedirect(buildIdentity(), '/app', now)).toBe('/app/dashboard');
    expect(decideRedirect(buildIdentity(), '/app/', now)).toBe('/app/dashboard');
    expect(decideRedirect(buildIdentity(), '/app/history', now)).toBe('/app/analytics');
  });

  it('leaves public routes alone, signed in or not', () => {
    expect(decideRedirect(null, '/login', now)).toBeNull();
    for (const path of [
      '/terms',
      '/privacy',
      '/app/support?tag=Support',
      '/signin-oidc?code=x',
      '/oauth/google',
      '/oauth/apple',
      '/oauth/facebook',
    ]) {
      expect(decideRedirect(null, path, now)).toBeNull();
      expect(decideRedirect(fresh, path, now)).toBeNull();
    }
    expect(decideRedirect(null, '/login', now)).toBeNull();
  });

  it('sends signed-in users away from the sign-in form, unless it is needed', () => {
    expect(decideRedirect(fresh, '/login', now)).toBe('/app/dashboard');
    expect(decideRedirect(fresh, '/login?redirect=%2Fapp%2Fpaywall', now)).toBe('/app/paywall');
    expect(decideRedirect(fresh, '/login?redirect=%2F%2Fevil.example', now)).toBe('/app/dashboard');
    expect(decideRedirect(fresh, '/login?returnTo=%2Fconnect%2Fauthorize%3Fx', now)).toBeNull();
    expect(decideRedirect(fresh, '/login?resetToken=abc', now)).toBeNull();
  });

  it('sends signed-out users to /login, keeping where they wanted to go', () => {
    expect(decideRedirect(null, '/app/dashboard', now)).toBe('/login?redirect=%2Fapp%2Fdashboard');
    expect(decideRedirect(null, '/onboarding/connect', now)).toBe('/login?redirect=%2Fonboarding%2Fconnect');
    expect(decideRedirect(null, '/checkin?x=1', now)).toBe('/login?redirect=%2Fcheckin%3Fx%3D1');
    expect(decideRedirect(null, '/app/paywall', now)).toBe('/login?redirect=%2Fapp%2Fpaywall');
  });

  it('lets any signed-in user reach the sign-in-only routes', () => {
    for (const path of [
      '/app/paywall',
      '/app/sean-ellis-test',
      '/app/sean-ellis-test/feedback',
      '/app/settings/developer',
    ]) {
      expect(decideRedirect(fresh, path, now)).toBeNull();
    }
  });

  it('sends unfinished onboarding to /onboarding/connect, or /onboarding/email without an email', () => {
    expect(decideRedirect(fresh, '/app/dashboard', now)).toBe('/onboarding/connect');
    expect(decideRedirect(fresh, '/checkin', now)).toBe('/onboarding/connect');
    expect(decideRedirect(fresh, '/app/settings', now)).toBe('/onboarding/connect');
    const noEmail = { ...fresh, email: null };
    expect(decideRedirect(noEmail, '/app/dashboard', now)).toBe('/onboarding/email');
    expect(decideRedirect(noEmail, '/app/dashboard', now, 'ann@example.com')).toBe('/onboarding/connect');
  });

  it('keeps unfinished onboarding on its screens, but on /onboarding/email until there is an email', () => {
    expect(decideRedirect(fresh, '/onboarding/connect', now)).toBeNull();
    expect(decideRedirect(fresh, '/onboarding/availability', now)).toBeNull();
    const noEmail = { ...fresh, email: null };
    expect(decideRedirect(noEmail, '/onboarding/connect', now)).toBe('/onboarding/email');
    expect(decideRedirect(noEmail, '/onboarding/email', now)).toBeNull();
  });

  it('sends finished athletes from onboarding screens to the dashboard', () => {
    expect(decideRedirect(buildIdentity(), '/onboarding/connect', now)).toBe('/app/dashboard');
  });

  it('keeps the trial offer reachable after completion until there is access', () => {
    const noAccess = buildIdentity({ paywallStatus: { isPremium: false } });
    expect(decideRedirect(noAccess, '/onboarding/start-trial', now)).toBeNull();
    expect(decideRedirect(noAccess, '/onboarding/availability', now)).toBe('/app/dashboard');
    expect(decideRedirect(buildIdentity(), '/onboarding/start-trial', now)).toBe('/app/dashboard');
  });

  it('sends athletes without premium or trial to the paywall', () => {
    const expired = buildIdentity({
      paywallStatus: { isPremium: false },
      profile: { trialExpiresAtUtc: '2026-11-22T11:59:59Z' },
    });
    expect(decideRedirect(expired, '/app/dashboard', now)).toBe('/app/paywall');
    expect(decideRedirect(expired, '/checkin/questionaire', now)).toBe('/app/paywall');
    expect(decideRedirect(expired, '/app/settings/profile/edit/email', now)).toBe('/app/paywall');
    expect(decideRedirect(expired, '/app/paywall', now)).toBeNull();
  });

  it('lets a running trial or a disabled premium gate through', () => {
    const trial = buildIdentity({
      paywallStatus: { isPremium: false },
      profile: { trialExpiresAtUtc: '2026-11-23T00:00:00Z' },
    });
    expect(decideRedirect(trial, '/app/dashboard', now)).toBeNull();
    const noGate = buildIdentity({ premiumGateEnabled: false, paywallStatus: { isPremium: false } });
    expect(decideRedirect(noGate, '/app/forecast', now)).toBeNull();
    expect(hasPremiumAccess(noGate, now)).toBe(true);
  });

  it('shows the first completed workout first, when flagged and present', () => {
    const identity = buildIdentity({
      firstWorkoutId: 'w1',
      latestPerformanceTestId: 't1',
      profile: { showFirstWorkoutPopup: true },
    });
    expect(decideRedirect(identity, '/app/dashboard', now)).toBe('/app/notification/first-workout-completed');
    expect(decideRedirect(identity, '/app/notification/first-workout-completed', now)).toBeNull();
    expect(decideRedirect(identity, '/app/workout/completed/w1', now)).toBeNull();
    const flagWithoutWorkout = buildIdentity({ profile: { showFirstWorkoutPopup: true } });
    expect(decideRedirect(flagWithoutWorkout, '/app/dashboard', now)).toBeNull();
  });

  it('then the latest performance test threshold page', () => {
    const identity = buildIdentity({ latestPerformanceTestId: 't1', profile: { showSeanEllisTest: true } });
    expect(decideRedirect(identity, '/app/forecast', now)).toBe('/app/workout/performance-test/t1/threshold');
    expect(decideRedirect(identity, '/app/workout/performance-test/t1/threshold', now)).toBeNull();
    expect(decideRedirect(identity, '/app/workout/performance-test/t1/post', now)).toBeNull();
  });

  it('then the Sean Ellis test, only on forecast paths', () => {
    const identity = buildIdentity({ profile: { showSeanEllisTest: true } });
    expect(decideRedirect(identity, '/app/forecast', now)).toBe('/app/sean-ellis-test');
    expect(decideRedirect(identity, '/app/forecast/edit', now)).toBe('/app/sean-ellis-test');
    expect(decideRedirect(identity, '/app/dashboard', now)).toBeNull();
    expect(decideRedirect(identity, '/app/sean-ellis-test', now)).toBeNull();
  });

  it('leaves unknown paths to the not-found page', () => {
    expect(decideRedirect(null, '/nowhere', now)).toBeNull();
  });
});

describe('route table', () => {
  it('has unique paths', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('spells the spec paths exactly and resolves parameters', () => {
    expect(findRoute('/checkin/questionaire')?.access).toBe('checkin');
    expect(findRoute('/app/workout/planned/42')?.path).toBe('/app/workout/planned/:id');
    expect(findRoute('/app/notification/first-workout-completed')?.path).toBe(
      '/app/notification/first-workout-completed',
    );
    expect(findRoute('/app/settings/injury-pause/create')?.path).toBe('/app/settings/injury-pause/create');
    expect(findRoute('/app/support')?.access).toBe('public');
  });

  it('marks exactly the four tabs', () => {
    expect(routeTable.filter((r) => r.tab).map((r) => r.path)).toEqual([
      '/app/dashboard',
      '/app/forecast',
      '/app/roadmap',
      '/app/athlete-hub',
    ]);
  });
});
