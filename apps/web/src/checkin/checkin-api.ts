import { apiFetch } from '../api/client';

/** The check-in and readiness calls of docs/api.md ("Daily check-in and readiness"). */

export type ReadinessStatus = 'proceed' | 'takecare' | 'skip' | 'rest';
export type TrafficLight = 'green' | 'yellow' | 'red';
export type CheckInDevice = 'camera' | 'chest-strap' | 'ring' | 'skipped';
export type ScaleItem = 'fatigue' | 'stress' | 'sleep' | 'mood';
export type SorenessRegion = 'armsShoulders' | 'core' | 'legs';

interface StoredReadiness {
  status: ReadinessStatus;
  trafficLight: TrafficLight;
  message: string;
  keepOriginal: boolean;
}

interface CheckIn {
  id: string;
  date: string;
  device: CheckInDevice | null;
  fatigue: string | null;
  stress: string | null;
  sleep: string | null;
  mood: string | null;
  soreness: Record<SorenessRegion, string> | null;
  readiness: StoredReadiness | null;
}

export interface Reading {
  value: number;
  source: 'camera' | 'chest-strap' | 'ring' | 'manual' | 'garmin';
  /** Camera readings: poor ones are kept but do not move readiness. */
  quality?: 'good' | 'fair' | 'poor';
  qualityAdvice?: string;
}

export interface Option {
  value: string;
  label: string;
}

interface BriefingOptions {
  devices: (Option & { description: string })[];
  scales: { item: ScaleItem; question: string; options: Option[] }[];
  soreness: { question: string; regions: Option[]; options: Option[] };
  bounds: { rmssd: { min: number; max: number }; restingHeartRate: { min: number; max: number } };
}

interface Briefing {
  date: string;
  checkInId: string | null;
  completed: boolean;
  hrv: Reading | null;
  restingHeartRate: Reading | null;
}

export interface SessionNumbers {
  duration: number;
  distance: number;
  load: number;
  isHard: boolean;
}

export interface ReadinessView {
  date: string;
  checkedIn: boolean;
  status: ReadinessStatus | null;
  trafficLight: TrafficLight | null;
  message: string;
  keepOriginal: boolean;
  sessions: {
    id: string;
    sport: string;
    title: string;
    focus: string;
    action: 'unchanged' | 'capped' | 'eased' | 'replaced' | 'removed';
    message: string;
    original: SessionNumbers;
    adjusted: SessionNumbers | null;
  }[];
}

export interface MeasurementInput {
  source: 'camera' | 'chest-strap' | 'ring';
  rmssd?: number;
  restingHeartRate?: number;
  rrIntervals?: number[];
  heartRate?: number;
  quality?: 'good' | 'fair' | 'poor';
  qualityAdvice?: string;
  frameRate?: number;
  framesDropped?: number;
  artefactShare?: number;
  rmssdErrorMs?: number;
}

export interface TrendPoint {
  date: string;
  value: number | null;
  source: string | null;
  baseline: number | null;
  bandLow: number | null;
  bandHigh: number | null;
}

export const checkInKeys = {
  all: ['check-in'] as const,
  today: ['check-in', 'today'] as const,
  options: ['check-in', 'options'] as const,
  briefing: ['check-in', 'briefing'] as const,
  readiness: ['check-in', 'readiness'] as const,
  trend: (kind: string, window: string) => ['check-in', 'trend', kind, window] as const,
};

export const fetchTodayCheckIn = () =>
  apiFetch<{ date: string; checkIn: CheckIn | null }>('/api/v1/app/AthleteDailyCheckin');
export const fetchBriefingOptions = () => apiFetch<BriefingOptions>('/api/v1/app/check-in/briefing/options');
export const fetchBriefing = () => apiFetch<Briefing>('/api/v1/app/check-in/briefing');
export const fetchReadiness = () => apiFetch<ReadinessView>('/api/v1/app/readiness');

type CheckInAnswers = Partial<{ device: CheckInDevice } & Record<ScaleItem, string>>;

export const createCheckIn = (answers: CheckInAnswers) =>
  apiFetch<CheckIn>('/api/v1/app/AthleteDailyCheckin', {
    method: 'POST',
    body: answers,
    action: 'checkin.answers',
  });

export const updateCheckIn = (id: string, answers: CheckInAnswers) =>
  apiFetch<CheckIn>(`/api/v1/app/AthleteDailyCheckin/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: answers,
    action: 'checkin.answers',
  });

export const recordSoreness = (soreness: Record<SorenessRegion, string>) =>
  apiFetch<CheckIn>('/api/v1/app/athletemusclefatigue', {
    method: 'POST',
    body: soreness,
    action: 'checkin.soreness',
  });

export const recordMeasurement = (input: MeasurementInput) =>
  apiFetch<{ date: string; hrv: Reading | null; restingHeartRate: Reading | null }>(
    '/api/v1/app/check-in/measurements',
    {
      method: 'POST',
      body: input,
      action: `checkin.measure.${input.source}`,
    },
  );

export const chooseOriginal = (keepOriginal: boolean) =>
  apiFetch<ReadinessView>('/api/v1/app/readiness/choose-original', {
    method: 'POST',
    body: { keepOriginal },
    action: 'checkin.choose-original',
  });

export const fetchTrend = (kind: 'hrv' | 'resting-hr', window: '1m' | '3m') =>
  apiFetch<{ kind: string; window: string; today: string; points: TrendPoint[] }>(
    `/api/v1/app/readiness/trends?kind=${kind}&window=${window}`,
  );
