import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../app/route-types';
import { failureOf } from '../athlete-data/mutations';
import { fetchBriefingOptions, type ScaleItem } from './checkin-api';
import { CheckInSteps, rememberedDevice, useCheckInQuestions } from './checkin-shared';
import { useSaveCheckInAnswers } from './mutations';
import { ScaleField } from './ScaleField';
import { SubmitButton } from '../app/form/fields';

/** /checkin/questionaire: fatigue, stress, sleep and mood on the spec's five-level scales. */
export function QuestionnairePage({ route }: PageProps) {
  const questions = useCheckInQuestions();
  if (!questions.ready) return questions.placeholder;
  const { checkIn, options } = questions;
  const initial: Partial<Record<ScaleItem, string>> = {};
  for (const scale of options.scales) {
    const answer = checkIn?.[scale.item];
    if (answer) initial[scale.item] = answer;
  }
  return (
    <QuestionnaireForm
      title={route.title}
      scales={options.scales}
      checkInId={checkIn?.id ?? null}
      initial={initial}
    />
  );
}

function QuestionnaireForm({
  title,
  scales,
  checkInId,
  initial,
}: {
  title: string;
  scales: Awaited<ReturnType<typeof fetchBriefingOptions>>['scales'];
  checkInId: string | null;
  initial: Partial<Record<ScaleItem, string>>;
}) {
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(initial);
  const [missing, setMissing] = useState<ScaleItem[]>([]);
  const save = useSaveCheckInAnswers();

  function submit(event: FormEvent) {
    event.preventDefault();
    const unanswered = scales.map((scale) => scale.item).filter((item) => !answers[item]);
    setMissing(unanswered);
    if (unanswered.length > 0) return;
    const device = rememberedDevice();
    save.mutate(
      { checkInId, answers: { ...answers, ...(device ? { device } : {}) } },
      {
        onSuccess: () => void navigate('/checkin/muscle-fatigue'),
        onError: (caught) => failureOf(caught),
      },
    );
  }

  return (
    <form
      className="page page--narrow checkin"
      aria-labelledby="questions-title"
      onSubmit={submit}
      noValidate
    >
      <CheckInSteps current={2} />
      <h1 id="questions-title">{title}</h1>
      {scales.map((scale) => (
        <ScaleField
          key={scale.item}
          name={scale.item}
          question={scale.question}
          options={scale.options}
          value={answers[scale.item]}
          error={missing.includes(scale.item) && !answers[scale.item] ? 'Choose one answer' : undefined}
          onChange={(value) => setAnswers((current) => ({ ...current, [scale.item]: value }))}
        />
      ))}
      <SubmitButton disabled={save.isPending}>Continue</SubmitButton>
    </form>
  );
}
