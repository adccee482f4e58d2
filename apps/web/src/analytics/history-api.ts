import type { FitnessPoint, IsoDate, Sport } from '@tricoach/core';
import { apiFetch } from '../api/client';

/** The history calls of docs/api.md ("History and statistics"), one function per call. */

export const HISTORY_RANGES = ['1m', '3m', '1y', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

export interface Totals {
  /** Seconds. */
  duration: number;
  /** Metres. */
  distance: number;
  workouts: number;
  stress: number;
}

export type PerSport<T> = Record<Sport, T>;

export interface ActivityDashboard {
  range: HistoryRange;
  from: IsoDate;
  to: IsoDate;
  /** Null until the athlete completes a first workout. */
  firstWorkoutDate: IsoDate | null;
  totals: Totals;
  bySport: PerSport<Totals>;
  /** The equal period just before (null for all time). */
  previous: { from: IsoDate; to: IsoDate; totals: Totals; bySport: PerSport<Totals> } | null;
}

export interface SportSplit {
  range: HistoryRange;
  from: IsoDate;
  to: IsoDate;
  sports: {
    sport: Sport;
    duration: number;
    distance: number;
    durationShare: number;
    distanceShare: number;
  }[];
}

export interface CompletedWorkoutItem {
  id: string;
  sport: Sport;
  date: IsoDate;
  startedAt: string;
  title: string;
  duration: number;
  distance: number | null;
  stress: number | null;
}

interface CompletedWorkoutsPage {
  workouts: CompletedWorkoutItem[];
  nextCursor: string | null;
}

export interface HistorySeries {
  range: HistoryRange;
  from: IsoDate;
  to: IsoDate;
  bucket: 'week' | 'month';
  buckets: { start: IsoDate; duration: PerSport<number>; distance: PerSport<number> }[];
}

export type FormBand = 'highRisk' | 'optimal' | 'fresh' | 'detraining';
export type RampBand = 'declining' | 'low' | 'moderate' | 'high' | 'veryHigh';

export interface FitnessView {
  range: HistoryRange;
  from: IsoDate;
  to: IsoDate;
  /** The fitness the curve starts from while fewer than 42 days are recorded (the plan's estimate); else null. */
  estimate: number | null;
  points: FitnessPoint[];
  current: (Omit<FitnessPoint, 'stress'> & { formBand: FormBand; rampBand: RampBand }) | null;
}

export const historyKeys = {
  all: ['history'] as const,
  dashboard: (range: HistoryRange) => ['history', 'dashboard', range] as const,
  split: (range: HistoryRange) => ['history', 'split', range] as const,
  series: (range: HistoryRange) => ['history', 'series', range] as const,
  fitness: (range: HistoryRange) => ['history', 'fitness', range] as const,
  workouts: (range: HistoryRange, sport: Sport | null) => ['history', 'workouts', range, sport] as const,
};

const base = '/api/v1/app/history';

export const fetchActivityDashboard = (range: HistoryRange) =>
  apiFetch<ActivityDashboard>(`${base}/activity-dashboard?range=${range}`);
export const fetchSportSplit = (range: HistoryRange) =>
  apiFetch<SportSplit>(`${base}/sport-split?range=${range}`);
export const fetchHistorySeries = (range: HistoryRange) =>
  apiFetch<HistorySeries>(`${base}/series?range=${range}`);
export const fetchFitness = (range: HistoryRange) => apiFetch<FitnessView>(`${base}/fitness?range=${range}`);

export function fetchCompletedWorkouts(range: HistoryRange, sport: Sport | null, cursor: string | null) {
  const query = new URLSearchParams({ range, limit: '20' });
  if (sport) query.set('sport', sport);
  if (cursor) query.set('cursor', cursor);
  return apiFetch<CompletedWorkoutsPage>(`${base}/completed-workouts?${query.toString()}`);
}
