import type { IsoDate, WorkoutBlock } from '@tricoach/core';
import { apiFetch } from '../../api/client';

/** The performance-test calls of docs/api.md ("Performance tests"). Values in API units (SI). */

export type TestSport = 'swim' | 'bike' | 'run';
export type TestMetric =
  'swimCss' | 'bikeUpperPower' | 'bikeUpperHeartRate' | 'runUpperPace' | 'runUpperHeartRate';
export type TestOutcome = 'increase' | 'decrease' | 'stable' | 'unknown' | 'invalid';

export interface TestEvaluation {
  metric: TestMetric;
  outcome: TestOutcome;
  flag: 'PerformanceTestUnrealisticIncrease' | 'PerformanceTestUnrealisticDecrease' | null;
  previous: number | null;
  measured: number;
  change: number | null;
  message: string;
}

export interface TestResult extends TestEvaluation {
  id: string;
  others: TestEvaluation[];
  source: 'device' | 'entered';
  decision: 'pending' | 'accepted' | 'rejected';
}

interface TestPreView {
  sessionId: string;
  sport: TestSport;
  date: IsoDate;
  title: string;
  duration: number | null;
  steps: WorkoutBlock[];
  name: string;
  purpose: string;
  protocol: string[];
  preparation: string[];
  currentThresholds: { metric: TestMetric; value: number | null; isEstimate: boolean }[];
  hasResult: boolean;
}

export interface TestPostView {
  sessionId: string;
  sport: TestSport;
  date: IsoDate;
  title: string;
  entryFields: string[];
  result: TestResult | null;
}

export interface RawTestResult {
  time400m?: number;
  time200m?: number;
  averagePower?: number;
  averageHeartRate?: number;
  averagePace?: number;
}

export const testKeys = {
  pre: (sessionId: string) => ['performance-test', sessionId, 'pre'] as const,
  post: (sessionId: string) => ['performance-test', sessionId, 'post'] as const,
};

const query = (sessionId: string) => `sessionId=${encodeURIComponent(sessionId)}`;

export const fetchTestPreView = (sessionId: string) =>
  apiFetch<TestPreView>(`/api/v1/app/performance-test/pre-view?${query(sessionId)}`);
export const fetchTestPostView = (sessionId: string) =>
  apiFetch<TestPostView>(`/api/v1/app/performance-test/post-view?${query(sessionId)}`);
export const enterTestResult = (sessionId: string, raw: RawTestResult) =>
  apiFetch<TestPostView>('/api/v1/app/performance-test/result', {
    method: 'POST',
    body: { sessionId, ...raw },
    action: 'performance-test.result',
  });
export const confirmTestResult = (sessionId: string, confirm: boolean) =>
  apiFetch<{ result: TestResult }>('/api/v1/app/performance-test/confirm', {
    method: 'PUT',
    body: { workoutId: sessionId, confirm },
    action: confirm ? 'performance-test.accept' : 'performance-test.reject',
  });
