import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../app/route-types';
import { failureOf } from '../athlete-data/mutations';
import type { SorenessRegion } from './checkin-api';
import { CheckInSteps, useCheckInQuestions } from './checkin-shared';
import { useRecordSoreness } from './mutations';
import { ScaleField } from './ScaleField';
import { SubmitButton } from '../app/form/fields';

const REGIONS: readonly SorenessRegion[] = ['armsShoulders', 'core', 'legs'];

/**
 * /checkin/muscle-fatigue: soreness of arms and shoulders, core and legs. Swipe-back is off
 * for this route (spec 2) and the screen offers no back button: the answers are saved forward.
 */
export function MuscleFatiguePage({ route }: PageProps) {
  const questions = useCheckInQuestions();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Partial<Record<SorenessRegion, string>> | null>(null);
  const [missing, setMissing] = useState<SorenessRegion[]>([]);
  const record = useRecordSoreness();

  if (!questions.ready) return questions.placeholder;
  const current = answers ?? questions.checkIn?.soreness ?? {};
  const { soreness } = questions.options;

  function submit(event: FormEvent) {
    event.preventDefault();
    const unanswered = REGIONS.filter((region) => !current[region]);
    setMissing(unanswered);
    if (unanswered.length > 0) return;
    record.mutate(
      {
        armsShoulders: current.armsShoulders ?? 'None',
        core: current.core ?? 'None',
        legs: current.legs ?? 'None',
      },
      {
        onSuccess: () => void navigate('/checkin/result', { replace: true }),
        onError: (caught) => failureOf(caught),
      },
    );
  }

  return (
    <form className="page page--narrow checkin" aria-labelledby="soreness-title" onSubmit={submit} noValidate>
      <CheckInSteps current={3} />
      <h1 id="soreness-title">{route.title}</h1>
      <p className="muted">{soreness.question}</p>
      {soreness.regions.map((region) => {
        const key = REGIONS.find((candidate) => candidate === region.value);
        if (!key) return null;
        return (
          <ScaleField
            key={key}
            name={key}
            question={region.label}
            options={soreness.options}
            value={current[key]}
            error={missing.includes(key) && !current[key] ? 'Choose one answer' : undefined}
            onChange={(value) => setAnswers({ ...current, [key]: value })}
          />
        );
      })}
      <SubmitButton disabled={record.isPending}>See today’s result</SubmitButton>
    </form>
  );
}
