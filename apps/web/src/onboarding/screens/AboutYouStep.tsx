import type { UnitSystem } from '@tricoach/core';
import { useState, type FormEvent } from 'react';
import { unitSystemOf, useProfile } from '../../athlete-data/queries';
import { ChoiceGroup } from '../../app/form/fields';
import { UNIT_SYSTEM_CHOICES, unitPreferences } from '../../athlete-forms/unit-choices';
import { StepForm } from '../StepForm';
import { useStep } from '../use-step';

/** The unit system comes first: every later screen shows its values in it. */
export function AboutYouStep() {
  const { data: profile } = useProfile();
  const { advance, busy } = useStep('about-you');
  const [system, setSystem] = useState<UnitSystem | ''>(profile ? unitSystemOf(profile) : '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const chosen = system || 'Metric';
    // A first pool-length guess to match; the next screen asks.
    void advance({
      preferences: { ...unitPreferences(chosen), poolLength: chosen === 'Imperial' ? '25yd' : '25m' },
    });
  }

  return (
    <StepForm
      step="about-you"
      title="About you"
      lead="A few questions about you build your first plan. First: how do you measure?"
      busy={busy}
      onSubmit={handleSubmit}
    >
      <ChoiceGroup
        id="unit-system"
        label="Units"
        choices={UNIT_SYSTEM_CHOICES}
        value={system || unitSystemOf(profile)}
        onChange={setSystem}
      />
    </StepForm>
  );
}
