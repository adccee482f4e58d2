import { formatDistance } from '@tricoach/core/units';
import { Link } from 'react-router';
import type { PageProps } from '../app/route-types';
import { displayDate } from '../athlete-data/dates';
import { formatSessionDuration, SPORT_LABEL, SPORT_ORDER, type Units } from '../workout/plan-format';
import { useUnits } from '../workout/use-plan';
import { SportTotalsTable } from '../workout/SportTotalsTable';
import { FitnessChart } from './FitnessChart';
import type { ActivityDashboard, FitnessView, HistoryRange, SportSplit } from './history-api';
import {
  explainForm,
  formatChange,
  FORM_BAND_LABEL,
  PREVIOUS_LABEL,
  signedOneDecimal,
  SPORT_COLOR,
} from './history-format';
import { QueryState } from '../app/QueryState';
import { NoWorkoutsYet } from './NoWorkoutsYet';
import { RangeTabs } from './RangeTabs';
import { useActivityDashboard, useFitness, useRangeParam, useSportSplit } from './use-history';
import { BackToHub } from '../athlete-hub/BackToHub';
import '../workout/plan.css';
import './analytics.css';

/** Statistics (spec 7 History, spec 9 tabs): totals, sport split, fitness/fatigue/form, links to the history pages. */
export function AnalyticsPage({ route }: PageProps) {
  const [range, setRange] = useRangeParam();
  const units = useUnits();
  const dashboard = useActivityDashboard(range);
  const split = useSportSplit(range);
  const fitness = useFitness(range);
  const hasWorkouts = (dashboard.data?.totals.workouts ?? 0) > 0;
  const hasFitness = fitness.data?.points.some((point) => point.fitness > 0.05) ?? false;
  const suffix = range === '1m' ? '' : `?range=${range}`;
  return (
    <section className="page analytics" aria-labelledby="analytics-title">
      <BackToHub />
      <h1 id="analytics-title">{route.title}</h1>
      <RangeTabs range={range} onChange={setRange} />
      <QueryState query={dashboard} loadingLabel="Loading your statistics" />
      {dashboard.data ? (
        hasWorkouts ? (
          <TotalsCard dashboard={dashboard.data} units={units} />
        ) : (
          <NoWorkoutsYet isFirstTime={dashboard.data.firstWorkoutDate === null} />
        )
      ) : null}
      {hasWorkouts && split.data ? <SportSplitCard split={split.data} /> : null}
      {fitness.data && (hasFitness || hasWorkouts) ? <FitnessCard fitness={fitness.data} /> : null}
      {dashboard.data?.firstWorkoutDate ? (
        <nav className="nav-list history-links" aria-label="History">
          <h2>History</h2>
          <ul>
            <HistoryLink to={`/app/history/duration${suffix}`} label="Training duration" />
            <HistoryLink to={`/app/history/distance${suffix}`} label="Training distance" />
            <HistoryLink to={`/app/history/workouts${suffix}`} label="Completed workouts" />
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

function HistoryLink({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link to={to} className="nav-list__item">
        <span>{label}</span>
        <span aria-hidden="true" className="nav-list__chevron">
          ›
        </span>
      </Link>
    </li>
  );
}

function Change({
  current,
  previous,
  range,
}: {
  current: number;
  previous: number | undefined;
  range: HistoryRange;
}) {
  if (previous === undefined || range === 'all') return null;
  const change = formatChange(current, previous);
  if (change === null) return null;
  const direction = change.startsWith('+') ? 'up' : change.startsWith('−') ? 'down' : 'flat';
  return (
    <span className={`stat__change stat__change--${direction}`}>
      {change} <span className="muted">vs {PREVIOUS_LABEL[range]}</span>
    </span>
  );
}

function TotalsCard({ dashboard, units }: { dashboard: ActivityDashboard; units: Units }) {
  const { totals, previous, range } = dashboard;
  const stats = [
    {
      label: 'Time',
      value: formatSessionDuration(totals.duration),
      current: totals.duration,
      before: previous?.totals.duration,
    },
    {
      label: 'Distance',
      value: formatDistance(totals.distance, units.system),
      current: totals.distance,
      before: previous?.totals.distance,
    },
    {
      label: 'Workouts',
      value: String(totals.workouts),
      current: totals.workouts,
      before: previous?.totals.workouts,
    },
    {
      label: 'Training load',
      value: String(totals.stress),
      current: totals.stress,
      before: previous?.totals.stress,
    },
  ];
  const sports = SPORT_ORDER.filter((sport) => dashboard.bySport[sport].workouts > 0);
  return (
    <section className="history-card" aria-label="Totals">
      <h2 className="history-card__title">
        Totals{' '}
        <span className="muted">
          {displayDate(dashboard.from)} – {displayDate(dashboard.to)}
        </span>
      </h2>
      <dl className="stat-grid">
        {stats.map((stat) => (
          <div className="stat" key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>
              <span className="stat__value">{stat.value}</span>
              <Change current={stat.current} previous={stat.before} range={range} />
            </dd>
          </div>
        ))}
      </dl>
      <SportTotalsTable
        label="Totals per sport"
        countHeading="Workouts"
        rows={sports.map((sport) => {
          const total = dashboard.bySport[sport];
          return { sport, count: total.workouts, duration: total.duration, distance: total.distance };
        })}
        units={units}
      />
    </section>
  );
}

function SportSplitCard({ split }: { split: SportSplit }) {
  const sports = split.sports.filter((entry) => entry.durationShare > 0);
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  return (
    <section className="history-card" aria-label="Sport split">
      <h2 className="history-card__title">Time per sport</h2>
      <div className="split-bar" aria-hidden="true">
        {sports.map((entry) => (
          <span
            key={entry.sport}
            style={{ flexGrow: entry.durationShare, background: SPORT_COLOR[entry.sport] }}
          />
        ))}
      </div>
      <ul className="split-list">
        {sports.map((entry) => (
          <li
            key={entry.sport}
            aria-label={`${SPORT_LABEL[entry.sport]} ${percent(entry.durationShare)} of time`}
          >
            <span className="split-list__dot" style={{ background: SPORT_COLOR[entry.sport] }} />
            <span>{SPORT_LABEL[entry.sport]}</span>
            <span className="split-list__share">{percent(entry.durationShare)}</span>
            <span className="muted">{formatSessionDuration(entry.duration)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FitnessCard({ fitness }: { fitness: FitnessView }) {
  const current = fitness.current;
  return (
    <section className="history-card" aria-label="Fitness, fatigue and form">
      <h2 className="history-card__title">Fitness, fatigue and form</h2>
      {current ? (
        <dl className="stat-grid stat-grid--three">
          <div className="stat">
            <dt>Fitness</dt>
            <dd className="stat__value stat__value--fitness">{current.fitness.toFixed(1)}</dd>
          </div>
          <div className="stat">
            <dt>Fatigue</dt>
            <dd className="stat__value stat__value--fatigue">{current.fatigue.toFixed(1)}</dd>
          </div>
          <div className="stat">
            <dt>Form</dt>
            <dd>
              <span className="stat__value stat__value--form">{signedOneDecimal(current.form)}</span>
              <span className={`form-band form-band--${current.formBand}`}>
                {FORM_BAND_LABEL[current.formBand]}
              </span>
            </dd>
          </div>
        </dl>
      ) : null}
      <FitnessChart points={fitness.points} />
      {current ? <p className="fitness-explained">{explainForm(current)}</p> : null}
      {fitness.estimate !== null ? (
        <p className="muted fitness-note">
          Until eight months of your workouts are recorded, fitness starts from the training you told us about
          ({Math.round(fitness.estimate)}), as your plan and its roadmap do.
        </p>
      ) : null}
      <p className="muted fitness-note">
        Fitness is your 6-week training load, fatigue your last week’s; form is fitness minus fatigue as you
        started the day (today’s workouts count from tomorrow).
      </p>
    </section>
  );
}
