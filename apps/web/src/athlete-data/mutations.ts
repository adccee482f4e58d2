import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR } from '../api/errors';
import { toastError } from '../app/toast/toast-store';
import { fetchUpperPace, patchProfile, saveAvailability, validateAvailability } from './api';
import { athleteKeys, useAthleteId } from './queries';
import type { Availability, ProfilePatch, Thresholds } from './types';

/** The athlete-data writes (docs/api.md) as TanStack mutations; pages add the toasts and navigation. */

export interface SaveResult {
  ok: boolean;
  /** The server's field messages (spec 5), by API field name. */
  fieldErrors: Record<string, string>;
}

/** Turns any failure into a red toast (spec 8) and the server's field messages. */
export function failureOf(caught: unknown): SaveResult {
  const message = caught instanceof ApiError ? caught.message : GENERIC_ERROR;
  toastError(message);
  const fieldErrors =
    caught instanceof ApiError ? Object.fromEntries(caught.fieldErrors.map((e) => [e.field, e.message])) : {};
  return { ok: false, fieldErrors };
}

/**
 * PATCHes the profile and puts the answer in the cache. A failure shows a red toast and
 * leaves the form's state alone, so nothing the athlete typed is lost.
 */
export function useSaveProfile() {
  const athleteId = useAthleteId();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ patch, action }: { patch: ProfilePatch; action?: string }) =>
      patchProfile(athleteId, patch, action),
    onSuccess: (profile) => client.setQueryData(athleteKeys.profile(athleteId), profile),
  });
  async function save(patch: ProfilePatch, action?: string): Promise<SaveResult> {
    try {
      await mutation.mutateAsync({ patch, action });
      return { ok: true, fieldErrors: {} };
    } catch (caught) {
      return failureOf(caught);
    }
  }
  return { save, busy: mutation.isPending };
}

/**
 * A write that answers with the athlete's thresholds (typed ones, the default swim CSS, the
 * coach's estimate): the answer goes into the cache, which is then read again.
 */
export function useWriteThresholds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: () => Promise<Thresholds>) => write(),
    onSuccess: async (saved) => {
      client.setQueryData(athleteKeys.thresholds, saved);
      await client.invalidateQueries({ queryKey: athleteKeys.thresholds });
    },
  });
}

/** Stores the week, then answers with the availability check of the stored week (spec 4). */
export function useSaveAvailability() {
  const athleteId = useAthleteId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (availability: Availability) => {
      await saveAvailability(athleteId, availability);
      return validateAvailability(athleteId, availability);
    },
    // The stored week is what the page shows next time (and the plan is rebuilt from it).
    onSuccess: (_validation, availability) => {
      client.setQueryData(athleteKeys.availability(athleteId), availability);
      return client.invalidateQueries({ queryKey: athleteKeys.availability(athleteId) });
    },
  });
}

/** A race result → threshold pace (GET upper-pace-method); asked on demand, nothing is stored. */
export function useUpperPaceCalculation() {
  return useMutation({
    mutationFn: ({ distance, seconds }: { distance: number; seconds: number }) =>
      fetchUpperPace(distance, seconds),
  });
}
