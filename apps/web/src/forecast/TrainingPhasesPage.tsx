import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../app/QueryState';
import type { PageProps } from '../app/route-types';
import { displayDate, todayIso } from '../athlete-data/dates';
import { fetchTrainingPlan } from './week-edit-api';
import { PHASE_COLOR, PHASE_INFO, PHASE_ORDER } from './phase-info';
import './forecast.css';

/** The phases of the season explained, with the athlete's own dates and the current one marked. */
export function TrainingPhasesPage({ route }: PageProps) {
  const plan = useQuery({ queryKey: ['plan', 'training-plan'], queryFn: fetchTrainingPlan });
  const today = todayIso();
  return (
    <section className="page training-phases" aria-labelledby="phases-title">
      <h1 id="phases-title">{route.title}</h1>
      <p className="muted">
        Your season runs through these phases toward your main race. Each has its own job; the coach plans
        every week to fit the phase it falls in.
      </p>
      <QueryState query={plan} loadingLabel="Loading your season">
        {(season) => (
          <ol className="phase-list" aria-label="Phases">
            {PHASE_ORDER.map((phase) => {
              const info = PHASE_INFO[phase];
              const mine = season.phases.filter((span) => span.phase === phase);
              const current = mine.some((span) => span.start <= today && today <= span.end);
              return (
                <li
                  key={phase}
                  className={`phase-card${current ? ' phase-card--current' : ''}`}
                  style={{ borderLeftColor: PHASE_COLOR[phase] }}
                  aria-current={current ? 'step' : undefined}
                  aria-label={info.name}
                >
                  <h2 className="phase-card__title">
                    {info.name}
                    {current ? <span className="tag tag--key">You are here</span> : null}
                  </h2>
                  <p>{info.purpose}</p>
                  <p className="muted">{info.feel}</p>
                  <p className="phase-card__dates">
                    {mine.length === 0
                      ? 'Not in your season'
                      : mine
                          .map((span) => `${displayDate(span.start)} – ${displayDate(span.end)}`)
                          .join(' · ')}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
      <Link className="button" to="/app/roadmap">
        See the roadmap
      </Link>
    </section>
  );
}
