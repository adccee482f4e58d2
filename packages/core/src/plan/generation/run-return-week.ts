import { ENDURANCE_SPORTS, type EnduranceSport } from '../../model/index';
import { CROSS_TRAINING_SHARE, LONG_STEP, REBUILD_START, REBUILD_STEP } from '../week-targets';
import { MINUTE } from '../workout-steps';
import { RUN_WALK_WEEKS, RUN_WALKS_PER_WEEK, runWalkLength } from '../workouts-return';

/** What the week builder needs to plan a return week's runs (week-builder.ts `runWalk`). */
export interface RunWalkWeek {
  /** Return week 1–3, 0 for the lead-in days before week 1. */
  week: number;
  /** Run-walks to place: three, fewer when the week has fewer days to run on. */
  count: number;
  sessionLength: number;
}

/**
 * A week back to running after 14+ days without it (plan/run-return.ts): the run's time becomes
 * three easy run-walks, and everything else of the run's share moves to the bike and the swim in
 * full, so the week keeps its hours (cross-training keeps fitness while the tissue adapts). The
 * run-walks grow as the rebuild after a break does: a third of 50 %, 62.5 %, 75 % of the run's
 * share, each within its week's longest run-walk (workouts-return.ts). Changes `targets` and
 * `reasons` in place.
 */
export function planRunWalkWeek(input: {
  week: number;
  /** The week's endurance time and the run's share of it. */
  total: number;
  runShare: number;
  targets: Record<EnduranceSport, number>;
  allowedDays: Readonly<Record<EnduranceSport, number>>;
  dayCount: number;
  pausedDays: number;
  trainedSports: readonly EnduranceSport[];
  /** Sports the week's slots offer: cross-training goes only where it can be placed. */
  offered: ReadonlySet<EnduranceSport>;
  reasons: string[];
}): RunWalkWeek {
  const { week, targets, allowedDays, dayCount } = input;
  const runFull = input.total * input.runShare;
  const count = Math.min(RUN_WALKS_PER_WEEK, allowedDays.run);
  const receivers = ENDURANCE_SPORTS.filter(
    (sport) =>
      sport !== 'run' &&
      allowedDays[sport] === dayCount &&
      input.offered.has(sport) &&
      (input.trainedSports.includes(sport) || sport === 'bike' || sport === 'swim'),
  );
  // Without a bike or a pool to make up the time, the run-walks are all the week's training: they
  // take the run's whole share up to the stage's longest run-walk, the real limit on the tissue.
  const rebuilt = receivers.length === 0 ? 1 : REBUILD_START + REBUILD_STEP * Math.max(0, week - 1);
  const sessionLength = runWalkLength(runFull * rebuilt, week);
  const runWalkTime = count * sessionLength;
  // splitSportTargets moved half of the run's excluded days already; the rest of its share follows.
  const fraction = dayCount > 0 ? allowedDays.run / dayCount : 0;
  const movedAlready = input.pausedDays < dayCount ? runFull * (1 - fraction) * CROSS_TRAINING_SHARE : 0;
  const extra = Math.max(0, runFull - runWalkTime - movedAlready);
  if (receivers.length > 0) for (const sport of receivers) targets[sport] += extra / receivers.length;
  targets.run = runWalkTime;
  const lines = input.reasons.filter((reason) => !reason.startsWith('run rebuilding'));
  input.reasons.length = 0;
  input.reasons.push(
    ...lines,
    `Back to running (${week === 0 ? 'lead-in days' : `week ${week} of ${RUN_WALK_WEEKS}`}): ${count} easy run-walks of ${Math.round(sessionLength / MINUTE)} min, no run intervals, long run or test` +
      (extra > 0 && receivers.length > 0
        ? `; ${Math.round(extra / MINUTE)} min of cross-training on ${receivers.join(', ')}`
        : ''),
  );
  return { week, count, sessionLength };
}

/**
 * The run's rebuild factor for the week after a return week: the share of the run's time the
 * run-walks held, plus one rebuild step, so the running after the return grows from the run-walks
 * as it would from any week of the rebuild (never below its restart, at most full).
 */
export function rebuildAfterRunWalks(runWalk: RunWalkWeek, runFull: number): number {
  if (runFull <= 0) return 1;
  const held = (runWalk.count * runWalk.sessionLength) / runFull;
  return Math.min(1, Math.max(REBUILD_START, held + REBUILD_STEP));
}

/**
 * No long run while running comes back; after it, the long run grows from the longest run-walk by
 * the usual step a week (+10 min, week-targets.ts LONG_STEP) until it meets the long run of before:
 * a 2:45 long run does not come back at 2:00 the week after 3 × 50 min of run-walk.
 */
export function limitLongRunAfterReturn(
  state: { runLongCap?: number },
  longTargets: Record<EnduranceSport, number>,
  runWalk: RunWalkWeek | undefined,
  longRunBefore: number,
): void {
  if (runWalk) {
    longTargets.run = 0;
    state.runLongCap = runWalk.sessionLength;
    return;
  }
  if (state.runLongCap === undefined || longTargets.run <= 0) return;
  longTargets.run = Math.min(longTargets.run, state.runLongCap + LONG_STEP.run);
  state.runLongCap = longTargets.run;
  if (state.runLongCap >= longRunBefore) delete state.runLongCap;
}
