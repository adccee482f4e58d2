import { useQuery, type QueryKey } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router';
import { fetchTestPostView, fetchTestPreView, testKeys } from './performance-test-api';

/** The test session id of /app/workout/performance-test/:id/… */
export function useTestSessionId(): string {
  const { pathname } = useLocation();
  const id = matchPath('/app/workout/performance-test/:id/:step', pathname)?.params.id;
  return id ? decodeURIComponent(id) : '';
}

/**
 * Both views of one test session: read once the page knows its id; a failed read shows its
 * error at once (no retry).
 */
function useTestView<T>(queryKey: QueryKey, sessionId: string, fetchView: (sessionId: string) => Promise<T>) {
  return useQuery({ queryKey, queryFn: () => fetchView(sessionId), enabled: sessionId !== '', retry: false });
}

export const useTestPreView = (sessionId: string) =>
  useTestView(testKeys.pre(sessionId), sessionId, fetchTestPreView);

export const useTestPostView = (sessionId: string) =>
  useTestView(testKeys.post(sessionId), sessionId, fetchTestPostView);

export const testPath = (sessionId: string, step: 'pre' | 'post' | 'threshold') =>
  `/app/workout/performance-test/${encodeURIComponent(sessionId)}/${step}`;
