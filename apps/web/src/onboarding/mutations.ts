import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MafCategory } from '@tricoach/core';
import { identityKey } from '../api/identity';
import { completeOnboarding, fetchMaf, saveThresholds, startTrial } from '../athlete-data/api';
import { athleteKeys } from '../athlete-data/queries';

/**
 * The onboarding screens' own writes as TanStack mutations (the profile answers go through
 * useStep → useSaveProfile); the screens add toasts and navigation.
 */

/** Marks onboarding done, which starts the plan generation. */
export function useCompleteOnboarding() {
  return useMutation({ mutationFn: () => completeOnboarding() });
}

/** Starts the free trial; the identity (its subscription) is read again before it counts as done. */
export function useStartTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => startTrial(),
    onSuccess: () => client.invalidateQueries({ queryKey: identityKey }),
  });
}

/** The MAF heart rate for an answer (180 − age, moved by it); asked on demand, nothing is stored. */
export function useMafCalculation() {
  return useMutation({ mutationFn: (answer: MafCategory) => fetchMaf([answer]) });
}

/** The MAF heart rate becomes the cycling and running lower threshold; the thresholds are read again. */
export function useSaveMafThresholds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lowerHeartRate: number) => {
      const body = { lowerHeartRate };
      await saveThresholds('cycling', body, true);
      await saveThresholds('running', body, true);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: athleteKeys.thresholds }),
  });
}
