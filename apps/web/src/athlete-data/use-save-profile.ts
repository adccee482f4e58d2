import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, GENERIC_ERROR } from '../api/errors';
import { toastError } from '../app/toast/toast-store';
import { patchProfile } from './api';
import { athleteKeys, useAthleteId } from './queries';
import type { ProfilePatch } from './types';

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
  const [busy, setBusy] = useState(false);
  async function save(patch: ProfilePatch, action?: string): Promise<SaveResult> {
    setBusy(true);
    try {
      const profile = await patchProfile(athleteId, patch, action);
      client.setQueryData(athleteKeys.profile(athleteId), profile);
      return { ok: true, fieldErrors: {} };
    } catch (caught) {
      return failureOf(caught);
    } finally {
      setBusy(false);
    }
  }
  return { save, busy };
}
