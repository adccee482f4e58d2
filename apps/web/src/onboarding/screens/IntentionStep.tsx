import type { Intention } from '@tricoach/core';
import { intentionSchema } from '@tricoach/core/validation';
import { useState, type FormEvent } from 'react';
import { useProfile } from '../../athlete-data/queries';
import { ChoiceGroup, SubmitButton } from '../../app/form/fields';
import { check } from '../../app/form/validate';
import { INTENTION_CHOICES } from '../../athlete-forms/unit-choices';
import { OnboardingFrame } from '../OnboardingFrame';
import { useStep } from '../use-step';

export function IntentionStep() {
  const { data: profile } = useProfile();
  const { advance, busy } = useStep('intention');
  const [intention, setIntention] = useState<Intention | ''>(profile?.intention ?? '');
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = check(intentionSchema, intention || undefined);
    if (!result.ok) return setError(result.errors._);
    setError(undefined);
    const saved = await advance({ intention: result.data });
    if (!saved.ok) setError(saved.fieldErrors.intention);
  }

  return (
    <OnboardingFrame step="intention" title="Your intention" lead="What do you want from this season?">
      <form className="form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Your intention">
        <ChoiceGroup
          id="intention"
          label="Intention"
          choices={INTENTION_CHOICES}
          value={intention}
          onChange={setIntention}
          error={error}
        />
        <SubmitButton disabled={busy}>Continue</SubmitButton>
      </form>
    </OnboardingFrame>
  );
}
