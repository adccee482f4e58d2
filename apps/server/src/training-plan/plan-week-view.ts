import { z } from 'zod';
import { TRAINING_PHASES } from '@tricoach/core';

/** A phase of the season (core's TrainingPhase) in the plan's answers. */
export const phaseView = z.enum(TRAINING_PHASES);

/** What names a week of the plan in its answers (the season and the roadmap): the rest is each view's own. */
export const planWeekView = z.object({
  start: z.string(),
  index: z.number(),
  phase: phaseView,
  isRecoveryWeek: z.boolean(),
});
