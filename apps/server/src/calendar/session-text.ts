import {
  formatDurationWords,
  formatSportDistance,
  formatTarget,
  isSwimRest,
  SPORT_LABEL,
  STEP_LABEL,
  type PlannedSession,
  type SessionUnits,
  type Sport,
  type WorkoutBlock,
  type WorkoutStep,
} from '@tricoach/core';

function stepText(step: WorkoutStep, sport: Sport, units: SessionUnits): string {
  const amount = step.distance
    ? formatSportDistance(step.distance, sport, units)
    : step.duration
      ? formatDurationWords(step.duration)
      : '';
  // A rest at the wall is only its time: no pace, no effort.
  if (isSwimRest(step, sport)) return `Rest ${amount}${step.note ? ` (${step.note})` : ''}`;
  const target = step.target ? `, ${formatTarget(step.target, units)}` : `, ${step.intensity}`;
  return `${STEP_LABEL[step.kind]} ${amount}${target}${step.note ? ` (${step.note})` : ''}`.replace(
    /\s+,/,
    ',',
  );
}

function blockLines(blocks: readonly WorkoutBlock[], sport: Sport, units: SessionUnits): string[] {
  return blocks.map((block) =>
    block.kind === 'Repeat'
      ? `${block.count} × (${block.steps.map((step) => stepText(step, sport, units)).join('; ')})`
      : stepText(block, sport, units),
  );
}

/** "Run: Threshold intervals" — what a calendar shows in its small box. */
export function sessionSummary(session: PlannedSession): string {
  return `${SPORT_LABEL[session.sport]}: ${session.title}`;
}

/** Duration, distance, the coach's words and the steps with their targets, in the athlete's units. */
export function sessionDescription(session: PlannedSession, units: SessionUnits): string {
  const distance =
    session.sport !== 'strength' && session.distance > 0
      ? ` · ${formatSportDistance(session.distance, session.sport, units)}`
      : '';
  const lines = [`${formatDurationWords(session.duration)}${distance}`];
  if (session.description) lines.push('', session.description);
  if (session.legs?.length) {
    for (const leg of session.legs)
      lines.push(
        '',
        `${SPORT_LABEL[leg.sport]}:`,
        ...blockLines(leg.steps, leg.sport, units).map((line) => `- ${line}`),
      );
  } else if (session.steps.length) {
    lines.push('', ...blockLines(session.steps, session.sport, units).map((line) => `- ${line}`));
  }
  if (session.exercises?.length) {
    lines.push(
      '',
      ...session.exercises.map((exercise) => `- ${exercise.name}: ${exercise.sets} × ${exercise.reps}`),
    );
  }
  return lines.join('\n');
}
