import type { ReactNode } from 'react';
import { Loading } from '../app/Loading';
import { useProfile } from '../athlete-data/queries';

/** Every settings page starts from the stored profile, so it renders once that is loaded. */
export function SettingsPage({ page }: { page: ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <Loading label="Loading your settings" />;
  return <>{page}</>;
}
