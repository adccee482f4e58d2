import type {
  IsoDate,
  LeadUnit,
  PlannedSessionStatus,
  SessionFocus,
  SessionLeg,
  Sport,
  StrengthExercise,
  TrainingPhase,
  WorkoutBlock,
} from '@tricoach/core';
import { apiFetch } from '../api/client';

/** The training-plan calls of docs/api.md ("Training plan, issue 5"), one function per call. */

export interface PlannedSessionSummary {
  id: string;
  date: IsoDate;
  sport: Sport;
  isMultisport: boolean;
  focus: SessionFocus;
  title: string;
  phase: TrainingPhase;
  /** Seconds. */
  duration: number;
  /** Metres. */
  distance: number;
  load: number;
  isKey: boolean;
  isHard: boolean;
  status: PlannedSessionStatus;
  raceGoalId?: string;
  /** The workout that fulfilled the session, or null while it is open. */
  completedWorkoutId?: string | null;
  /** Today's session as the morning check-in changed it. */
  readiness?: SessionReadiness;
}

/** How the check-in changed today's session (docs/api.md "Daily check-in and readiness"). */
export interface SessionReadiness {
  status: 'proceed' | 'takecare' | 'skip' | 'rest';
  action: 'unchanged' | 'capped' | 'eased' | 'replaced' | 'removed';
  message: string;
  keptOriginal: boolean;
  original: { duration: number; distance: number; load: number; isHard: boolean };
}

export interface PlannedSessionDetail extends PlannedSessionSummary {
  description: string;
  leadUnit: LeadUnit;
  intensityFactor: number;
  steps: WorkoutBlock[];
  exercises?: StrengthExercise[];
  legs?: SessionLeg[];
}

/** A workout done on a day no planned session asked for it (docs/api.md, outlook). */
export interface UnplannedWorkout {
  completedWorkoutId: string;
  sport: Sport;
  title: string | null;
  /** Seconds. */
  duration: number;
  /** Metres. */
  distance: number | null;
  load: number | null;
}

export interface SportTotal {
  duration: number;
  distance: number;
  sessions: number;
}

export interface Outlook {
  from: IsoDate;
  to: IsoDate;
  /** The plan's week holding `from`; `reason` is the coach's one line (null for plans stored before reasons existed). */
  week?: { start: IsoDate; phase: TrainingPhase; isRecoveryWeek: boolean; reason: string | null } | null;
  days: {
    date: IsoDate;
    sessions: PlannedSessionSummary[];
    /** Done that day without a planned session (older servers leave it out). */
    unplanned?: UnplannedWorkout[];
    duration: number;
    load: number;
  }[];
  /** Skipped sessions are left out of the totals. */
  totals: { duration: number; distance: number; load: number; bySport: Partial<Record<Sport, SportTotal>> };
}

export const planKeys = {
  all: ['plan'] as const,
  outlook: (from: IsoDate) => ['plan', 'outlook', from] as const,
  session: (id: string) => ['plan', 'session', id] as const,
  suggestions: (id: string) => ['plan', 'session', id, 'skip-suggestions'] as const,
};

export const fetchOutlook = (from: IsoDate, days = 7) =>
  apiFetch<Outlook>(`/api/v1/app/outlook?from=${from}&days=${days}`);

export const fetchPlannedSession = (id: string) =>
  apiFetch<PlannedSessionDetail>(`/api/v1/odata/plannedsession/${encodeURIComponent(id)}`);

export const skipSession = (id: string) =>
  apiFetch<PlannedSessionSummary>(`/api/v1/app/planned-sessions/${encodeURIComponent(id)}/skip`, {
    method: 'POST',
    action: 'workout.skip',
  });

export const unskipSession = (id: string) =>
  apiFetch<PlannedSessionSummary>(`/api/v1/app/planned-sessions/${encodeURIComponent(id)}/unskip`, {
    method: 'POST',
    action: 'workout.unskip',
  });

export const moveSession = (id: string, newDate: IsoDate) =>
  apiFetch<PlannedSessionSummary>(`/api/v1/app/planned-sessions/${encodeURIComponent(id)}/move`, {
    method: 'POST',
    body: { newDate },
    action: 'workout.move',
  });

export const fetchSkipSuggestions = (id: string) =>
  apiFetch<{ dates: IsoDate[] }>(`/api/v1/app/planned-sessions/${encodeURIComponent(id)}/skip-suggestions`);
