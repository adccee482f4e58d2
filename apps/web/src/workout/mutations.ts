import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityKey, type Identity } from '../api/identity';
import { sendOrKeep } from '../offline/keep-write';
import { athleteKeys } from '../athlete-data/queries';
import {
  completedKeys,
  deleteWorkout,
  logWorkout,
  saveFeedback,
  type CompletedWorkoutDetail,
  type ManualWorkoutBody,
  type WorkoutFeedback,
} from './completed/completed-api';
import { confirmTestResult, testKeys, type TestPostView } from './performance-test/performance-test-api';
import { planKeys } from './plan-api';

/** The workout pages' writes as TanStack mutations; the pages add toasts and navigation. */

/** Skip, unskip or move a planned session (`action`); the plan and today's status are read again after. */
export function usePlannedSessionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: planKeys.all });
      await client.invalidateQueries({ queryKey: ['dashboard-status'] });
    },
  });
}

/**
 * A workout typed in by hand. The cache is not touched here: the page first moves on to the
 * new workout (a first workout raises the celebration flag, and the guards let the athlete
 * stay on that workout's page but not on the form), then calls `refreshAfterLog`.
 */
export function useLogWorkout() {
  const client = useQueryClient();
  // Without network the workout is kept on the device and sent later (offline/keep-write.ts).
  const mutation = useMutation({
    mutationFn: (body: ManualWorkoutBody) =>
      sendOrKeep(
        client.getQueryData<Identity>(identityKey)?.athleteId,
        () => logWorkout(body),
        async (athleteId) => (await import('../offline/offline-store')).queueWorkout(athleteId, body),
      ),
  });
  const refreshAfterLog = () => {
    void client.invalidateQueries({ queryKey: planKeys.all });
    void client.invalidateQueries({ queryKey: completedKeys.all });
    void client.invalidateQueries({ queryKey: identityKey });
  };
  return { mutation, refreshAfterLog };
}

/** A completed workout's feedback; its detail is read again before the save counts as done. */
export function useSaveFeedback(workoutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feedback: WorkoutFeedback) => saveFeedback(workoutId, feedback),
    onSuccess: () => client.invalidateQueries({ queryKey: completedKeys.detail(workoutId) }),
  });
}

/** Deletes a completed workout: its detail leaves the cache, the plan and the identity are read again. */
export function useDeleteWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (workout: CompletedWorkoutDetail) => deleteWorkout(workout.id),
    onSuccess: async (_answer, workout) => {
      client.removeQueries({ queryKey: completedKeys.detail(workout.id) });
      await Promise.all([
        client.invalidateQueries({ queryKey: planKeys.all }),
        client.invalidateQueries({ queryKey: identityKey }),
      ]);
    },
  });
}

/**
 * Accepts or rejects a performance test's result. The decision goes into the test's view at
 * once; the identity, the thresholds, the plan and the test are read again.
 */
export function useConfirmTestResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ view, accept }: { view: TestPostView; accept: boolean }) =>
      confirmTestResult(view.sessionId, accept),
    onSuccess: async (decided, { view }) => {
      client.setQueryData(testKeys.post(view.sessionId), { ...view, result: decided.result });
      await Promise.all([
        client.invalidateQueries({ queryKey: identityKey }),
        client.invalidateQueries({ queryKey: athleteKeys.thresholds }),
        client.invalidateQueries({ queryKey: planKeys.all }),
        client.invalidateQueries({ queryKey: ['performance-test', view.sessionId] }),
      ]);
    },
  });
}
