import type { Intention } from '@tricoach/core';
import { intentionSchema } from '@tricoach/core/validation';
import { useState, type FormEvent } from 'react';
import { useProfile } from '../../athlete-data/queries';
import { ChoiceGroup } from '../../app/form/fields';
import { check } from '../../app/form/validate';
import { INTENTION_CHOICES } from '../../athlete-forms/unit-choices';
import { StepForm } from '../StepForm';
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
    <StepForm
      step="intention"
      title="Your intention"
      lead="What do you want from this season?"
      busy={busy}
      noValidate
      onSubmit={handleSubmit}
    >
      <ChoiceGroup
        id="intention"
        label="Intention"
        choices={INTENTION_CHOICES}
        value={intention}
        onChange={setIntention}
        error={error}
      />
    </StepForm>
  );
}
