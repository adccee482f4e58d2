import type { IsoDate, TrainingPhase } from '@tricoach/core';
import { apiFetch } from '../api/client';

/** docs/api.md "Roadmap". */
export interface Roadmap {
  today: IsoDate;
  from: IsoDate;
  to: IsoDate;
  currentPhase: TrainingPhase | null;
  phases: { phase: TrainingPhase; start: IsoDate; end: IsoDate; isCurrent: boolean; raceGoalId?: string }[];
  weeks: {
    start: IsoDate;
    index: number;
    phase: TrainingPhase;
    isRecoveryWeek: boolean;
    plannedHours: number;
    targetHours: number;
    isCurrent: boolean;
  }[];
  races: {
    id: string;
    name: string;
    type: string;
    date: IsoDate;
    priority: 'A' | 'B' | 'C';
    isPast: boolean;
    feasibility?: string;
  }[];
  /** Daily fitness, fatigue and form: actual for the last 42 days, then planned from the plan's sessions (`planned`). */
  fitness?: { date: IsoDate; fitness: number; fatigue: number; form: number; planned: boolean }[];
}

export const roadmapKeys = {
  season: ['plan', 'roadmap'] as const,
  goal: (goalId: string) => ['plan', 'roadmap', goalId] as const,
};

export const fetchRoadmap = () => apiFetch<Roadmap>('/api/v1/app/race-roadmap', { method: 'POST' });

export const fetchRoadmapByGoal = (goalId: string) =>
  apiFetch<Roadmap & { goalId: string }>(`/api/v1/app/race-roadmap-by-goal/${encodeURIComponent(goalId)}`, {
    method: 'POST',
  });
