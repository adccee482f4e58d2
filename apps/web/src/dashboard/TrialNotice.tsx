import { Link } from 'react-router';
import type { Identity } from '../api/identity';
import { currentDate } from '../app/clock';
import { useIdentity } from '../app/use-identity';

const DAY_MS = 86_400_000;

export type TrialState = { kind: 'days'; days: number } | { kind: 'lastDay'; endsAt: Date } | null;

/**
 * Spec 4 "Trial": the days left, and the last day (under 24 hours) called out. Nothing for a
 * premium athlete, without the premium gate, or once it has ended (the guard sends the athlete
 * to the paywall then).
 */
export function trialState(identity: Identity | null, now: Date): TrialState {
  if (!identity?.premiumGateEnabled || identity.paywallStatus.isPremium) return null;
  const expiry = identity.profile.trialExpiresAtUtc;
  if (!expiry) return null;
  const left = Date.parse(expiry) - now.getTime();
  if (left <= 0) return null;
  if (left < DAY_MS) return { kind: 'lastDay', endsAt: new Date(expiry) };
  return { kind: 'days', days: Math.ceil(left / DAY_MS) };
}

const clockTime = (date: Date) => date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

export function TrialNotice() {
  const { identity } = useIdentity();
  const state = trialState(identity, currentDate());
  if (!state) return null;
  return (
    <div
      className={`trial-notice${state.kind === 'lastDay' ? ' trial-notice--last-day' : ''}`}
      role="status"
      aria-label="Free trial"
    >
      <p>
        {state.kind === 'lastDay'
          ? `Last day of your free trial: it ends at ${clockTime(state.endsAt)}.`
          : `Free trial: ${state.days} ${state.days === 1 ? 'day' : 'days'} left.`}
      </p>
      <Link to="/app/paywall" className="button button--small button--primary">
        See Premium
      </Link>
    </div>
  );
}
