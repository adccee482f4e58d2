import type { RaceGoal } from '../../model/athlete';
import type { EnduranceSport } from '../../model/index';
import { raceLegs, type RaceFamily } from '../../goals/race-catalogue';
import { minimumLongSessionDurations } from '../../availability/long-session-minimums';
import { TRIATHLON_LONG_GOALS, longSessionCeilings } from '../long-session-goals';

/** How long the season's long sessions must grow (Specific phase) and may grow, per sport (seconds). */
export interface LongSessionLimits {
  raceMinimum: Record<EnduranceSport, number>;
  /** 0 = no ceiling. */
  ceiling: Record<EnduranceSport, number>;
}

export function longSessionLimits(
  mainRace: RaceGoal | undefined,
  family: RaceFamily,
  cssPace: number,
): LongSessionLimits {
  const minimums = mainRace
    ? minimumLongSessionDurations(mainRace.type, mainRace.distance)
    : { bike: 0, run: 0 };
  // A long swim only where the race swim is long: 70.3, Ironman and swim races (about the race's swim time).
  const swimRaceMinimum =
    mainRace && (family === 'Swim' || mainRace.type === 'HalfIronman' || mainRace.type === 'Ironman')
      ? ((raceLegs(mainRace.type, mainRace.distance).swim ?? 0) / 100) * cssPace
      : 0;
  // A triathlon's Specific phase grows the long sessions to the low end of the distance's goals (long-session-goals.ts).
  const triathlonGoals = mainRace ? TRIATHLON_LONG_GOALS[mainRace.type] : undefined;
  return {
    raceMinimum: {
      swim: swimRaceMinimum,
      bike: Math.max(minimums.bike, triathlonGoals?.bike[0] ?? 0),
      run: Math.max(minimums.run, triathlonGoals?.run[0] ?? 0),
    },
    ceiling: longSessionCeilings(mainRace?.type, swimRaceMinimum, mainRace?.distance),
  };
}
