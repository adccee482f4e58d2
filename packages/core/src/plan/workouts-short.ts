import type { WorkoutDraft } from './workout-types';
import { MINUTE, repeat, splitAround, timed } from './workout-steps';

/** One steady block below the aerobic range: the day after a race or a hard block. */
export function recoverySession(duration: number, title: string, description: string): WorkoutDraft {
  return {
    focus: 'Recovery',
    title,
    description,
    steps: [timed('Steady', duration / MINUTE, 'recovery')],
    isInterval: false,
    leadUnit: 'Duration',
  };
}

/**
 * The day before a race: easy, with three 1-minute openers at race effort so the legs feel
 * sharp without tiring (Friel's race-week primers).
 */
export function primerSession(
  duration: number,
  words: { title: string; description: string; opener: string; coolDownMinutes: number },
): WorkoutDraft {
  const openers = 3 * 3;
  const total = duration / MINUTE;
  const { warmUp, steady, coolDown } = splitAround(
    Math.max(5, total - openers - words.coolDownMinutes),
    total,
    words.coolDownMinutes,
  );
  return {
    focus: 'Endurance',
    title: words.title,
    description: words.description,
    steps: [
      timed('WarmUp', warmUp, 'endurance'),
      ...(steady > 0 ? [timed('Steady', steady, 'endurance')] : []),
      repeat(3, [timed('Work', 1, 'threshold', words.opener), timed('Recovery', 2, 'recovery')]),
      timed('CoolDown', coolDown, 'recovery'),
    ],
    isInterval: false,
    leadUnit: 'Duration',
  };
}
