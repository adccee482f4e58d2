import { useQueryClient } from '@tanstack/react-query';
import { createGoal, updateGoal } from '../../athlete-data/api';
import { athleteKeys, useGoals } from '../../athlete-data/queries';
import type { RaceGoalDraft } from '../../athlete-data/types';
import { failureOf, type SaveResult } from '../../athlete-data/mutations';
import { RaceGoalForm } from '../../athlete-forms/RaceGoalForm';
import { OnboardingFrame } from '../OnboardingFrame';
import { useStep } from '../use-step';

/** The main race (spec 2, goal/arace): created once, edited when the athlete comes back. */
export function GoalStep() {
  const { advance } = useStep('goal/arace');
  const client = useQueryClient();
  const goals = useGoals();
  const existing = goals.data?.find((g) => g.racePriority === 'A') ?? goals.data?.[0];

  async function handleSubmit(draft: RaceGoalDraft): Promise<SaveResult> {
    try {
      await (existing ? updateGoal(existing.id, draft) : createGoal(draft));
      await client.invalidateQueries({ queryKey: athleteKeys.goals });
    } catch (caught) {
      return failureOf(caught);
    }
    return advance();
  }

  return (
    <OnboardingFrame
      step="goal/arace"
      title="Your race goal"
      lead="Your main race of the season, your A race. Your plan leads up to it."
    >
      {goals.isPending ? null : (
        <RaceGoalForm
          key={existing?.id ?? 'new'}
          goal={existing}
          firstRace
          submitLabel="Continue"
          onSubmit={handleSubmit}
        />
      )}
    </OnboardingFrame>
  );
}
