import type { RaceGoal, WeeklyAvailability } from '../../model/athlete';
import type { Intention } from '../../model/index';
import type { RampUpOutcome } from '../../model/plan-types';
import { allSlots } from '../../availability/slots';
import { loadWeeksPerBlock as blockLength } from '../athlete-level';
import { peakWeeklyVolume } from '../peak-volume';
import { restDayTime } from '../rest-days';
import { planWeeklyVolumes, type WeekFrame, type WeekVolume } from '../volume';
import { addDays, type IsoDate } from '../../dates/index';
import type { PlanInput } from '../plan-input';
import type { AthleteContext } from './athlete-context';
import type { RaceFocus } from './race-focus';

/** Each week's endurance time, before the current-week and mini-taper adjustments. */
export interface SeasonVolumes {
  volumes: WeekVolume[];
  /** 3 for 3:1 blocks, 2 for 2:1. */
  loadWeeksPerBlock: number;
}

export function planSeasonVolumes(input: {
  frames: readonly WeekFrame[];
  athlete: AthleteContext;
  focus: RaceFocus;
  intention: Intention;
  availability: WeeklyAvailability;
  currentVolume: number;
  firstWeekOutcome: RampUpOutcome;
  previousWeeks?: PlanInput['previousWeeks'];
  wasWeekOff?: (monday: IsoDate) => boolean;
}): SeasonVolumes {
  const { athlete, focus, currentVolume } = input;
  // The peak can only use the endurance time the slots offer, less the rest days the coach keeps.
  const enduranceAvailable =
    allSlots(input.availability)
      .filter(({ slot }) => slot.modalities.some((modality) => modality !== 'strengthtraining'))
      .reduce((sum, { slot }) => sum + slot.duration, 0) - restDayTime(input.availability, athlete.rest);
  const peakFor = (raceGoalId: string | undefined): number => {
    const race: RaceGoal | undefined = focus.goals.find((goal) => goal.id === raceGoalId) ?? focus.mainRace;
    return peakWeeklyVolume({
      race,
      intention: input.intention,
      level: athlete.level,
      currentVolume,
      enduranceAvailable,
    });
  };
  const loadWeeksPerBlock = blockLength(athlete.age, athlete.level);
  return {
    volumes: planWeeklyVolumes(input.frames, {
      startVolume: currentVolume,
      peakFor,
      loadWeeksPerBlock,
      firstWeekOutcome: input.firstWeekOutcome,
      loadWeeksBefore: loadWeeksBefore({
        previousWeeks: input.previousWeeks,
        currentWeekStart: input.frames[0]?.start,
        loadWeeksPerBlock,
        wasWeekOff: input.wasWeekOff ?? (() => false),
      }),
    }),
    loadWeeksPerBlock,
  };
}

/**
 * Load weeks of the current block done before this week, as the previous plan counted them: a
 * week it made a recovery week stays one, a load week keeps its place in the block. A week off
 * among them (the athlete trained under half their usual week) was rest enough: the block
 * restarts after it, as after a paused week. Without the previous plan's week (a first plan, or
 * a plan stored before weeks were counted) a block starts.
 */
export function loadWeeksBefore(input: {
  previousWeeks: PlanInput['previousWeeks'];
  currentWeekStart: IsoDate | undefined;
  loadWeeksPerBlock: number;
  wasWeekOff: (monday: IsoDate) => boolean;
}): number {
  const { currentWeekStart, loadWeeksPerBlock } = input;
  const week = input.previousWeeks?.find((entry) => entry.start === currentWeekStart);
  if (!week || currentWeekStart === undefined) return 0;
  const counted = week.isRecoveryWeek ? loadWeeksPerBlock : Math.max(0, week.blockLoadWeeks - 1);
  for (let back = 1; back <= Math.min(counted, loadWeeksPerBlock); back++)
    if (input.wasWeekOff(addDays(currentWeekStart, -7 * back))) return back - 1;
  return counted;
}
