import { Fragment } from 'react';
import type { PageProps } from '../app/route-types';
import { formatSessionDuration, formatSportDistance, SPORT_LABEL } from './plan-format';
import { SessionLoader } from './SessionLoader';
import { SessionActions, SessionHeader } from './StrengthWorkoutPage';
import { SportIcon } from './SportIcon';
import { StepList } from './StepList';
import { useUnits } from './use-plan';
import './plan.css';
import './workout-kinds.css';

/** A brick or multisport session: each leg with its targets, and the transitions between them. */
export function MultisportWorkoutPage({ route }: PageProps) {
  const units = useUnits();
  return (
    <SessionLoader kind="multisport" title={route.title}>
      {(session) => {
        const legs = session.legs ?? [];
        return (
          <section className="page workout-kind" aria-labelledby="workout-title">
            <SessionHeader session={session} />
            {legs.length === 0 ? <p className="muted">This session has no legs listed.</p> : null}
            <ol className="leg-list" aria-label="Legs">
              {legs.map((leg, index) => {
                const previous = legs[index - 1];
                return (
                  <Fragment key={index}>
                    {previous ? (
                      <li className="transition" aria-label={`Transition ${index}`}>
                        <strong>T{index}</strong> · {SPORT_LABEL[previous.sport]} → {SPORT_LABEL[leg.sport]}:{' '}
                        {leg.sport === 'run'
                          ? 'rack the bike, shoes on and run straight off — the first minutes feel heavy, settle into your target.'
                          : 'change quickly and start easy; practise the change as you will race it.'}
                      </li>
                    ) : null}
                    <li className="leg-card" aria-label={`Leg ${index + 1}: ${SPORT_LABEL[leg.sport]}`}>
                      <h2 className="leg-card__head">
                        <SportIcon sport={leg.sport} label />
                        <span className="muted">
                          {[
                            formatSessionDuration(leg.duration),
                            leg.distance ? formatSportDistance(leg.distance, leg.sport, units) : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </h2>
                      <StepList steps={leg.steps} sport={leg.sport} units={units} />
                    </li>
                  </Fragment>
                );
              })}
            </ol>
            <SessionActions session={session} />
          </section>
        );
      }}
    </SessionLoader>
  );
}
