import type { RampUpOutcome, TrainingPhase } from '../model/plan-types';
import { MAX_LOAD_WEEK_GROWTH, safeLoadWeekGrowth } from '../goals/race-needs';

export interface WeekFrame {
  start: string;
  index: number;
  phase: TrainingPhase;
  /** The A race the week builds to or recovers from. */
  raceGoalId?: string;
  /** Taper weeks left including this one (1 = race week). */
  taperWeeksLeft?: number;
  /** Post-race weeks: 1 = the first week after the race. */
  postRaceWeek?: number;
  /** Taper and post-race weeks: the race's recovery days (race-catalogue `recoveryDays`), a measure of its length. */
  recoveryDays?: number;
  /** Plannable days of the week (the current week may have fewer than 7). Default 7. */
  days?: number;
  /** Days of the week on which every endurance sport is excluded (pause or injury). */
  pausedDays: number;
  /** Back to running after 14+ days without it: run-walk week 1–3, 0 for lead-in days (plan/run-return.ts). */
  runReturnWeek?: number;
}

export interface VolumeSettings {
  /** Current weekly endurance time, seconds. */
  startVolume: number;
  /** Peak weekly endurance time for an A race (seconds), already capped by availability. */
  peakFor: (raceGoalId: string | undefined) => number;
  /** 3 for 3:1 blocks, 2 for 2:1 (coaching-science.md "Plan shape"). */
  loadWeeksPerBlock: number;
  /** Decided for the current week from compliance and readiness (see ramp-up.ts). */
  firstWeekOutcome: RampUpOutcome;
  /**
   * Load weeks of the current block already done before this week, as the previous plan counted
   * them (`previousBlock`); `loadWeeksPerBlock` or more makes this week the block's recovery week.
   */
  loadWeeksBefore?: number;
}

export interface WeekVolume {
  /** Endurance time of the week (seconds), before the current-week and mini-taper adjustments. */
  target: number;
  isRecoveryWeek: boolean;
  /** Load weeks of the block up to and including this one (0 in recovery, break and other weeks). */
  blockLoadWeeks: number;
  rampUp: RampUpOutcome;
  reasons: string[];
}

/** A recovery week keeps ~60–70 % of the load week's time (Friel; Bompa's 3:1 loading). */
export const RECOVERY_WEEK_FACTOR = 0.65;
/**
 * After a block at the peak volume (for an athlete at the time they offer, every block), the
 * recovery week cuts a quarter: there is no new volume to absorb, only the block's, and a 35 % cut
 * every fourth week would take more fitness than the held weeks build (issue 45: planned fitness
 * must rise for an athlete whose offer is today's hours; common practice cuts 20–40 %). Judged
 * against the peak, not the block's own growth, so a re-plan in mid-block cuts the same week alike.
 */
const HELD_BLOCK_RECOVERY_FACTOR = 0.75;
const AT_PEAK_SHARE = 0.97;
/** Reduction outcome: one step back (−15 %) when compliance or readiness is poor. */
export const REDUCTION_FACTOR = 0.85;
/** Taper: −20…−25 % per week, ending −40…−60 % in race week (Mujika & Padilla 2003; Bosquet 2007). */
const TAPER_FACTORS: Readonly<Record<number, number>> = { 1: 0.55, 2: 0.75, 3: 0.85 };
/**
 * Training in the race week (the race itself not counted), by the race's recovery days as a
 * measure of its length: short races (≤ 7 days) 50 %, 70.3 45 %, Ironman and marathon 40 % of the
 * peak — all inside Bosquet's −40…−60 %, the longer the race the deeper (long-course race weeks
 * hold about a third to 40 % of the peak week).
 */
export function raceWeekFactor(recoveryDays: number): number {
  return recoveryDays <= 7 ? 0.5 : recoveryDays <= 10 ? 0.45 : 0.4;
}
/**
 * First week after an A race, share of the peak level, by the race's recovery days: short races
 * (≤ 7 days: Sprint, Olympic, 10K, 5K, half marathon) 50 %, 70.3 (10) 35 %, marathon (14) 25 %,
 * Ironman (21) 15 %; then +15 points a week up to 50 %. Common post-race guidance: a few full
 * rest days, then short easy swims and spins, easy running last (2–3 weeks after an Ironman).
 */
export function postRaceFactor(week: number, recoveryDays: number): number {
  const first = recoveryDays <= 7 ? 0.5 : recoveryDays <= 10 ? 0.35 : recoveryDays <= 14 ? 0.25 : 0.15;
  return Math.min(POST_RACE_CEILING, first + POST_RACE_STEP * (Math.max(1, week) - 1));
}
const POST_RACE_CEILING = 0.5;
const POST_RACE_STEP = 0.15;
/** Off season: unstructured easy training at 35 % of the build's top volume. */
const OFF_FACTOR = 0.35;
/** A new block after a race restarts from 80 % of the previous build's top volume. */
const REBUILD_FACTOR = 0.8;
/**
 * The smallest training week (seconds) and the floor a newcomer with (almost) no training starts
 * from: 2 h of easy endurance is ~120 stress points a week, a fitness of ~17 at steady state,
 * and its first week lifts CTL by under 3 points — inside Couzens's low-risk 4 (coaching-science
 * "Load"). Beginner plans open with about six 20–30 min sessions, the same 2–3 h.
 */
export const MINIMUM_WEEKLY_VOLUME = 2 * 3600;
/** Growth under a minute a week is reported as holding, not as a step up. */
const STEP_EPSILON_SECONDS = 60;

/**
 * Growth this load week needs so that the peak is reached in `steps` load weeks (this one
 * included): the even share of the way, or more when later steps — whose safe growth shrinks as
 * the volume grows — could not make up for a small one now.
 */
function neededGrowth(level: number, peak: number, steps: number): number {
  if (level <= 0 || peak <= level) return 0;
  const even = Math.pow(peak / level, 1 / steps) - 1;
  // The level needed now for the remaining steps to reach the peak at their full safe growth.
  let required = peak;
  for (let j = 1; j < steps && required > level; j++) required /= 1 + safeLoadWeekGrowth(required);
  return Math.max(even, required / level - 1);
}

type WeekKind = 'load' | 'recovery' | 'break' | 'other';

const isBuild = (phase: TrainingPhase): boolean => phase === 'Foundation' || phase === 'Specific';

/** A week with this many paused days (holiday, illness) is a break: the rest a recovery week gives. */
export const BREAK_PAUSED_DAYS = 4;

/**
 * Which build weeks are load weeks and which are recovery weeks: a recovery week after every
 * block of `loadWeeksPerBlock` load weeks, unless the taper starts next week (the taper is the
 * recovery). A break (≥ 4 paused days) is rest enough and starts a new block, and the first week
 * back (which holds the level) is not one of its load weeks: a 10-day holiday is not followed by
 * a recovery week twelve days later. Independent of the volumes. The first block continues the
 * one the athlete is in (`loadWeeksBefore`): a plan re-made every week would otherwise start a
 * new block every week, and its recovery week would never come.
 */
function weekKinds(
  weeks: readonly WeekFrame[],
  loadWeeksPerBlock: number,
  loadWeeksBefore: number,
): { kind: WeekKind; blockLoadWeeks: number }[] {
  const kinds: { kind: WeekKind; blockLoadWeeks: number }[] = [];
  let loadWeeks = Math.max(0, loadWeeksBefore);
  let previousPaused = 0;
  for (const [i, week] of weeks.entries()) {
    const easingBack = previousPaused >= BREAK_PAUSED_DAYS && week.pausedDays < BREAK_PAUSED_DAYS;
    if (!isBuild(week.phase)) {
      kinds.push({ kind: 'other', blockLoadWeeks: 0 });
      loadWeeks = 0;
    } else if (week.pausedDays >= BREAK_PAUSED_DAYS) {
      kinds.push({ kind: 'break', blockLoadWeeks: 0 });
      loadWeeks = 0;
    } else if (easingBack) {
      kinds.push({ kind: 'load', blockLoadWeeks: loadWeeks });
    } else if (loadWeeks >= loadWeeksPerBlock && weeks[i + 1]?.phase !== 'Taper') {
      kinds.push({ kind: 'recovery', blockLoadWeeks: 0 });
      loadWeeks = 0;
    } else {
      loadWeeks += 1;
      kinds.push({ kind: 'load', blockLoadWeeks: loadWeeks });
    }
    previousPaused = week.pausedDays;
  }
  return kinds;
}

function hhmm(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
}

/**
 * Weekly endurance time for every week of the season (docs/coaching-plan.md §5).
 *
 * - The current week starts from today's capability: StepUp, NoIncrease or Reduction as decided
 *   from compliance and readiness (ramp-up.ts). A partial current week (fewer than 7 days left)
 *   holds the level and the decision applies to the first full week instead, so the first full
 *   week is never more than one safe step above capability.
 * - Load weeks then grow progressively towards the race's peak need: the growth needed to reach
 *   the peak at the start of the last load block before the taper is spread evenly over the load
 *   weeks left, and never exceeds the safe growth (`safeLoadWeekGrowth`: the 10 % rule and
 *   Couzens's low-risk CTL band). The peak is then held for the last block and tapered.
 * - A recovery week (65 %) after each block of 3 (or 2) load weeks; taper, post-race and off
 *   weeks are fractions of the level reached.
 * Only the current week's outcome rests on evidence; later outcomes are the projection
 * (StepUp where the plan grows, NoIncrease where it holds, Reduction in recovery, taper and
 * post-race weeks) and are decided again each week when the plan is recalculated.
 */
export function planWeeklyVolumes(weeks: readonly WeekFrame[], settings: VolumeSettings): WeekVolume[] {
  const blocks = weekKinds(weeks, settings.loadWeeksPerBlock, settings.loadWeeksBefore ?? 0);
  const kinds = blocks.map((block) => block.kind);
  // Load weeks of each race's build, in order: where a week stands decides how fast it grows.
  const loadWeeksOfRace = new Map<string | undefined, number[]>();
  for (const [i, week] of weeks.entries()) {
    if (kinds[i] !== 'load') continue;
    const list = loadWeeksOfRace.get(week.raceGoalId) ?? [];
    list.push(i);
    loadWeeksOfRace.set(week.raceGoalId, list);
  }

  const result: WeekVolume[] = [];
  let level = Math.max(0, settings.startVolume);
  let previousPaused = 0;
  let pendingDecision: RampUpOutcome | undefined;
  for (const [i, week] of weeks.entries()) {
    const reasons: string[] = [];
    const kind = kinds[i] ?? 'other';
    let target: number;
    let rampUp: RampUpOutcome = 'NoIncrease';
    // The first week back after four or more paused days holds the level: every sport that was
    // paused restarts at half its share and rebuilds (week-targets.ts `updateRebuild`), which is
    // the easing. Lowering the level as well took it twice: a week off came back at 35 %, and the
    // level then had to climb back at the 10 % ramp long after each sport had rebuilt.
    const easingBack = previousPaused >= BREAK_PAUSED_DAYS && week.pausedDays < BREAK_PAUSED_DAYS;
    if (easingBack)
      reasons.push('Easing back in after a break: no step up, each sport back at half its share');
    const nextPhase = weeks[i + 1]?.phase;
    switch (week.phase) {
      case 'Foundation':
      case 'Specific': {
        if (kind === 'recovery') {
          const atPeak = level >= settings.peakFor(week.raceGoalId) * AT_PEAK_SHARE;
          target = level * (atPeak ? HELD_BLOCK_RECOVERY_FACTOR : RECOVERY_WEEK_FACTOR);
          rampUp = 'Reduction';
          reasons.push(
            `Recovery week after ${settings.loadWeeksPerBlock} load weeks (${settings.loadWeeksPerBlock}:1)`,
          );
          break;
        }
        // Which step this week may take: the evidence for the current week (or the first full
        // week after a partial current week), the projection for the rest.
        let allowed: RampUpOutcome = 'StepUp';
        if (i === 0) {
          allowed = settings.firstWeekOutcome;
          if (allowed === 'Reduction') level *= REDUCTION_FACTOR;
          if ((week.days ?? 7) < 7) {
            // Lifting a newcomer to the 2 h floor is this decision's step already.
            pendingDecision = level < MINIMUM_WEEKLY_VOLUME ? 'NoIncrease' : allowed;
            allowed = 'NoIncrease';
          }
        } else if (pendingDecision !== undefined) {
          allowed = pendingDecision === 'StepUp' ? 'StepUp' : 'NoIncrease';
          pendingDecision = undefined;
        }
        // Neither the first week back nor a week the athlete cannot train adds to the level.
        if (easingBack || kind === 'break') allowed = 'NoIncrease';

        const peak = settings.peakFor(week.raceGoalId);
        const raceLoadWeeks = loadWeeksOfRace.get(week.raceGoalId) ?? [i];
        const position = raceLoadWeeks.indexOf(i);
        // The peak arrives with the last load block before the taper and is held through it.
        const peakPosition = Math.max(0, raceLoadWeeks.length - settings.loadWeeksPerBlock);
        const steps = Math.max(1, peakPosition - position + 1);
        const safe = level > 0 ? safeLoadWeekGrowth(level) : MAX_LOAD_WEEK_GROWTH;
        const growth = allowed === 'StepUp' ? Math.min(safe, neededGrowth(level, peak, steps)) : 0;
        const next = Math.max(MINIMUM_WEEKLY_VOLUME, level * (1 + growth));
        const grew = next > level + STEP_EPSILON_SECONDS;
        rampUp =
          i === 0
            ? settings.firstWeekOutcome
            : grew
              ? 'StepUp'
              : allowed === 'StepUp'
                ? 'NoIncrease'
                : allowed;
        if (i === 0)
          reasons.push(
            `Current week: ${settings.firstWeekOutcome} from the current capability (${hhmm(settings.startVolume)})`,
          );
        if (grew) {
          const capped = growth >= safe - 1e-9;
          reasons.push(
            capped
              ? `Step up ${Math.round((next / level - 1) * 100)} % (the safe ramp) towards the ${hhmm(peak)} peak`
              : `Step up ${Math.round((next / level - 1) * 100)} % towards the ${hhmm(peak)} peak`,
          );
        } else if (i > 0 && !easingBack && allowed === 'StepUp') {
          reasons.push(
            level >= peak - STEP_EPSILON_SECONDS ? 'Holding the peak volume' : 'Holding the volume',
          );
        }
        level = next;
        target = level;
        break;
      }
      case 'Taper': {
        const weeksLeft = week.taperWeeksLeft ?? 1;
        const factor =
          weeksLeft === 1 ? raceWeekFactor(week.recoveryDays ?? 7) : (TAPER_FACTORS[weeksLeft] ?? 0.55);
        target = level * factor;
        rampUp = 'Reduction';
        reasons.push(`Taper: ${Math.round((1 - factor) * 100)} % less volume, intensity kept`);
        break;
      }
      case 'RaceDay':
      case 'PostRace': {
        const factor = postRaceFactor(week.postRaceWeek ?? 1, week.recoveryDays ?? 7);
        target = level * factor;
        rampUp = 'Reduction';
        reasons.push(
          `Recovery after the race (week ${week.postRaceWeek ?? 1}): ${Math.round(factor * 100)} % of the peak, short and easy`,
        );
        if (nextPhase !== 'PostRace' && nextPhase !== 'RaceDay') level *= REBUILD_FACTOR;
        break;
      }
      case 'Off': {
        target = level * OFF_FACTOR;
        rampUp = 'Reduction';
        reasons.push('Off season: unstructured easy training');
        break;
      }
    }
    if (week.pausedDays > 0) {
      target *= (7 - week.pausedDays) / 7;
      reasons.push(`${week.pausedDays} paused day(s) this week`);
    }
    previousPaused = week.pausedDays;
    result.push({
      target,
      isRecoveryWeek: kind === 'recovery',
      blockLoadWeeks: blocks[i]?.blockLoadWeeks ?? 0,
      rampUp,
      reasons,
    });
  }
  return result;
}
