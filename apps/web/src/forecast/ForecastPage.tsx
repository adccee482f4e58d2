import type { IsoDate } from '@tricoach/core';
import { addDays, isIsoDate, startOfWeek } from '@tricoach/core/dates';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../app/QueryState';
import type { PageProps } from '../app/route-types';
import { displayDate } from '../athlete-data/dates';
import type { Outlook } from '../workout/plan-api';
import {
  formatSessionDuration,
  SPORT_ORDER,
  sessionDistance,
  type Units,
  weekdayName,
} from '../workout/plan-format';
import { doneCount } from '../workout/SessionCard';
import { thisMonday, useOutlook, useUnits } from '../workout/use-plan';
import { DaySessions } from '../workout/DaySessions';
import { SportTotalsTable } from '../workout/SportTotalsTable';
import '../workout/plan.css';
import './forecast.css';

/** The week shown: `?from=` (any day, snapped to its Monday) or this week. */
function useWeekStart(): [IsoDate, (from: IsoDate) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('from');
  const from = raw && isIsoDate(raw) ? startOfWeek(raw) : thisMonday();
  return [from, (next) => setParams(next === thisMonday() ? {} : { from: next }, { replace: true })];
}

/** The forecast tab: the week ahead, Monday first, with totals per sport and for the week. */
export function ForecastPage({ route }: PageProps) {
  const [from, setFrom] = useWeekStart();
  const units = useUnits();
  const outlook = useOutlook(from);
  const to = addDays(from, 6);
  return (
    <section className="page forecast" aria-labelledby="forecast-title">
      <h1 id="forecast-title">{route.title}</h1>
      <nav className="forecast-actions" aria-label="Forecast tools">
        <Link className="button button--small" to="/app/forecast/training-phases">
          Training phases
        </Link>
        <Link className="button button--small" to="/app/forecast/edit">
          Edit next week
        </Link>
        <Link className="button button--small" to="/app/forecast/recalculate">
          Recalculate
        </Link>
        <Link className="button button--small" to="/app/settings/calendar-subscription">
          Add to calendar
        </Link>
      </nav>
      <nav className="week-nav" aria-label="Week">
        <button
          type="button"
          className="button button--small"
          aria-label="Previous week"
          onClick={() => setFrom(addDays(from, -7))}
        >
          ‹ Prev
        </button>
        <span className="week-nav__range">
          {displayDate(from)} – {displayDate(to)}
        </span>
        <button
          type="button"
          className="button button--small"
          aria-label="Next week"
          onClick={() => setFrom(addDays(from, 7))}
        >
          Next ›
        </button>
      </nav>
      <QueryState query={outlook} loadingLabel="Loading the week">
        {(week) => <WeekForecast outlook={week} units={units} />}
      </QueryState>
    </section>
  );
}

function WeekForecast({ outlook, units }: { outlook: Outlook; units: Units }) {
  const sports = SPORT_ORDER.filter((sport) => (outlook.totals.bySport[sport]?.sessions ?? 0) > 0);
  const weekDistance = sessionDistance(outlook.totals.distance, 'run', units);
  const week = doneCount(outlook.days.flatMap((day) => day.sessions));
  const reason = outlook.week?.reason;
  return (
    <>
      <section className="week-totals" aria-label="Week totals">
        <h2>Week total</h2>
        {reason ? (
          <p className="week-totals__reason" aria-label="Why this week">
            {reason}
          </p>
        ) : null}
        <p className="week-totals__sum">
          <span>{formatSessionDuration(outlook.totals.duration)}</span>
          {weekDistance ? <span className="muted"> · {weekDistance}</span> : null}
        </p>
        {week.done > 0 ? (
          <p className="week-totals__done">
            <span aria-hidden="true">✓ </span>
            {week.done} of {week.total} workouts done
          </p>
        ) : null}
        {sports.length > 0 ? (
          <SportTotalsTable
            countHeading="Sessions"
            rows={sports.flatMap((sport) => {
              const total = outlook.totals.bySport[sport];
              return total
                ? [{ sport, count: total.sessions, duration: total.duration, distance: total.distance }]
                : [];
            })}
            units={units}
          />
        ) : (
          <p className="muted">
            {outlook.days.some((day) => day.sessions.length > 0)
              ? 'Every workout of this week is skipped.'
              : 'No workouts planned this week.'}
          </p>
        )}
      </section>
      <ol className="forecast-days" aria-label="Days">
        {outlook.days.map((day) => {
          const { done, total } = doneCount(day.sessions);
          const allDone = total > 0 && done === total;
          return (
            <li
              key={day.date}
              className="forecast-day"
              aria-label={`${weekdayName(day.date)} ${displayDate(day.date)}${allDone ? ', done' : ''}`}
            >
              <h3 className="forecast-day__head">
                <span>
                  {weekdayName(day.date)} <span className="muted">{displayDate(day.date)}</span>
                </span>
                <span>
                  {allDone ? <span className="forecast-day__done">✓ Done · </span> : null}
                  {day.duration > 0 ? (
                    <span className="muted">{formatSessionDuration(day.duration)}</span>
                  ) : null}
                </span>
              </h3>
              <DaySessions sessions={day.sessions} unplanned={day.unplanned} units={units} />
            </li>
          );
        })}
      </ol>
    </>
  );
}
