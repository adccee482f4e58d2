import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Sport } from '@tricoach/core';
import { useSearchParams } from 'react-router';
import {
  fetchActivityDashboard,
  fetchCompletedWorkouts,
  fetchFitness,
  fetchHistorySeries,
  fetchSportSplit,
  HISTORY_RANGES,
  historyKeys,
  type HistoryRange,
} from './history-api';

const isRange = (value: string | null): value is HistoryRange =>
  value !== null && (HISTORY_RANGES as readonly string[]).includes(value);

/** The range tab in the address (`?range=`), so a reload or a shared link keeps it; 1 month by default. */
export function useRangeParam(): [HistoryRange, (range: HistoryRange) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('range');
  const range = isRange(raw) ? raw : '1m';
  return [
    range,
    (next) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === '1m') updated.delete('range');
          else updated.set('range', next);
          return updated;
        },
        { replace: true },
      ),
  ];
}

export const useActivityDashboard = (range: HistoryRange) =>
  useQuery({ queryKey: historyKeys.dashboard(range), queryFn: () => fetchActivityDashboard(range) });
export const useSportSplit = (range: HistoryRange) =>
  useQuery({ queryKey: historyKeys.split(range), queryFn: () => fetchSportSplit(range) });
export const useHistorySeries = (range: HistoryRange) =>
  useQuery({ queryKey: historyKeys.series(range), queryFn: () => fetchHistorySeries(range) });
export const useFitness = (range: HistoryRange) =>
  useQuery({ queryKey: historyKeys.fitness(range), queryFn: () => fetchFitness(range) });

export function useCompletedWorkouts(range: HistoryRange, sport: Sport | null) {
  return useInfiniteQuery({
    queryKey: historyKeys.workouts(range, sport),
    queryFn: ({ pageParam }) => fetchCompletedWorkouts(range, sport, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
