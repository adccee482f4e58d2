import type { RaceGoal, WeeklyAvailability } from '../../model/athlete';
import type { Intention } from '../../model/index';
import type { RampUpOutcome } from '../../model/plan-types';
import { allSlots } from '../../availability/slots';
import { loadWeeksPerBlock as blockLength } from '../athlete-level';
import { peakWeeklyVolume } from '../peak-volume';
import { restDayTime } from '../rest-days';
import { planWeeklyVolumes, type WeekFrame, type WeekVolume } from '../volume';
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
    }),
    loadWeeksPerBlock,
  };
}
