import { useQuery } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router';
import { fetchTestPostView, fetchTestPreView, testKeys } from './performance-test-api';

/** The test session id of /app/workout/performance-test/:id/… */
export function useTestSessionId(): string {
  const { pathname } = useLocation();
  const id = matchPath('/app/workout/performance-test/:id/:step', pathname)?.params.id;
  return id ? decodeURIComponent(id) : '';
}

export function useTestPreView(sessionId: string) {
  return useQuery({
    queryKey: testKeys.pre(sessionId),
    queryFn: () => fetchTestPreView(sessionId),
    enabled: sessionId !== '',
    retry: false,
  });
}

export function useTestPostView(sessionId: string) {
  return useQuery({
    queryKey: testKeys.post(sessionId),
    queryFn: () => fetchTestPostView(sessionId),
    enabled: sessionId !== '',
    retry: false,
  });
}

export const testPath = (sessionId: string, step: 'pre' | 'post' | 'threshold') =>
  `/app/workout/performance-test/${encodeURIComponent(sessionId)}/${step}`;
