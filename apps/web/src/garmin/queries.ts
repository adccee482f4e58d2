import { useQuery } from '@tanstack/react-query';
import { fetchBackfillStatus, fetchHasRequiredPermissions, fetchIsConnected, garminKeys } from './garmin-api';

export const useGarminConnected = () =>
  useQuery({ queryKey: garminKeys.connected, queryFn: fetchIsConnected });

export const useGarminPermissions = (enabled: boolean) =>
  useQuery({ queryKey: garminKeys.permissions, queryFn: fetchHasRequiredPermissions, enabled, retry: false });

/** Polls while the history import runs, so the bar moves without a reload. */
export const useGarminBackfill = (enabled: boolean) =>
  useQuery({
    queryKey: garminKeys.backfill,
    queryFn: fetchBackfillStatus,
    enabled,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 3000 : false),
  });
