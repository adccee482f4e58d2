import type { TrainingPhase } from '@tricoach/core';
import { TRAINING_PHASES } from '@tricoach/core/model';

/** Spec 4 phases in season order, each with what it is for (docs/coaching-plan.md, coaching-science.md). */
export const PHASE_ORDER: readonly TrainingPhase[] = TRAINING_PHASES;

export const PHASE_INFO: Record<TrainingPhase, { name: string; purpose: string; feel: string }> = {
  Foundation: {
    name: 'Foundation',
    purpose: 'Builds your aerobic base, technique and strength.',
    feel: 'Mostly easy sessions. Volume grows in blocks, each followed by a lighter recovery week.',
  },
  Specific: {
    name: 'Specific',
    purpose:
      'Turns your base into race fitness: race-pace work, bricks and long sessions toward what the race needs.',
    feel: 'Fewer but harder key sessions; about 80 % of the time still easy.',
  },
  Taper: {
    name: 'Taper',
    purpose: 'Sheds fatigue so you arrive at the start fresh and sharp.',
    feel: 'Volume drops week by week while short, race-pace efforts keep you sharp.',
  },
  RaceDay: {
    name: 'Race day',
    purpose: 'The race and the days around it.',
    feel: 'Short openers before, then the race itself.',
  },
  PostRace: {
    name: 'Post-race',
    purpose: 'Recovery after the race; longer races need longer recovery.',
    feel: 'Easy, short sessions or rest until your body is ready to build again.',
  },
  Off: {
    name: 'Off-season',
    purpose: 'A break from structured training with no race ahead.',
    feel: 'Keep moving gently; add a race goal to start building again.',
  },
};

/** One colour per phase, the same on the phases page and the roadmap. */
export const PHASE_COLOR: Record<TrainingPhase, string> = {
  Foundation: '#38bdf8',
  Specific: '#f97316',
  Taper: '#a78bfa',
  RaceDay: '#ef4444',
  PostRace: '#22c55e',
  Off: '#64748b',
};
