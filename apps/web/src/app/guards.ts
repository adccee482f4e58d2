import type { Identity } from '../api/identity';
import { loginPathFor } from '../api/navigation';
import { safeAppPath } from '../auth/targets';
import { aliasTarget, findRoute } from './routes';
import { PREMIUM_LEVELS } from './route-types';

const ONBOARDING_COMPLETED = 'OnBoardingCompleted';
const DASHBOARD = '/app/dashboard';
const PAYWALL = '/app/paywall';
const FIRST_WORKOUT_COMPLETED = '/app/notification/first-workout-completed';
const SEAN_ELLIS = '/app/sean-ellis-test';
const START_TRIAL = '/onboarding/start-trial';

/**
 * Spec 4/6: premium, or a trial that has not expired. Without the premium gate every
 * signed-in athlete counts as premium.
 */
export function hasPremiumAccess(identity: Identity, now: Date): boolean {
  if (!identity.premiumGateEnabled || identity.paywallStatus.isPremium) return true;
  const trial = identity.profile.trialExpiresAtUtc;
  return trial !== null && Date.parse(trial) > now.getTime();
}

function isOnboardingCompleted(identity: Identity): boolean {
  return identity.profile.onBoardingStatus === ONBOARDING_COMPLETED;
}

function onboardingStart(hasEmail: boolean): string {
  return hasEmail ? '/onboarding/connect' : '/onboarding/email';
}

/** Spec 4, "after completion": the first match wins; being on (or inside) its target ends it. */
function afterCompletion(identity: Identity, pathname: string): string | null {
  const { profile, firstWorkoutId, latestPerformanceTestId } = identity;
  if (profile.showFirstWorkoutPopup && firstWorkoutId) {
    const allowed = [FIRST_WORKOUT_COMPLETED, `/app/workout/completed/${firstWorkoutId}`];
    return allowed.includes(pathname) ? null : FIRST_WORKOUT_COMPLETED;
  }
  if (latestPerformanceTestId) {
    const testRoot = `/app/workout/performance-test/${latestPerformanceTestId}/`;
    return pathname.startsWith(testRoot) ? null : `${testRoot}threshold`;
  }
  if (profile.showSeanEllisTest && pathname.startsWith('/app/forecast')) return SEAN_ELLIS;
  return null;
}

/**
 * A signed-in user has no business on the sign-in form (e.g. after going back in history),
 * unless the server sent them there to authorize (`returnTo`) or they reset a password.
 */
function signedInLoginTarget(path: string): string | null {
  const search = new URLSearchParams(path.split('?')[1] ?? '');
  if (search.has('returnTo') || search.has('resetToken')) return null;
  const target = safeAppPath(search.get('redirect'), DASHBOARD);
  return target.startsWith('/login') ? DASHBOARD : target;
}

/**
 * Where the app must send the user instead of `path` (pathname plus search), or null to stay.
 * `identity` is null when signed out; `tokenEmail` is the access token's email claim, the
 * spec's "token email" check, used when the identity carries none.
 */
export function decideRedirect(
  identity: Identity | null,
  path: string,
  now: Date,
  tokenEmail?: string | null,
): string | null {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  if (pathname === '/' || pathname === '') return identity ? DASHBOARD : '/login';
  const alias = aliasTarget(pathname);
  if (alias) return alias;

  if (pathname === '/login' && identity) return signedInLoginTarget(path);

  const route = findRoute(pathname);
  // Unknown paths fall through to the not-found page; public pages need nothing.
  if (!route || route.access === 'public') return null;
  if (!identity) return loginPathFor(path);
  if (route.access === 'signedIn') return null;

  const completed = isOnboardingCompleted(identity);
  const hasEmail = Boolean(identity.email || tokenEmail);
  if (route.access === 'onboarding') {
    // The trial is offered after completion (spec 2 lists start-trial last); without access it stays reachable.
    if (completed) return pathname === START_TRIAL && !hasPremiumAccess(identity, now) ? null : DASHBOARD;
    return !hasEmail && pathname !== '/onboarding/email' ? '/onboarding/email' : null;
  }

  if (PREMIUM_LEVELS.includes(route.access)) {
    if (!completed) return onboardingStart(hasEmail);
    if (!hasPremiumAccess(identity, now)) return PAYWALL;
    return afterCompletion(identity, pathname);
  }
  return null;
}
