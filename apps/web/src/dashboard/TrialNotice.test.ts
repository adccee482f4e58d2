import { describe, expect, it } from 'vitest';
import type { Identity } from '../api/identity';
import { trialState } from './TrialNotice';

const NOW = new Date('2026-03-04T10:00:00Z');
const identity = (trialExpiresAtUtc: string | null, isPremium = false, premiumGateEnabled = true) =>
  ({
    premiumGateEnabled,
    paywallStatus: { isPremium, subscriptionType: null, willRenew: false },
    profile: { trialExpiresAtUtc },
  }) as unknown as Identity;

describe('trialState', () => {
  it('counts the days left, rounding a started day up', () => {
    expect(trialState(identity('2026-03-11T10:00:00Z'), NOW)).toEqual({ kind: 'days', days: 7 });
    expect(trialState(identity('2026-03-05T11:00:00Z'), NOW)).toEqual({ kind: 'days', days: 2 });
  });

  it('calls out the last 24 hours with the time it ends', () => {
    expect(trialState(identity('2026-03-05T09:59:00Z'), NOW)).toEqual({
      kind: 'lastDay',
      endsAt: new Date('2026-03-05T09:59:00Z'),
    });
  });

  it('says nothing once it ended, for premium athletes, or without the premium gate', () => {
    expect(trialState(identity('2026-03-04T09:00:00Z'), NOW)).toBeNull();
    expect(trialState(identity('2026-03-11T10:00:00Z', true), NOW)).toBeNull();
    expect(trialState(identity('2026-03-11T10:00:00Z', false, false), NOW)).toBeNull();
    expect(trialState(identity(null), NOW)).toBeNull();
  });
});
