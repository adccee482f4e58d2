import type { ReactNode } from 'react';
import { Loading } from './Loading';

/** What QueryState reads of a TanStack query (useQuery, useInfiniteQuery). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
  /** `paused`: waiting for the network (TanStack's onlineManager). */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
}

export const NOT_KEPT_OFFLINE =
  'You are offline, and this was not in your last sync. It loads when you are back online.';

/**
 * A query's loading and load error, shown the same way on every page: Loading until the
 * first answer, the error with Retry when it fails, and `children` with the data once it is
 * there (still shown under the error when a later refetch fails). Without children it shows
 * only the state, for pages that read the data in several places.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel?: string;
  children?: (data: T) => ReactNode;
}) {
  // Offline with nothing from the last sync: say so rather than spin until the network is back.
  if (query.isPending && query.fetchStatus === 'paused')
    return (
      <div className="status-card" role="status">
        <p className="muted">{NOT_KEPT_OFFLINE}</p>
      </div>
    );
  if (query.isPending) return <Loading label={loadingLabel} />;
  return (
    <>
      {query.isError ? (
        <div className="status-card" role="alert">
          <p>{query.error?.message}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Retry
          </button>
        </div>
      ) : null}
      {children && query.data !== undefined ? children(query.data) : null}
    </>
  );
}
