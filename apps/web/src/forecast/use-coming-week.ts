import { useQuery } from '@tanstack/react-query';
import type { IsoDate } from '@tricoach/core';
import { addDays } from '@tricoach/core/dates';
import { todayIso } from '../athlete-data/dates';
import { fetchOutlook } from '../workout/plan-api';

/** Spec 4: edits and skip options cover today up to the next 7 days. */
const COMING_DAYS = 8;

export function comingDays(today: IsoDate = todayIso()): IsoDate[] {
  return Array.from({ length: COMING_DAYS }, (_, offset) => addDays(today, offset));
}

/** The coming week (today … +7) as the outlook call gives it. */
export function useComingWeek() {
  const today = todayIso();
  return useQuery({
    queryKey: ['plan', 'outlook', 'coming', today],
    queryFn: () => fetchOutlook(today, COMING_DAYS),
  });
}
