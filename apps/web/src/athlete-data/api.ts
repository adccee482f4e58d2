import { apiFetch } from '../api/client';
import type {
  AthleteProfile,
  Availability,
  AvailabilityIssue,
  CapabilityEntry,
  DashboardStatus,
  ProfilePatch,
  RaceGoal,
  RaceGoalDraft,
  TargetTimeOption,
  ThresholdSettings,
  Thresholds,
} from './types';

/** The athlete-data calls of docs/api.md, one function per call. */

export const fetchProfile = (athleteId: string) =>
  apiFetch<AthleteProfile>(`/api/v1/odata/AthleteProfile/${athleteId}`);

export const patchProfile = (athleteId: string, patch: ProfilePatch, action?: string) =>
  apiFetch<AthleteProfile>(`/api/v1/odata/AthleteProfile/${athleteId}`, {
    method: 'PATCH',
    body: patch,
    action,
  });

export const completeOnboarding = () =>
  apiFetch<{ onBoardingStatus: string }>('/api/v1/app/onboarding/complete', {
    method: 'POST',
    action: 'onboarding.complete',
  });

export const startTrial = () =>
  apiFetch<{ trialExpiresAtUtc: string }>('/api/v1/app/onboarding/start-trial', {
    method: 'POST',
    action: 'onboarding.start-trial',
  });

export function uploadProfilePicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<{ profilePictureUrl: string }>('/api/v1/app/upload-profile-picture', {
    method: 'POST',
    body: form,
    action: 'settings.picture.upload',
  });
}

export const deleteProfilePicture = () =>
  apiFetch<void>('/api/v1/app/delete-profile-picture', {
    method: 'DELETE',
    action: 'settings.picture.delete',
  });

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiFetch<void>('/api/v1/User/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword },
    action: 'settings.password.change',
  });

/** Deletes the account and all its data; accounts without a password (external sign-in) send none. */
export const deleteAccount = (password?: string) =>
  apiFetch<{ message: string }>('/api/v1/app/account', {
    method: 'DELETE',
    body: password ? { password } : {},
    action: 'settings.account.delete',
  });

/** Mails a confirmation link to `newEmail`; accounts without a password (external sign-in) send none. */
export const requestEmailChange = (newEmail: string, password?: string) =>
  apiFetch<{ message: string }>('/api/v1/User/change-email', {
    method: 'POST',
    body: password === undefined ? { newEmail } : { newEmail, password },
    action: 'settings.email.change',
  });

/** The token of the mailed link; the answer is the account's email from now on. */
export const confirmEmailChange = (token: string) =>
  apiFetch<{ email: string }>('/api/v1/User/confirm-email-change', {
    method: 'POST',
    body: { token },
    action: 'settings.email.confirm',
  });

export const fetchGoals = () => apiFetch<RaceGoal[]>('/api/v1/app/goals');

export const createGoal = (goal: RaceGoalDraft) =>
  apiFetch<RaceGoal>('/api/v1/odata/athletegoal', { method: 'POST', body: goal, action: 'goal.create' });

export const updateGoal = (id: string, goal: Partial<RaceGoalDraft>) =>
  apiFetch<RaceGoal>(`/api/v1/odata/athletegoal/${id}`, {
    method: 'PATCH',
    body: goal,
    action: 'goal.update',
  });

export const deleteGoal = (id: string) =>
  apiFetch<void>(`/api/v1/app/athlete-goals/${id}`, { method: 'DELETE', action: 'goal.delete' });

export function fetchTargetTimeOptions(
  athleteId: string,
  query: { eventType: string; distance?: number | null; topography?: string | null },
) {
  const search = new URLSearchParams({ eventType: query.eventType });
  if (query.distance) search.set('distance', String(query.distance));
  if (query.topography) search.set('topography', query.topography);
  return apiFetch<TargetTimeOption[]>(`/api/v1/app/onboarding/targettimeoptions/${athleteId}?${search}`);
}

export const fetchAvailability = (athleteId: string) =>
  apiFetch<Availability>(`/api/v1/app/availability/${athleteId}`);

export const saveAvailability = (athleteId: string, availability: Availability) =>
  apiFetch<Availability>(`/api/v1/app/availability/${athleteId}`, {
    method: 'POST',
    body: availability,
    action: 'availability.save',
  });

export const validateAvailability = (athleteId: string, availability: Availability) =>
  apiFetch<{ isValid: boolean; issues: AvailabilityIssue[] }>(
    `/api/v1/app/availability/validate/${athleteId}`,
    {
      method: 'POST',
      body: availability,
    },
  );

export const fetchTrainingVolumeHint = (athleteId: string) =>
  apiFetch<{ minimumHoursPerWeek: number; recommendedHoursPerWeek: number; message: string }>(
    `/api/v1/app/onboarding/trainingvolumehint/${athleteId}`,
  );

export const fetchEnduranceSportOptions = () =>
  apiFetch<{ value: string; label: string }[]>('/api/v1/app/onboarding/enduranceSportOptions');

export const fetchThresholds = () => apiFetch<Thresholds>('/api/v1/thresholds');

export const fetchThresholdSettings = () => apiFetch<ThresholdSettings>('/api/v1/thresholds/settings');

export type ThresholdSport = 'swimming' | 'cycling' | 'running';

/** POST thresholds per sport; onboarding uses the `/onboarding` variants of cycling and running. */
export function saveThresholds(sport: ThresholdSport, body: Record<string, number>, onboarding: boolean) {
  const suffix = onboarding && sport !== 'swimming' ? '/onboarding' : '';
  return apiFetch<Thresholds>(`/api/v2/thresholds/${sport}${suffix}`, {
    method: 'POST',
    body,
    action: `thresholds.${sport}.save`,
  });
}

export const saveDefaultSwimThreshold = () =>
  apiFetch<Thresholds>('/api/v2/thresholds/swimming/default', {
    method: 'POST',
    action: 'thresholds.swimming.default',
  });

export const estimateThresholds = (sport: ThresholdSport) =>
  apiFetch<Thresholds>(`/api/v2/thresholds/default?sport=${sport}`, {
    method: 'POST',
    action: `thresholds.${sport}.default`,
  });

export const fetchUpperPace = (distanceMeters: number, timeSeconds: number) =>
  apiFetch<{ upperPace: number; method: string }>(
    `/api/v2/thresholds/upper-pace-method?distance=${distanceMeters}&time=${timeSeconds}`,
  );

export function fetchMaf(answers: readonly string[]) {
  const search = new URLSearchParams(answers.map((a) => ['answers', a]));
  return apiFetch<{ mafHeartRate: number; low: number; high: number; category: string }>(
    `/api/v1/thresholds/maffetone?${search}`,
  );
}

export type CapabilityKind = 'total' | 'long';

export const fetchCapabilityHistory = (kind: CapabilityKind) =>
  apiFetch<CapabilityEntry[]>(`/api/v1/app/training-parameters/history?kind=${kind}`);

export const saveCapability = (kind: CapabilityKind, seconds: number) =>
  apiFetch<unknown>(`/api/v1/app/training-parameters/${kind}`, {
    method: 'POST',
    body: { seconds },
    action: `capability.${kind}.save`,
  });

/**
 * Today's status; with `waitForPlan` while the plan is being built, the server answers once it is
 * built (or its build failed), 10 s at most: the page is told instead of asking again and again.
 */
export const fetchDashboardStatus = ({ waitForPlan = false }: { waitForPlan?: boolean } = {}) =>
  apiFetch<DashboardStatus>(`/api/v1/app/dashboard-status${waitForPlan ? '?waitForPlan=true' : ''}`);

export const retryPlanGeneration = () =>
  apiFetch<{ status: string }>('/api/v1/app/plan/retry-generation', { method: 'POST', action: 'plan.retry' });
