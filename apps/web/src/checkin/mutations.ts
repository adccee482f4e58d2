import { useMutation } from '@tanstack/react-query';
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

/** The questionnaire's answers: today's check-in is created, or updated when there is one. */
export function useSaveCheckInAnswers() {
  const refresh = useRefreshAfterCheckIn();
  return useMutation({
    mutationFn: async ({ checkInId, answers }: { checkInId: string | null; answers: Answers }) => {
      await (checkInId ? updateCheckIn(checkInId, answers) : createCheckIn(answers));
    },
    onSuccess: () => refresh(),
  });
}

export function useRecordSoreness() {
  const refresh = useRefreshAfterCheckIn();
  return useMutation({
    mutationFn: (soreness: Parameters<typeof recordSoreness>[0]) => recordSoreness(soreness),
    onSuccess: () => refresh(),
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
