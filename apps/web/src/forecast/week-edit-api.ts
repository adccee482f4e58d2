import type { IsoDate, TrainingPhase } from '@tricoach/core';
import { apiFetch } from '../api/client';
import type { PlannedSessionSummary } from '../workout/plan-api';

/** The calls of docs/api.md "Training plan: editing and recalculating the coming week" and the season. */

export interface SessionEdit {
  sessionId: string;
  date: IsoDate;
  locked: boolean;
  skipped: boolean;
}

interface WeekProblem {
  code: string;
  message: string;
  sessionId?: string;
  date?: IsoDate;
}

export interface WeekChange {
  sessionId: string;
  title: string;
  from: IsoDate;
  to: IsoDate | null;
}

interface TrainingPlanView {
  status: 'none' | 'generating' | 'ready' | 'error';
  phases: { phase: TrainingPhase; start: IsoDate; end: IsoDate; raceGoalId?: string }[];
}

export const validateWeek = (sessions: SessionEdit[]) =>
  apiFetch<{ valid: boolean; problems: WeekProblem[]; sessions: PlannedSessionSummary[] }>(
    '/api/v1/app/validate-training-plan',
    {
      method: 'POST',
      body: { sessions },
    },
  );

export const saveWeek = (sessions: SessionEdit[]) =>
  apiFetch<{ changed: number; sessions: PlannedSessionSummary[] }>('/api/v1/app/save-edited-training-plan', {
    method: 'POST',
    body: { sessions },
    action: 'forecast.save',
  });

export const recalculateWeek = (lockedSessionIds: string[], skippedDays: IsoDate[]) =>
  apiFetch<{ changes: WeekChange[]; sessions: PlannedSessionSummary[] }>('/api/v1/app/recalculate-plan', {
    method: 'POST',
    body: { lockedSessionIds, skippedDays },
    action: 'forecast.recalculate',
  });

export const fetchTrainingPlan = () => apiFetch<TrainingPlanView>('/api/v1/app/training-plan');
