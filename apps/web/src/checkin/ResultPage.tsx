import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../app/QueryState';
import type { PageProps } from '../app/route-types';
import { todayIso } from '../athlete-data/dates';
import { failureOf } from '../athlete-data/mutations';
import { useOfflineState } from '../offline/offline-state';
import { formatSessionDuration } from '../workout/plan-format';
import { checkInKeys, fetchReadiness, type ReadinessView } from './checkin-api';
import { CheckInSteps, STATUS_TITLE, TrafficLightDot } from './checkin-shared';
import { useChooseOriginal } from './mutations';

const CHANGE_LABEL: Record<ReadinessView['sessions'][number]['action'], string> = {
  unchanged: 'As planned',
  capped: 'Intensity capped',
  eased: 'Eased',
  replaced: 'Replaced by recovery',
  removed: 'Removed for rest',
};

/** /checkin/result: traffic light, today's status, each session as changed, and the way back to the original. */
export function ResultPage({ route }: PageProps) {
  const readiness = useQuery({ queryKey: checkInKeys.readiness, queryFn: fetchReadiness });
  const choice = useChooseOriginal();
  const choose = (keepOriginal: boolean) =>
    choice.mutate(keepOriginal, { onError: (caught) => failureOf(caught) });

  const keptCheckIn = useOfflineState().pending.some(
    (write) => write.kind === 'check-in' && write.date === todayIso(),
  );
  // Today's check-in waits on this device: the traffic light is the server's, once it is sent.
  if (keptCheckIn) return <KeptCheckIn title={route.title} />;

  const data = readiness.data;
  const changed = data?.sessions.some((session) => session.action !== 'unchanged') ?? false;
  return (
    <section className="page page--narrow checkin" aria-labelledby="result-title">
      <CheckInSteps current={4} />
      <h1 id="result-title">{route.title}</h1>
      <QueryState query={readiness} loadingLabel="Loading today’s readiness" />
      {data && !data.checkedIn ? (
        <div className="status-card">
          <p>{data.message}</p>
          <Link to="/checkin" className="button button--primary">
            Check in
          </Link>
        </div>
      ) : null}
      {data?.checkedIn && data.status && data.trafficLight ? (
        <>
          <div className="status-card" role="status" aria-label="Readiness">
            <div className="today">
              <TrafficLightDot light={data.trafficLight} large />
              <div>
                <h2 className="today__status" data-status={data.status}>
                  {STATUS_TITLE[data.status]}
                </h2>
                <p>{data.message}</p>
              </div>
            </div>
          </div>
          <section aria-labelledby="result-sessions-title" className="checkin">
            <h2 id="result-sessions-title">Today’s workouts</h2>
            {data.sessions.length === 0 ? <p className="muted">Nothing planned today.</p> : null}
            {data.sessions.map((session) => (
              <article key={session.id} className="readiness-session" aria-label={session.title}>
                <span className="readiness-session__title">{session.title}</span>
                <span className="readiness-session__change">
                  <span className="tag tag--muted">
                    {data.keepOriginal && session.action !== 'unchanged'
                      ? 'Original kept'
                      : CHANGE_LABEL[session.action]}
                  </span>
                  {session.action !== 'unchanged' && !data.keepOriginal ? (
                    <>
                      <span className="readiness-session__was">
                        {formatSessionDuration(session.original.duration)}
                      </span>
                      <span>
                        {session.adjusted ? formatSessionDuration(session.adjusted.duration) : 'Rest'}
                      </span>
                    </>
                  ) : (
                    <span>{formatSessionDuration(session.original.duration)}</span>
                  )}
                </span>
                <span className="muted">
                  {data.keepOriginal && session.action !== 'unchanged'
                    ? 'You chose the session as planned.'
                    : session.message}
                </span>
              </article>
            ))}
          </section>
          <CheckInDoneActions>
            {changed ? (
              <button
                type="button"
                className="button"
                disabled={choice.isPending}
                onClick={() => choose(!data.keepOriginal)}
              >
                {data.keepOriginal ? 'Use the adjusted session' : 'Keep the original session'}
              </button>
            ) : null}
          </CheckInDoneActions>
        </>
      ) : null}
    </section>
  );
}

function KeptCheckIn({ title }: { title: string }) {
  return (
    <section className="page page--narrow checkin" aria-labelledby="result-title">
      <CheckInSteps current={4} />
      <h1 id="result-title">{title}</h1>
      <div className="status-card" role="status" aria-label="Check-in saved on this device">
        <h2>Check-in saved on this device</h2>
        <p>
          You are offline. Your answers are sent when you are back online, and your traffic light and today’s
          session follow then.
        </p>
      </div>
      <CheckInDoneActions />
    </section>
  );
}

/** The ways on from a saved check-in: today's plan, what the page adds between, or back to the answers. */
function CheckInDoneActions({ children }: { children?: ReactNode }) {
  return (
    <div className="checkin-actions">
      <Link to="/app/dashboard" className="button button--primary">
        Go to today’s plan
      </Link>
      {children}
      <Link to="/checkin/questionaire" className="button button--ghost">
        Edit answers
      </Link>
    </div>
  );
}
