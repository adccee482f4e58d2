import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityKey } from '../api/identity';
import {
  changePassword,
  confirmEmailChange,
  deleteProfilePicture,
  requestEmailChange,
  saveCapability,
  uploadProfilePicture,
  type CapabilityKind,
} from '../athlete-data/api';
import { athleteKeys, useAthleteId } from '../athlete-data/queries';
import type { AthleteProfile } from '../athlete-data/types';
import {
  createInjuryPause,
  deleteInjuryPause,
  updateInjuryPause,
  useInjuryPauseRefresh,
  type InjuryPause,
  type InjuryPauseDraft,
} from '../athlete-hub/injury-pause-api';
import { saveEquipment } from './equipment-api';
import { settingsKeys } from './queries';

/** The settings pages' writes as TanStack mutations; the pages add toasts, field errors and navigation. */

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      changePassword(currentPassword, newPassword),
  });
}

/** Step one of an email change: the server mails a confirmation link to the new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: ({ newEmail, password }: { newEmail: string; password?: string }) =>
      requestEmailChange(newEmail, password),
  });
}

/**
 * Step two: the token of the mailed link confirms the change. The new address goes into the
 * profile at once; the identity and the profile are read again whatever the answer.
 */
export function useConfirmEmailChange() {
  const athleteId = useAthleteId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => confirmEmailChange(token),
    onSuccess: ({ email }) =>
      client.setQueryData<AthleteProfile>(athleteKeys.profile(athleteId), (profile) =>
        profile ? { ...profile, email } : profile,
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: identityKey });
      void client.invalidateQueries({ queryKey: athleteKeys.profile(athleteId) });
    },
  });
}

/** Uploads a new picture (`File`) or deletes the picture (`null`); the profile is read again after. */
export function useProfilePicture() {
  const athleteId = useAthleteId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) => {
      await (file ? uploadProfilePicture(file) : deleteProfilePicture());
    },
    onSuccess: () => client.invalidateQueries({ queryKey: athleteKeys.profile(athleteId) }),
  });
}

/** Sets the weekly volume (`total`) or long-session (`long`) capability; its history is read again after. */
export function useSaveCapability(kind: CapabilityKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seconds: number) => saveCapability(kind, seconds),
    onSuccess: () => client.invalidateQueries({ queryKey: athleteKeys.capability(kind) }),
  });
}

/** Creates a period, or updates `pause`; the list, the hub dot and the rebuilt plan are read again after. */
export function useSaveInjuryPause(pause?: InjuryPause) {
  const refresh = useInjuryPauseRefresh();
  return useMutation({
    mutationFn: (draft: InjuryPauseDraft) =>
      pause ? updateInjuryPause(pause.id, draft) : createInjuryPause(draft),
    onSuccess: () => refresh(),
  });
}

/** Deletes a period; the plan is rebuilt with its sports back in. */
export function useDeleteInjuryPause() {
  const refresh = useInjuryPauseRefresh();
  return useMutation({
    mutationFn: (pause: InjuryPause) => deleteInjuryPause(pause.id),
    onSuccess: () => refresh(),
  });
}

/** Replaces the athlete's equipment; the answer (the stored list) goes into the cache. */
export function useSaveEquipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (equipment: string[]) => saveEquipment(equipment),
    onSuccess: (saved) => client.setQueryData(settingsKeys.equipment, saved),
  });
}
