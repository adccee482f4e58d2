import { POWER_BANDS, type StepTarget, type WorkoutBlock, type WorkoutStep } from '@tricoach/core';

/** Bike steps led by distance get a length in time at 25 km/h: Zwift workouts are timed. */
const TYPICAL_BIKE_SPEED = 25 / 3.6;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** The step's power as a fraction of FTP: its power target when there is one, else the middle of its intensity's power band. */
function powerOf(step: WorkoutStep, ftp: number | undefined): number {
  const target: StepTarget | undefined = step.target;
  if (target?.kind === 'power' && ftp) return (target.low + target.high) / 2 / ftp;
  const band = POWER_BANDS[step.intensity];
  return (band.lowPct + band.highPct) / 200;
}

const secondsOf = (step: WorkoutStep) =>
  Math.max(1, Math.round(step.duration ?? (step.distance ? step.distance / TYPICAL_BIKE_SPEED : 60)));
const fraction = (value: number) => value.toFixed(2);

/**
 * A bike workout as a Zwift `.zwo` file (the format Zwift, TrainerRoad's importer and most
 * indoor apps read): warm-up and cool-down as ramps, an on/off repeat as IntervalsT, every
 * other step steady, power as a fraction of FTP so the trainer follows the athlete's zones.
 */
export function writeZwoWorkout(workout: {
  name: string;
  description: string;
  steps: readonly WorkoutBlock[];
  duration: number;
  ftp: number | undefined;
}): string {
  const lines: string[] = [];
  const steady = (step: WorkoutStep) => {
    const power = powerOf(step, workout.ftp);
    if (step.kind === 'WarmUp')
      lines.push(
        `<Warmup Duration="${secondsOf(step)}" PowerLow="${fraction(Math.min(power, 0.45))}" PowerHigh="${fraction(power)}"/>`,
      );
    else if (step.kind === 'CoolDown')
      lines.push(
        `<Cooldown Duration="${secondsOf(step)}" PowerLow="${fraction(power)}" PowerHigh="${fraction(Math.min(power, 0.45))}"/>`,
      );
    else lines.push(`<SteadyState Duration="${secondsOf(step)}" Power="${fraction(power)}"/>`);
  };
  for (const block of workout.steps) {
    if (block.kind !== 'Repeat') {
      steady(block);
      continue;
    }
    const [on, off] = block.steps;
    if (block.steps.length === 2 && on && off) {
      lines.push(
        `<IntervalsT Repeat="${block.count}" OnDuration="${secondsOf(on)}" OffDuration="${secondsOf(off)}" OnPower="${fraction(powerOf(on, workout.ftp))}" OffPower="${fraction(powerOf(off, workout.ftp))}"/>`,
      );
    } else {
      for (let i = 0; i < block.count; i++) block.steps.forEach(steady);
    }
  }
  if (lines.length === 0)
    lines.push(`<SteadyState Duration="${Math.round(workout.duration)}" Power="0.65"/>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<workout_file>',
    '  <author>Tricoach</author>',
    `  <name>${escapeXml(workout.name)}</name>`,
    `  <description>${escapeXml(workout.description)}</description>`,
    '  <sportType>bike</sportType>',
    '  <tags/>',
    '  <workout>',
    ...lines.map((line) => `    ${line}`),
    '  </workout>',
    '</workout_file>',
    '',
  ].join('\n');
}
