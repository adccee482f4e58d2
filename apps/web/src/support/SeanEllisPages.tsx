import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../api/client';
import { identityKey } from '../api/identity';
import { failureOf } from '../athlete-data/mutations';
import { ChoiceGroup, SubmitButton } from '../app/form/fields';
import type { FieldErrors } from '../app/form/validate';
import { toastSuccess } from '../app/toast/toast-store';

type Answer = 'VeryDisappointed' | 'SomewhatDisappointed' | 'NotDisappointed';

const ANSWERS: { value: Answer; label: string }[] = [
  { value: 'VeryDisappointed', label: 'Very disappointed' },
  { value: 'SomewhatDisappointed', label: 'Somewhat disappointed' },
  { value: 'NotDisappointed', label: 'Not disappointed' },
];

export const FEEDBACK_MAX = 2000;
const AFTER_SURVEY = '/app/dashboard';

/** A survey call; the identity is read again after, since its flag sends the app here. */
function useSurveyCall<T>(call: (input: T) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: identityKey }),
  });
}

const post = (path: string, body?: object) =>
  apiFetch<void>(path, {
    method: 'POST',
    ...(body ? { body } : {}),
    action: `survey.${path.split('/').pop()}`,
  });

/** Spec 2 /app/sean-ellis-test: the product-market-fit question, asked when the server decides. */
export function SeanEllisTestPage() {
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<Answer | ''>('');
  const [error, setError] = useState<string | undefined>();
  const send = useSurveyCall((value: Answer) => post('/api/v1/app/sean-ellis-answer', { answer: value }));
  const later = useSurveyCall(() => post('/api/v1/app/sean-ellis-not-now'));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!answer) return setError('Please choose an answer.');
    setError(undefined);
    send.mutate(answer, {
      onSuccess: () => void navigate('/app/sean-ellis-test/feedback', { replace: true }),
      onError: (caught) => setError(failureOf(caught).fieldErrors.answer),
    });
  }

  return (
    <section className="page page--narrow" aria-labelledby="sean-ellis-title">
      <h1 id="sean-ellis-title">A quick question</h1>
      <p className="muted">One answer helps us make Tricoach a better coach. It takes ten seconds.</p>
      <form className="form" onSubmit={handleSubmit} noValidate aria-label="Sean Ellis test">
        <ChoiceGroup
          id="answer"
          label="How would you feel if you could no longer use Tricoach?"
          choices={ANSWERS}
          value={answer}
          onChange={setAnswer}
          error={error}
        />
        <SubmitButton disabled={send.isPending}>Send answer</SubmitButton>
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={later.isPending}
          onClick={() =>
            later.mutate(undefined, {
              onSuccess: () => void navigate(AFTER_SURVEY, { replace: true }),
              onError: (caught) => failureOf(caught),
            })
          }
        >
          Not now
        </button>
      </form>
    </section>
  );
}

/** Spec 2 /app/sean-ellis-test/feedback: what the athlete would miss, and what to do better. */
export function SeanEllisFeedbackPage() {
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSurveyCall((text: string) => post('/api/v1/app/sean-ellis-feedback', { feedback: text }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!feedback.trim()) return setErrors({ feedback: 'Feedback is required' });
    setErrors({});
    send.mutate(feedback, {
      onSuccess: () => {
        toastSuccess('Thank you for your feedback');
        void navigate(AFTER_SURVEY, { replace: true });
      },
      onError: (caught) => setErrors(failureOf(caught).fieldErrors),
    });
  }

  return (
    <section className="page page--narrow" aria-labelledby="sean-ellis-feedback-title">
      <h1 id="sean-ellis-feedback-title">Thank you!</h1>
      <form className="form" onSubmit={handleSubmit} noValidate aria-label="Your feedback">
        <div className="field">
          <label htmlFor="feedback">
            What is the main benefit you get from Tricoach, and what should we do better?
          </label>
          <textarea
            id="feedback"
            rows={6}
            maxLength={FEEDBACK_MAX}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            aria-invalid={errors.feedback ? true : undefined}
            aria-describedby={errors.feedback ? 'feedback-error' : undefined}
          />
          {errors.feedback ? (
            <p id="feedback-error" className="field__error" role="alert">
              {errors.feedback}
            </p>
          ) : null}
        </div>
        <SubmitButton disabled={send.isPending}>Send feedback</SubmitButton>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => void navigate(AFTER_SURVEY, { replace: true })}
        >
          Skip
        </button>
      </form>
    </section>
  );
}
