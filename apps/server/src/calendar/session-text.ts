import {
  formatDistance,
  formatDurationWords,
  formatMinutesSeconds,
  formatSwimDistance,
  secPer100mToSecPer100yd,
  secPerKmToSecPerMile,
  type PlannedSession,
  type StepTarget,
  type UnitSystem,
  type WorkoutBlock,
  type WorkoutStep,
} from '@tricoach/core';

/** How the athlete reads distances and paces (their profile). */
interface FeedUnits {
  system: UnitSystem;
  swim: 'Meters' | 'Yards';
}

const SPORT_LABEL: Record<string, string> = { swim: 'Swim', bike: 'Bike', run: 'Run', strength: 'Strength' };
const STEP_LABEL: Record<WorkoutStep['kind'], string> = {
  WarmUp: 'Warm-up',
  Work: 'Work',
  Recovery: 'Recovery',
  CoolDown: 'Cool-down',
  Drill: 'Drill',
  Steady: 'Steady',
};

const range = (low: string, high: string) => (low === high ? low : `${low}–${high}`);

function targetText(target: StepTarget, units: FeedUnits): string {
  const zone = target.zone ? `${target.zone} ` : '';
  const round = (value: number) => String(Math.round(value));
  switch (target.kind) {
    case 'heartRate':
      return `${zone}${range(round(target.low), round(target.high))} bpm`;
    case 'power':
      return `${zone}${range(round(target.low), round(target.high))} W`;
    case 'pace': {
      const metric = units.system === 'Metric';
      const convert = metric ? (s: number) => s : secPerKmToSecPerMile;
      return `${zone}${range(formatMinutesSeconds(convert(target.low)), formatMinutesSeconds(convert(target.high)))} ${metric ? '/km' : '/mi'}`;
    }
    case 'swimPace': {
      const meters = units.swim === 'Meters';
      const convert = meters ? (s: number) => s : secPer100mToSecPer100yd;
      return `${zone}${range(formatMinutesSeconds(convert(target.low)), formatMinutesSeconds(convert(target.high)))} ${meters ? '/100m' : '/100yd'}`;
    }
    case 'rpe':
      return `RPE ${range(String(target.low), String(target.high))}`;
  }
}

function distanceText(meters: number, sport: string, units: FeedUnits): string {
  if (sport === 'swim') return formatSwimDistance(meters, units.swim);
  if (units.system === 'Metric' && meters < 1000) return `${Math.round(meters)} m`;
  return formatDistance(meters, units.system);
}

function stepText(step: WorkoutStep, sport: string, units: FeedUnits): string {
  const amount = step.distance
    ? distanceText(step.distance, sport, units)
    : step.duration
      ? formatDurationWords(step.duration)
      : '';
  const target = step.target ? `, ${targetText(step.target, units)}` : `, ${step.intensity}`;
  return `${STEP_LABEL[step.kind]} ${amount}${target}${step.note ? ` (${step.note})` : ''}`.replace(
    /\s+,/,
    ',',
  );
}

function blockLines(blocks: readonly WorkoutBlock[], sport: string, units: FeedUnits): string[] {
  return blocks.map((block) =>
    block.kind === 'Repeat'
      ? `${block.count} × (${block.steps.map((step) => stepText(step, sport, units)).join('; ')})`
      : stepText(block, sport, units),
  );
}

/** "Run: Threshold intervals" — what a calendar shows in its small box. */
export function sessionSummary(session: PlannedSession): string {
  return `${SPORT_LABEL[session.sport] ?? session.sport}: ${session.title}`;
}

/** Duration, distance, the coach's words and the steps with their targets, in the athlete's units. */
export function sessionDescription(session: PlannedSession, units: FeedUnits): string {
  const distance =
    session.sport !== 'strength' && session.distance > 0
      ? ` · ${distanceText(session.distance, session.sport, units)}`
      : '';
  const lines = [`${formatDurationWords(session.duration)}${distance}`];
  if (session.description) lines.push('', session.description);
  if (session.legs?.length) {
    for (const leg of session.legs)
      lines.push(
        '',
        `${SPORT_LABEL[leg.sport] ?? leg.sport}:`,
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
