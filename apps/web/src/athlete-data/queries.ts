import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { UnitSystem } from '@tricoach/core';
import { identityKey, type Identity } from '../api/identity';
import {
  fetchAvailability,
  fetchCapabilityHistory,
  fetchGoals,
  fetchProfile,
  fetchThresholds,
  type CapabilityKind,
} from './api';
import type { AthleteProfile } from './types';
import { START_READ_FRESH_MS } from '../app/screen-route';

/** TanStack Query key factories of the athlete's data. */
export const athleteKeys = {
  profile: (athleteId: string) => ['athlete', athleteId, 'profile'] as const,
  goals: ['goals'] as const,
  availability: (athleteId: string) => ['athlete', athleteId, 'availability'] as const,
  thresholds: ['thresholds'] as const,
  capability: (kind: CapabilityKind) => ['capability', kind] as const,
};

/** The signed-in athlete's id: the guards only render these pages once the identity is loaded. */
export function useAthleteId(): string {
  const client = useQueryClient();
  return client.getQueryData<Identity>(identityKey)?.athleteId ?? '';
}

/** A read of the signed-in athlete's own data, keyed and fetched by their id, once it is known. */
function ownDataQuery<T>(
  athleteId: string,
  key: (athleteId: string) => QueryKey,
  fetchOwn: (athleteId: string) => Promise<T>,
) {
  return { queryKey: key(athleteId), queryFn: () => fetchOwn(athleteId), enabled: athleteId !== '' };
}

export function useProfile() {
  const athleteId = useAthleteId();
  return useQuery({
    ...ownDataQuery(athleteId, athleteKeys.profile, fetchProfile),
    // The dashboard reads it at the app's start (dashboard-reads.ts).
    staleTime: START_READ_FRESH_MS,
  });
}

export function useGoals() {
  return useQuery({ queryKey: athleteKeys.goals, queryFn: fetchGoals });
}

export function useAvailability() {
  const athleteId = useAthleteId();
  return useQuery(ownDataQuery(athleteId, athleteKeys.availability, fetchAvailability));
}

export function useThresholds() {
  return useQuery({ queryKey: athleteKeys.thresholds, queryFn: fetchThresholds });
}

export function useCapabilityHistory(kind: CapabilityKind) {
  return useQuery({ queryKey: athleteKeys.capability(kind), queryFn: () => fetchCapabilityHistory(kind) });
}

export function unitSystemOf(profile: AthleteProfile | undefined): UnitSystem {
  return profile?.preferences?.preferredUnitSystem ?? 'Metric';
}

export function swimUnitOf(profile: AthleteProfile | undefined): 'Meters' | 'Yards' {
  return profile?.preferences?.swimUnit ?? (unitSystemOf(profile) === 'Imperial' ? 'Yards' : 'Meters');
}
