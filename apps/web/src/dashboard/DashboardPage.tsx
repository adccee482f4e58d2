import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { fetchDashboardStatus, retryPlanGeneration } from '../athlete-data/api';
import { displayDate, todayIso } from '../athlete-data/dates';
import { failureOf } from '../athlete-data/mutations';
import { QueryState } from '../app/QueryState';
import { useSession } from '../app/use-session';
import { useBrowserOnline, useOfflineState } from '../offline/offline-state';
import type { PageProps } from '../app/route-types';
import { START_READ_FRESH_MS } from '../app/screen-route';
import { dashboardStatusKey, WITHOUT_PLAN } from './dashboard-reads';
import { TodayPlan } from './TodayPlan';
import { TrialNotice } from './TrialNotice';
import './dashboard.css';

/**
 * While the plan is being built each status call waits on the server until it is built (10 s at
 * most, `waitForPlan`), so these are the pauses between such calls: short at first, longer once
 * a build takes unusually long (and against a server that answers at once, a poll of this pace).
 */
const PLAN_POLL_FAST_MS = 250;
const PLAN_POLL_SLOW_MS = 2000;
const PLAN_POLL_FAST_FOR_MS = 10_000;

/** How soon to ask again while the plan is being built: 250 ms for its first 10 s, then 2 s. */
export function planPollInterval(generatingForMs: number): number {
  return generatingForMs < PLAN_POLL_FAST_FOR_MS ? PLAN_POLL_FAST_MS : PLAN_POLL_SLOW_MS;
}

const LIGHT_LABEL = { green: 'Green', yellow: 'Yellow', red: 'Red' } as const;

/**
 * Today on the plan tab (spec 4 statuses): the waiting state while the plan is generated, the
 * error with a retry, today's status, then today's sessions and the week at a glance.
 */
export function DashboardPage({ route }: PageProps) {
  const client = useQueryClient();
  // The status is read again before the retry counts as done.
  const retry = useMutation({
    mutationFn: () => retryPlanGeneration(),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardStatusKey }),
    onError: (caught) => failureOf(caught),
  });
  // Since when this page has seen the plan being built (performance.now: a duration, not a date).
  const generatingSince = useRef<number | null>(null);
  const status = useQuery({
    queryKey: dashboardStatusKey,
    // Asked again while the plan is being built: the answer comes once it is built (issue 17).
    queryFn: () =>
      fetchDashboardStatus({
        waitForPlan:
          client.getQueryData<{ status?: string }>(dashboardStatusKey)?.status === 'plangeneration',
      }),
    // Read at the app's start beside the identity (dashboard-reads.ts): not read again at once.
    staleTime: START_READ_FRESH_MS,
    refetchInterval: (query) => {
      if (query.state.data?.status !== 'plangeneration') {
        generatingSince.current = null;
        return false;
      }
      generatingSince.current ??= performance.now();
      return planPollInterval(performance.now() - generatingSince.current);
    },
  });

  const data = status.data;
  // Offline, the status is the last sync's, maybe of an earlier day; the week's plan is read for today.
  const browserOnline = useBrowserOnline();
  // Hooks run on every render: `!online || useSession()` skipped one when the network went away (a crash).
  const session = useSession();
  const offline = !browserOnline || session.status === 'offline';
  const today = offline ? todayIso() : (data?.today ?? todayIso());
  const keptCheckIn = useOfflineState().pending.some(
    (write) => write.kind === 'check-in' && write.date === todayIso(),
  );
  return (
    <section className="page dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{route.title}</h1>
      <TrialNotice />
      <QueryState query={status} loadingLabel="Loading today" />
      {data?.status === 'plangeneration' ? (
        <div className="status-card status-card--waiting" role="status" aria-label="Plan generation">
          <span className="spinner" aria-hidden="true" />
          <h2>Your plan is being built</h2>
          <p className="muted">{data.message}</p>
        </div>
      ) : null}
      {data?.status === 'error' ? (
        <div className="status-card status-card--error" role="alert" aria-label="Plan generation failed">
          <h2>Your plan could not be built</h2>
          <p>{data.message}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={retry.isPending}
            onClick={() => retry.mutate()}
          >
            Retry
          </button>
        </div>
      ) : null}
      {data && data.status !== 'plangeneration' && data.status !== 'error' ? (
        <div className="status-card" role="status" aria-label="Today">
          <p className="muted">
            {data.today && data.today !== today
              ? `From your last sync, ${displayDate(data.today)}`
              : `Today${data.today ? `, ${displayDate(data.today)}` : ''}`}
          </p>
          <div className="today">
            {data.trafficLight ? (
              <span
                className={`traffic-light traffic-light--${data.trafficLight}`}
                role="img"
                aria-label={`Traffic light: ${LIGHT_LABEL[data.trafficLight]}`}
              />
            ) : null}
            <div>
              <h2 className="today__status" data-status={data.status}>
                {STATUS_TITLES[data.status] ?? data.status}
              </h2>
              <p>{data.message}</p>
            </div>
          </div>
          {keptCheckIn ? (
            <p className="muted checkin-cta" role="note">
              Your check-in is saved on this device and sent when you are back online.
            </p>
          ) : null}
          {isCheckInDue(data) && !keptCheckIn ? (
            <div className="checkin-cta">
              <p className="muted">How ready are you? Check in and today’s session adapts.</p>
              <Link to="/checkin" className="button button--primary">
                Check in
              </Link>
            </div>
          ) : null}
          {data.status === 'userneedsgoal' ? (
            <Link to="/app/settings/race-goal" className="button button--primary">
              Add a race goal
            </Link>
          ) : null}
          {data.status === 'subscribe' ? (
            <Link to="/app/paywall" className="button button--primary">
              See subscriptions
            </Link>
          ) : null}
          {hasReadiness(data.status) ? (
            <Link to="/checkin/result" className="button button--link">
              See why and today’s session
            </Link>
          ) : null}
        </div>
      ) : null}
      {data && !WITHOUT_PLAN.has(data.status) ? <TodayPlan today={today} /> : null}
    </section>
  );
}

/** A training day without today's check-in (dashboard-status `checkInDue`, docs/api.md). */
const isCheckInDue = (data: object) => (data as { checkInDue?: boolean }).checkInDue === true;
const hasReadiness = (status: string) => status === 'takecare' || status === 'skip' || status === 'rest';

const STATUS_TITLES: Record<string, string> = {
  proceed: 'Train as planned',
  takecare: 'Take care today',
  skip: 'Skip today’s workout',
  rest: 'Rest day',
  noworkouts: 'No workouts today',
  userneedsgoal: 'Add a race goal',
  subscribe: 'Subscribe to see workouts',
};
