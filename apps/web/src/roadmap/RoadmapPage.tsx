import { useQuery } from '@tanstack/react-query';
import type { IsoDate } from '@tricoach/core';
import { addDays } from '@tricoach/core/dates';
import { fastDayNumber } from '@tricoach/core/load';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../app/QueryState';
import type { PageProps } from '../app/route-types';
import { displayDate } from '../athlete-data/dates';
import { PHASE_COLOR, PHASE_INFO } from '../forecast/phase-info';
import { fetchRoadmap, fetchRoadmapByGoal, roadmapKeys, type Roadmap } from './roadmap-api';
import { WeeklyHoursChart } from './WeeklyHoursChart';
import { PlannedFitnessChart } from './PlannedFitnessChart';
import './roadmap.css';

const PRIORITY_LABEL = { A: 'A race', B: 'B race', C: 'C race' } as const;

/** The roadmap tab: the season's phases and races on a timeline, today marked; or the road to one goal. */
export function RoadmapPage({ route }: PageProps) {
  const season = useQuery({ queryKey: roadmapKeys.season, queryFn: fetchRoadmap });
  const [goalId, setGoalId] = useState('');
  const byGoal = useQuery({
    queryKey: roadmapKeys.goal(goalId),
    queryFn: () => fetchRoadmapByGoal(goalId),
    enabled: goalId !== '',
  });
  const shown = goalId === '' ? season : byGoal;
  const upcoming = (season.data?.races ?? []).filter((race) => !race.isPast);
  return (
    <section className="page roadmap" aria-labelledby="roadmap-title">
      <h1 id="roadmap-title">{route.title}</h1>
      {upcoming.length > 0 ? (
        <label className="field roadmap__goal">
          <span>Show</span>
          <select value={goalId} onChange={(event) => setGoalId(event.target.value)}>
            <option value="">Whole season</option>
            {upcoming.map((race) => (
              <option key={race.id} value={race.id}>
                Road to {race.name} ({race.priority})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <QueryState query={shown} loadingLabel="Loading your roadmap">
        {(roadmap) => <RoadmapView roadmap={roadmap} />}
      </QueryState>
    </section>
  );
}

function RoadmapView({ roadmap }: { roadmap: Roadmap }) {
  if (roadmap.phases.length === 0) {
    return (
      <div className="status-card">
        <p>Your roadmap appears once your plan is ready. Add a race goal to see the road to it.</p>
        <Link className="button" to="/app/settings/race-goal">
          Race goals
        </Link>
      </div>
    );
  }
  const start = fastDayNumber(roadmap.from);
  const span = Math.max(1, fastDayNumber(roadmap.to) - start + 1);
  const at = (date: IsoDate) =>
    `${Math.min(100, Math.max(0, ((fastDayNumber(date) - start) / span) * 100))}%`;
  const width = (from: IsoDate, to: IsoDate) =>
    `${((fastDayNumber(to) - fastDayNumber(from) + 1) / span) * 100}%`;
  const current = roadmap.currentPhase ? PHASE_INFO[roadmap.currentPhase] : null;
  return (
    <>
      <p className="roadmap__now">
        Today {displayDate(roadmap.today)}
        {current ? (
          <>
            {' '}
            · <strong>{current.name}</strong> phase
          </>
        ) : null}
      </p>
      <div className="timeline" aria-label="Season timeline">
        <div className="timeline__races" aria-hidden="true">
          {roadmap.races.map((race) => (
            <span
              key={race.id}
              className={`race-pin race-pin--${race.priority}`}
              style={{ left: at(race.date) }}
              title={race.name}
            >
              {race.priority}
            </span>
          ))}
        </div>
        <div className="timeline__band">
          {roadmap.phases.map((phase) => (
            <span
              key={`${phase.phase}-${phase.start}`}
              className={`timeline__phase${phase.isCurrent ? ' timeline__phase--current' : ''}`}
              style={{
                left: at(phase.start),
                width: width(phase.start, phase.end),
                background: PHASE_COLOR[phase.phase],
              }}
              title={`${PHASE_INFO[phase.phase].name} ${displayDate(phase.start)} – ${displayDate(phase.end)}`}
            />
          ))}
          {roadmap.today >= roadmap.from && roadmap.today <= roadmap.to ? (
            <span
              className="timeline__today"
              style={{ left: at(roadmap.today) }}
              role="img"
              aria-label="Today"
            />
          ) : null}
        </div>
        <div className="timeline__ends muted">
          <span>{displayDate(roadmap.from)}</span>
          <span>{displayDate(roadmap.to)}</span>
        </div>
      </div>

      <h2>Races</h2>
      {roadmap.races.length === 0 ? <p className="muted">No races in this part of the season.</p> : null}
      <ul className="race-list" aria-label="Races">
        {roadmap.races.map((race) => (
          <li
            key={race.id}
            className={`race-row${race.isPast ? ' race-row--past' : ''}`}
            aria-label={`${race.name}, ${PRIORITY_LABEL[race.priority]}`}
          >
            <span className={`race-badge race-badge--${race.priority}`}>{race.priority}</span>
            <span className="race-row__name">{race.name}</span>
            <span className="muted">{displayDate(race.date)}</span>
          </li>
        ))}
      </ul>

      <h2>Weekly hours</h2>
      <WeeklyHoursChart weeks={roadmap.weeks} />

      <PlannedFitness
        points={roadmap.fitness ?? []}
        today={roadmap.today}
        raceDay={roadmap.races.find((race) => race.priority === 'A' && !race.isPast)?.date}
      />

      <h2>Phases</h2>
      <ol className="roadmap-phases" aria-label="Phases">
        {roadmap.phases.map((phase) => (
          <li
            key={`${phase.phase}-${phase.start}`}
            className={`roadmap-phase${phase.isCurrent ? ' roadmap-phase--current' : ''}`}
            style={{ borderLeftColor: PHASE_COLOR[phase.phase] }}
            aria-current={phase.isCurrent ? 'step' : undefined}
          >
            <span className="roadmap-phase__name">{PHASE_INFO[phase.phase].name}</span>
            <span className="muted">
              {displayDate(phase.start)} – {displayDate(phase.end)}
            </span>
            {phase.isCurrent ? <span className="tag tag--key">Now</span> : null}
          </li>
        ))}
      </ol>
      <Link className="button" to="/app/forecast/training-phases">
        What the phases are for
      </Link>
    </>
  );
}

/** Actual fitness to today and what the plan builds to race day (or the roadmap's end), with the numbers at both ends. */
function PlannedFitness({
  points,
  today,
  raceDay,
}: {
  points: NonNullable<Roadmap['fitness']>;
  today: string;
  raceDay: string | undefined;
}) {
  const now = points.find((point) => point.date === today);
  const end = points.find((point) => point.date === raceDay) ?? points.at(-1);
  if (!now || !end || !end.planned) return null;
  // Too little recorded history: the plan starts from the training the athlete told us about.
  const planStart = points.find((point) => point.planned && point.date === addDays(today, 1));
  const assumed = planStart && planStart.fitness - now.fitness > 5 ? Math.round(planStart.fitness) : null;
  // The taper trades fitness for form: the build's top comes before race day, and a coach shows both.
  const peak = points.reduce<(typeof points)[number] | undefined>(
    (best, point) =>
      point.planned && point.date < end.date && (!best || point.fitness > best.fitness) ? point : best,
    undefined,
  );
  const showPeak = peak !== undefined && Math.round(peak.fitness) > Math.round(end.fitness);
  return (
    <section aria-labelledby="planned-fitness-title">
      <h2 id="planned-fitness-title">Planned fitness</h2>
      <p className="roadmap-fitness__sum">
        Fitness {assumed ?? Math.round(now.fitness)} today →{' '}
        {showPeak ? `${Math.round(peak.fitness)} at the peak on ${displayDate(peak.date)} → ` : ''}
        {Math.round(end.fitness)} planned on {displayDate(end.date)}, form {end.form > 0 ? '+' : ''}
        {Math.round(end.form)}
      </p>
      {assumed !== null ? (
        <p className="muted">
          Your recorded workouts show {Math.round(now.fitness)} so far: the plan starts from the training you
          told us about, and follows your workouts as they come in.
        </p>
      ) : null}
      <PlannedFitnessChart points={points} />
    </section>
  );
}
