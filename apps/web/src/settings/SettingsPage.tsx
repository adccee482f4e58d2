import type { ReactNode } from 'react';
import { QueryState } from '../app/QueryState';
import { useProfile } from '../athlete-data/queries';

/**
 * Every settings page starts from the stored profile, so it renders once that is loaded;
 * a profile that fails to load shows the error with Retry instead of a page without it.
 *
 * @public Loaded by name from a dynamic import in routes.tsx (knip cannot follow it).
 */
export function SettingsPage({ page }: { page: ReactNode }) {
  const profile = useProfile();
  return (
    <QueryState query={profile} loadingLabel="Loading your settings">
      {() => page}
    </QueryState>
  );
}
