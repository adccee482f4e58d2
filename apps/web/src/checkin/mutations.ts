import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityKey, type Identity } from '../api/identity';
import { todayIso } from '../athlete-data/dates';
import { sendOrKeep, wasKept } from '../offline/keep-write';
import {
  chooseOriginal,
  createCheckIn,
  recordMeasurement,
  recordSoreness,
  updateCheckIn,
  type MeasurementInput,
} from './checkin-api';
import { useRefreshAfterCheckIn } from './checkin-shared';

/**
 * The check-in writes as TanStack mutations. Each reads today's status, the plan and the
 * check-in views again before it counts as done; the pages add toasts and navigation.
 */

type Answers = Parameters<typeof createCheckIn>[0];

/** The signed-in athlete's id, for a write kept on the device. */
function useOwner() {
  const client = useQueryClient();
  return () => client.getQueryData<Identity>(identityKey)?.athleteId;
}

/**
 * The questionnaire's answers: today's check-in is created, or updated when there is one.
 * Without network they are kept on the device and sent later (offline/keep-write.ts).
 */
export function useSaveCheckInAnswers() {
  const refresh = useRefreshAfterCheckIn();
  const owner = useOwner();
  return useMutation({
    mutationFn: ({ checkInId, answers }: { checkInId: string | null; answers: Answers }) =>
      sendOrKeep(
        owner(),
        () => (checkInId ? updateCheckIn(checkInId, answers) : createCheckIn(answers)),
        async (athleteId) =>
          (await import('../offline/offline-store')).queueCheckIn(athleteId, todayIso(), { answers }),
      ),
    onSuccess: (answer) => (wasKept(answer) ? undefined : refresh()),
  });
}

/** The soreness answers; kept on the device without network, like the questionnaire's. */
export function useRecordSoreness() {
  const refresh = useRefreshAfterCheckIn();
  const owner = useOwner();
  return useMutation({
    mutationFn: (soreness: Parameters<typeof recordSoreness>[0]) =>
      sendOrKeep(
        owner(),
        () => recordSoreness(soreness),
        async (athleteId) =>
          (await import('../offline/offline-store')).queueCheckIn(athleteId, todayIso(), { soreness }),
      ),
    onSuccess: (answer) => (wasKept(answer) ? undefined : refresh()),
  });
}

export function useRecordMeasurement() {
  const refresh = useRefreshAfterCheckIn();
  return useMutation({
    mutationFn: (input: MeasurementInput) => recordMeasurement(input),
    onSuccess: () => refresh(),
  });
}

/** Today's sessions as planned (`true`) or as the check-in adjusted them (`false`). */
export function useChooseOriginal() {
  const refresh = useRefreshAfterCheckIn();
  return useMutation({
    mutationFn: (keepOriginal: boolean) => chooseOriginal(keepOriginal),
    onSuccess: () => refresh(),
  });
}
