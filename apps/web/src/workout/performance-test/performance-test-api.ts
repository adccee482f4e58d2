import { apiFetch } from '../../api/client';
import type { ApiRequestBody, ApiResponse } from '../../api/contract';

/**
 * The performance-test calls of docs/api.md ("Performance tests"), typed by the generated contract.
 * Values in API units (SI).
 */

type TestPreView = ApiResponse<'/api/v1/app/performance-test/pre-view'>;
export type TestPostView = ApiResponse<'/api/v1/app/performance-test/post-view'>;
export type TestResult = ApiResponse<'/api/v1/app/performance-test/confirm', 'put'>['result'];
export type TestEvaluation = TestResult['others'][number];
export type TestSport = TestPreView['sport'];
export type TestMetric = TestEvaluation['metric'];
export type TestOutcome = TestEvaluation['outcome'];
/** The raw result the athlete types when no device measured the test. */
export type RawTestResult = Omit<ApiRequestBody<'/api/v1/app/performance-test/result', 'post'>, 'sessionId'>;

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
