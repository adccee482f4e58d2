import { useQuery } from '@tanstack/react-query';
import type { IsoDate } from '@tricoach/core';
import { startOfWeek } from '@tricoach/core/dates';
import { swimUnitOf, unitSystemOf, useProfile } from '../athlete-data/queries';
import { todayIso } from '../athlete-data/dates';
import { fetchOutlook, planKeys } from './plan-api';
import type { Units } from './plan-format';
import { START_READ_FRESH_MS } from '../app/screen-route';

/** The athlete's units from the profile query (metric until it has loaded). */
export function useUnits(): Units {
  const profile = useProfile().data;
  return { system: unitSystemOf(profile), swim: swimUnitOf(profile) };
}

/** This week's Monday on the device's calendar (weeks start on Monday). */
export const thisMonday = (): IsoDate => startOfWeek(todayIso());

export function useOutlook(from: IsoDate, enabled = true) {
  return useQuery({
    queryKey: planKeys.outlook(from),
    queryFn: () => fetchOutlook(from),
    enabled,
    // The dashboard reads this week's at the app's start (dashboard-reads.ts).
    staleTime: START_READ_FRESH_MS,
  });
}
