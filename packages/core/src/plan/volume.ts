import type { RampUpOutcome, TrainingPhase } from '../model/plan-types';
import { WEEKLY_GROWTH } from '../goals/race-needs';

export interface WeekFrame {
  start: string;
  index: number;
  phase: TrainingPhase;
  /** The A race the week builds to or recovers from. */
  raceGoalId?: string;
  /** Taper weeks left including this one (1 = race week). */
  taperWeeksLeft?: number;
  /** Days of the week on which every endurance sport is excluded (pause or injury). */
  pausedDays: number;
}

export interface VolumeSettings {
  /** Current weekly endurance time, seconds. */
  startVolume: number;
  /** Peak weekly endurance time for an A race (seconds), already capped by availability. */
  peakFor: (raceGoalId: string | undefined) => number;
  /** 3 for 3:1 blocks, 2 for 2:1 (coaching-science.md "Plan shape"). */
  loadWeeksPerBlock: number;
  /** Decided for the first week from compliance and readiness (see ramp-up.ts). */
  firstWeekOutcome: RampUpOutcome;
}

export interface WeekVolume {
  target: number;
  isRecoveryWeek: boolean;
  rampUp: RampUpOutcome;
  reasons: string[];
}

export const FOUNDATION_SHARE_OF_PEAK = 0.9;
/** A recovery week keeps ~60–70 % of the load week's time (Friel; Bompa's 3:1 loading). */
export const RECOVERY_WEEK_FACTOR = 0.65;
/** Reduction outcome: one step back (−15 %) when compliance or readiness is poor. */
export const REDUCTION_FACTOR = 0.85;
/** Taper: −20…−25 % per week, ending −40…−60 % in race week (Mujika & Padilla 2003; Bosquet 2007). */
const TAPER_FACTORS: Readonly<Record<number, number>> = { 1: 0.55, 2: 0.75, 3: 0.85 };
/** After a race: easy, short, about 40 % of the build's volume. Off season: 35 %. */
const POST_RACE_FACTOR = 0.4;
const OFF_FACTOR = 0.35;
/** A new block after a race restarts from 80 % of the previous build's top volume. */
const REBUILD_FACTOR = 0.8;
/** After four or more paused days, the first week back is eased in at 70 % of the base. */
const EASE_BACK_FACTOR = 0.7;
/** Two hours a week is the smallest useful training week; a newcomer starts there. */
export const MINIMUM_WEEKLY_VOLUME = 2 * 3600;

/**
 * Weekly endurance time for every week of the season. Load weeks grow by WEEKLY_GROWTH
 * (≤ 10 % rule) until the race's peak; after every block of load weeks comes a recovery
 * week, unless the taper starts next week (the taper is the recovery). Taper, post-race and
 * off weeks are fractions of the last load week.
 */
export function planWeeklyVolumes(weeks: readonly WeekFrame[], settings: VolumeSettings): WeekVolume[] {
  const result: WeekVolume[] = [];
  let base = Math.max(MINIMUM_WEEKLY_VOLUME, settings.startVolume);
  let loadWeeks = 0;
  let previousPaused = 0;
  for (const [i, week] of weeks.entries()) {
    const reasons: string[] = [];
    // Foundation builds to 90 % of the peak; the Specific phase carries the biggest weeks (Friel's base → build).
    const peak = Math.max(MINIMUM_WEEKLY_VOLUME, settings.peakFor(week.raceGoalId) * (week.phase === 'Foundation' ? FOUNDATION_SHARE_OF_PEAK : 1));
    let target: number;
    let rampUp: RampUpOutcome = 'NoIncrease';
    let isRecoveryWeek = false;
    if (previousPaused >= 4) {
      base = Math.max(MINIMUM_WEEKLY_VOLUME, base * EASE_BACK_FACTOR);
      loadWeeks = 0;
      reasons.push('Easing back in after a break: 70 % of the previous volume, no step up');
    }
    const nextPhase = weeks[i + 1]?.phase;
    switch (week.phase) {
      case 'Foundation':
      case 'Specific': {
        if (i === 0) {
          if (settings.firstWeekOutcome === 'StepUp') base = Math.min(Math.max(peak, base), base * (1 + WEEKLY_GROWTH));
          if (settings.firstWeekOutcome === 'Reduction') base *= REDUCTION_FACTOR;
          base = Math.min(base, Math.max(peak, settings.startVolume));
          rampUp = settings.firstWeekOutcome;
          target = base;
          loadWeeks = 1;
          reasons.push(`First week: ${rampUp} from the current capability`);
        } else if (loadWeeks >= settings.loadWeeksPerBlock && nextPhase !== 'Taper' && previousPaused < 4) {
          isRecoveryWeek = true;
          rampUp = 'Reduction';
          target = base * RECOVERY_WEEK_FACTOR;
          loadWeeks = 0;
          reasons.push(`Recovery week after ${settings.loadWeeksPerBlock} load weeks (${settings.loadWeeksPerBlock}:1)`);
        } else {
          const next = previousPaused >= 4 ? base : Math.min(Math.max(peak, base), base * (1 + WEEKLY_GROWTH));
          // Above the race's peak (a strong athlete), hold rather than grow.
          rampUp = next > base + 1 ? 'StepUp' : 'NoIncrease';
          base = base > peak ? base : next;
          target = base;
          loadWeeks += 1;
          reasons.push(rampUp === 'StepUp' ? `Step up ${Math.round(WEEKLY_GROWTH * 100)} % towards the peak` : 'Holding the peak volume');
        }
        break;
      }
      case 'Taper': {
        const factor = TAPER_FACTORS[week.taperWeeksLeft ?? 1] ?? 0.55;
        target = base * factor;
        rampUp = 'Reduction';
        reasons.push(`Taper: ${Math.round((1 - factor) * 100)} % less volume, intensity kept`);
        break;
      }
      case 'RaceDay':
      case 'PostRace': {
        target = base * POST_RACE_FACTOR;
        rampUp = 'Reduction';
        reasons.push('Recovery after the race: short and easy');
        if (nextPhase !== 'PostRace' && nextPhase !== 'RaceDay') base *= REBUILD_FACTOR;
        break;
      }
      case 'Off': {
        target = base * OFF_FACTOR;
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
    result.push({ target, isRecoveryWeek, rampUp, reasons });
  }
  return result;
}
