import type { QueryKey } from '@tanstack/react-query';

/**
 * The queries kept on the device for an offline start (docs/decisions.md, "Offline: the last
 * sync, read-only, and a write queue"): the identity the guards decide on, today's status, the
 * week's plan (outlook), the profile (units) and what the check-in needs. Nothing else is
 * written to the device. Key prefixes, as TanStack matches them.
 */
export const OFFLINE_QUERY_PREFIXES: readonly QueryKey[] = [
  ['identity'],
  ['dashboard-status'],
  ['plan', 'outlook'],
  ['athlete'],
  ['check-in', 'options'],
  ['check-in', 'today'],
];

/** How long a kept query stays in memory unseen (and so on the device): two weeks. */
export const OFFLINE_GC_MS = 14 * 24 * 60 * 60 * 1000;

/** Whether `queryKey` starts with one of the kept prefixes; `['athlete', id, 'profile']` only of `['athlete']`. */
export function isOfflineQuery(queryKey: QueryKey): boolean {
  if (queryKey[0] === 'athlete') return queryKey[2] === 'profile';
  return OFFLINE_QUERY_PREFIXES.some((prefix) => prefix.every((part, index) => queryKey[index] === part));
}
