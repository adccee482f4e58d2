import { useQuery } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router';
import { completedKeys, fetchWorkoutChart, fetchWorkoutDetail } from './completed-api';

/** The :id of /app/workout/completed/:id and its sub-pages. */
export function useCompletedId(): string {
  const { pathname } = useLocation();
  const match = matchPath({ path: '/app/workout/completed/:id', end: false }, pathname);
  return match?.params.id ? decodeURIComponent(match.params.id) : '';
}

export function useWorkoutDetail(id: string) {
  return useQuery({
    queryKey: completedKeys.detail(id),
    queryFn: () => fetchWorkoutDetail(id),
    enabled: id !== '',
  });
}

export function useWorkoutChart(id: string, enabled: boolean) {
  // A recording does not change once stored: no refetch on focus.
  return useQuery({
    queryKey: completedKeys.chart(id),
    queryFn: () => fetchWorkoutChart(id),
    enabled: id !== '' && enabled,
    staleTime: Infinity,
  });
}
