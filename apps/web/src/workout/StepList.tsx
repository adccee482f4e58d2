import type { Sport, WorkoutBlock, WorkoutStep } from '@tricoach/core';
import { isSwimRest } from '@tricoach/core/workouts';
import {
  formatSessionDuration,
  formatSportDistance,
  formatTarget,
  INTENSITY_LABEL,
  STEP_LABEL,
  type Units,
} from './plan-format';

/**
 * A step leads with its distance when it has one (a swim set's 400 m, a race's 42.2 km), as swimmers
 * read sets and as the calendar feed writes them; otherwise with its duration.
 */
function stepText(step: WorkoutStep, sport: Sport, units: Units): string {
  const amount =
    step.distance !== undefined
      ? formatSportDistance(step.distance, sport, units)
      : step.duration !== undefined
        ? formatSessionDuration(step.duration)
        : undefined;
  // A rest at the wall is only its time: no pace, no effort.
  if (isSwimRest(step, sport)) return ['Rest', amount].filter(Boolean).join(' · ');
  const target = step.target ? formatTarget(step.target, units) : INTENSITY_LABEL[step.intensity];
  return [STEP_LABEL[step.kind], amount, target].filter(Boolean).join(' · ');
}

function Step({ step, sport, units }: { step: WorkoutStep; sport: Sport; units: Units }) {
  return (
    <li className={`step step--${step.kind}`}>
      <span>{stepText(step, sport, units)}</span>
      {step.note ? <span className="step__note muted">{step.note}</span> : null}
    </li>
  );
}

/** The structured steps as a readable list; a repeat reads "4 × [ … ]". */
export function StepList({ steps, sport, units }: { steps: WorkoutBlock[]; sport: Sport; units: Units }) {
  return (
    <ol className="steps" aria-label="Steps">
      {steps.map((block, index) =>
        block.kind === 'Repeat' ? (
          <li key={index} className="step step--repeat">
            <span className="step__repeat">{block.count} × [</span>
            <ol className="steps steps--nested" aria-label={`Repeat ${block.count} times`}>
              {block.steps.map((step, inner) => (
                <Step key={inner} step={step} sport={sport} units={units} />
              ))}
            </ol>
            <span className="step__repeat">]</span>
          </li>
        ) : (
          <Step key={index} step={block} sport={sport} units={units} />
        ),
      )}
    </ol>
  );
}
