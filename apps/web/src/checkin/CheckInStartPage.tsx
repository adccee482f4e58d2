import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../app/QueryState';
import type { PageProps } from '../app/route-types';
import { displayDate } from '../athlete-data/dates';
import { checkInKeys, fetchTodayCheckIn } from './checkin-api';
import { STATUS_TITLE, TrafficLightDot } from './checkin-shared';

/** /checkin: start today's check-in, or see and edit the one already made. */
export function CheckInStartPage({ route }: PageProps) {
  const today = useQuery({ queryKey: checkInKeys.today, queryFn: fetchTodayCheckIn });
  const checkIn = today.data?.checkIn;
  return (
    <section className="page page--narrow checkin" aria-labelledby="checkin-title">
      <h1 id="checkin-title">{route.title}</h1>
      <QueryState query={today} loadingLabel="Loading today’s check-in" />
      {today.data && !checkIn ? (
        <>
          <p>
            Two minutes every morning: measure your HRV and resting heart rate, tell your coach how you feel,
            and today’s session adapts to you.
          </p>
          <ol className="check-list">
            <li>Measure with your phone camera, a chest strap or a ring</li>
            <li>Fatigue, stress, sleep and mood</li>
            <li>Muscle soreness</li>
            <li>Your traffic light and today’s session</li>
          </ol>
          <Link to="/checkin/device" className="button button--primary button--block">
            Start check-in
          </Link>
        </>
      ) : null}
      {checkIn ? (
        <>
          <div className="status-card" role="status">
            <p className="muted">Checked in {displayDate(checkIn.date)}</p>
            {checkIn.readiness ? (
              <div className="today">
                <TrafficLightDot light={checkIn.readiness.trafficLight} />
                <div>
                  <h2>{STATUS_TITLE[checkIn.readiness.status]}</h2>
                  <p>{checkIn.readiness.message}</p>
                </div>
              </div>
            ) : null}
          </div>
          <div className="checkin-actions">
            <Link to="/checkin/result" className="button button--primary">
              See today’s result
            </Link>
            <Link to="/checkin/questionaire" className="button">
              Edit answers
            </Link>
            <Link to="/checkin/device" className="button">
              Measure again
            </Link>
          </div>
        </>
      ) : null}
    </section>
  );
}
