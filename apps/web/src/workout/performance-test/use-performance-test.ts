import { useQuery, type QueryKey } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router';
import { fetchTestPostView, fetchTestPreView, testKeys } from './performance-test-api';

/** The test session id of /app/workout/performance-test/:id/… */
function useTestSessionId(): string {
  const { pathname } = useLocation();
  const id = matchPath('/app/workout/performance-test/:id/:step', pathname)?.params.id;
  return id ? decodeURIComponent(id) : '';
}

/**
 * A view of the test session the page's address names: read once the id is there; a failed
 * read shows its error at once (no retry).
 */
function useTestView<T>(key: (sessionId: string) => QueryKey, fetchView: (sessionId: string) => Promise<T>) {
  const sessionId = useTestSessionId();
  return useQuery({
    queryKey: key(sessionId),
    queryFn: () => fetchView(sessionId),
    enabled: sessionId !== '',
    retry: false,
  });
}

export const useTestPreView = () => useTestView(testKeys.pre, fetchTestPreView);

export const useTestPostView = () => useTestView(testKeys.post, fetchTestPostView);

export const testPath = (sessionId: string, step: 'pre' | 'post' | 'threshold') =>
  `/app/workout/performance-test/${encodeURIComponent(sessionId)}/${step}`;
