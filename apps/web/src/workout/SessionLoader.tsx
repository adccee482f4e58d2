import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';
import { Loading } from '../app/Loading';
import { fetchPlannedSession, planKeys, type PlannedSessionDetail } from './plan-api';
import { NOT_IN_PLAN, WorkoutLoadError } from './WorkoutLoadError';

/** The id of `/app/workout/<kind>/:id`. */
function useSessionId(kind: SessionPageKind): string {
  const { pathname } = useLocation();
  const match = matchPath({ path: `/app/workout/${kind}/:id`, end: true }, pathname);
  return match?.params.id ? decodeURIComponent(match.params.id) : '';
}

type SessionPageKind = 'planned' | 'strength' | 'multisport';

/** Loads the planned session of the path and renders it, or says why it cannot. */
export function SessionLoader({
  kind,
  title,
  className,
  children,
}: {
  kind: SessionPageKind;
  title: string;
  /** The error page's class, as the page's own. */
  className?: string;
  children: (session: PlannedSessionDetail) => ReactNode;
}) {
  const id = useSessionId(kind);
  const session = useQuery({
    queryKey: planKeys.session(id),
    queryFn: () => fetchPlannedSession(id),
    enabled: id !== '',
  });
  if (session.isPending) return <Loading label="Loading workout" />;
  if (session.isError) {
    return (
      <WorkoutLoadError
        className={className}
        error={session.error}
        title={title}
        notFoundText={NOT_IN_PLAN}
        onRetry={() => void session.refetch()}
      />
    );
  }
  return <>{children(session.data)}</>;
}
