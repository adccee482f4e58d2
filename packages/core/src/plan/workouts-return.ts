import type { WorkoutDraft } from './workout-types';
import { MINUTE, repeat, timed } from './workout-steps';

/**
 * Weeks of run-walk after 14 or more days without running (coaching-science.md "Return to running
 * after an injury": three easy run-walks a week, about 30 min of continuous running after four
 * weeks, no intensity before that).
 */
export const RUN_WALK_WEEKS = 3;
/** Run-walks a week: every other day, the tissue adapting between them. */
export const RUN_WALKS_PER_WEEK = 3;
/** Days without running that make the next runs a return to running. */
export const RUN_RETURN_AFTER_DAYS = 14;

/**
 * Each return week's run and walk minutes and longest session: the running bouts grow from 3 to 8
 * minutes (4 × 8 min in week 3, a few weeks from 30 min continuous), the walk stays one minute.
 * The lead-in days before week 1 (running resumes on a Friday to Sunday) run week 1's stage.
 */
const STAGES: readonly { run: number; walk: number; longest: number }[] = [
  { run: 3, walk: 1, longest: 40 * MINUTE },
  { run: 5, walk: 1, longest: 45 * MINUTE },
  { run: 8, walk: 1, longest: 50 * MINUTE },
];
/** Brisk walk before the first run, and at least this much walk after the last. */
const WARM_UP_WALK = 5;
const COOL_DOWN_WALK = 3;
/** Shortest run-walk: three bouts of week 1 between the walks. */
export const SHORTEST_RUN_WALK = 20 * MINUTE;

function stageOf(week: number): { run: number; walk: number; longest: number } {
  const stage = STAGES[Math.min(STAGES.length, Math.max(1, week)) - 1];
  if (!stage) throw new Error('no run-walk stage');
  return stage;
}

/**
 * A run-walk's length in return week `week`: the run's time shared by three, within the stage's
 * bounds; the shortest grows 5 min a week, so a small running week's run-walks grow too.
 */
export function runWalkLength(runTime: number, week: number): number {
  const shortest = SHORTEST_RUN_WALK + Math.max(0, week - 1) * 5 * MINUTE;
  const length = Math.min(stageOf(week).longest, Math.max(shortest, runTime / RUN_WALKS_PER_WEEK));
  return Math.floor(length / (5 * MINUTE)) * 5 * MINUTE;
}

/**
 * The run-walk of return week `week` (0 = the lead-in days before week 1): a brisk walk, then
 * easy running bouts (endurance, Z2) with a minute's walk (recovery, Z1) after each, then a walk
 * home with what the bouts leave. Every step is easy: nothing counts toward the 80/20 intensity.
 * The bouts fill the session: of the whole bouts that fit and one more, slightly shorter, the
 * count with more running (one 8-minute bout and a 6-minute walk home is no week 3).
 */
export function buildRunWalk(duration: number, week: number): WorkoutDraft {
  const stage = stageOf(week);
  const total = Math.round(duration / MINUTE);
  const room = Math.max(0, total - WARM_UP_WALK - COOL_DOWN_WALK);
  const walk = stage.walk;
  const runOf = (count: number) => Math.max(1, Math.min(stage.run, Math.floor(room / count) - walk));
  const whole = Math.max(1, Math.floor(room / (stage.run + walk)));
  const bouts = (whole + 1) * runOf(whole + 1) > whole * runOf(whole) ? whole + 1 : whole;
  const run = runOf(bouts);
  const coolDown = Math.max(COOL_DOWN_WALK, total - WARM_UP_WALK - bouts * (run + walk));
  return {
    focus: 'Endurance',
    title: `Run-walk ${bouts} × (${run} min run / ${walk} min walk)`,
    description:
      'Back to running: easy running at conversational pace with walk breaks, never hard. Stop if the injury hurts.',
    steps: [
      timed('WarmUp', WARM_UP_WALK, 'recovery', 'brisk walk'),
      repeat(bouts, [
        timed('Work', run, 'endurance', 'easy run, conversational'),
        timed('Recovery', walk, 'recovery', 'walk'),
      ]),
      timed('CoolDown', coolDown, 'recovery', 'walk'),
    ],
    isInterval: false,
    leadUnit: 'Duration',
  };
}

/** Whether a planned run is a return-to-running run-walk (the coach report and tests read it). */
export function isRunWalk(session: { sport: string; title: string }): boolean {
  return session.sport === 'run' && session.title.startsWith('Run-walk');
}
