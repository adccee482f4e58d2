import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IsoDate } from '@tricoach/core';
import { apiFetch } from '../api/client';
import { identityKey } from '../api/identity';
import type { Modality } from '../athlete-data/types';
import { planKeys } from '../workout/plan-api';

/** The injury-pause calls of docs/api.md ("Injury and pause"). */

export type InjuryPauseType = 'Injury' | 'Pause';

export interface InjuryPause {
  id: string;
  injuryPauseType: InjuryPauseType;
  startDate: IsoDate;
  endDate: IsoDate | null;
  excludedModalities: Modality[];
  status: 'active' | 'upcoming' | 'past';
}

export type InjuryPauseDraft = Pick<InjuryPause, 'injuryPauseType' | 'startDate' | 'excludedModalities'> & {
  endDate?: IsoDate;
};

const BASE = '/api/v1/app/injury-pause-reports';
const injuryPauseKeys = { all: ['injury-pauses'] as const };

const fetchInjuryPauses = () => apiFetch<InjuryPause[]>(BASE);
export const createInjuryPause = (draft: InjuryPauseDraft) =>
  apiFetch<InjuryPause>(BASE, { method: 'POST', body: draft, action: 'injury-pause.create' });
export const updateInjuryPause = (id: string, draft: InjuryPauseDraft) =>
  apiFetch<InjuryPause>(`${BASE}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: draft,
    action: 'injury-pause.update',
  });
export const deleteInjuryPause = (id: string) =>
  apiFetch<void>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE', action: 'injury-pause.delete' });

export function useInjuryPauses() {
  return useQuery({ queryKey: injuryPauseKeys.all, queryFn: fetchInjuryPauses });
}

/** After a write: the list, the identity (hub dot) and the plan (rebuilt without the sports) are stale. */
export function useInjuryPauseRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: injuryPauseKeys.all }),
      client.invalidateQueries({ queryKey: identityKey }),
      client.invalidateQueries({ queryKey: planKeys.all }),
    ]);
}

export const MODALITY_LABEL: Record<Modality, string> = {
  swimming: 'Swimming',
  cycling: 'Cycling',
  running: 'Running',
  strengthtraining: 'Strength training',
};
