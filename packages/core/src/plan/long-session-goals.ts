import type { EnduranceSport } from '../model/index';
import type { RaceType } from '../model/athlete';
import { minimumLongSessionDurations } from '../availability/long-session-minimums';
import { MINUTE } from './workout-steps';

/**
 * Long ride / long run a triathlon build grows toward, [low, high] in seconds
 * (coaching-science.md "Progression": common age-group practice, Friel; 80/20 Triathlon).
 * Runs beyond ~3 h add injury risk more than fitness, hence the Ironman run's 2:45 top.
 */
export const TRIATHLON_LONG_GOALS: Readonly<
  Partial<Record<RaceType, { bike: [number, number]; run: [number, number] }>>
> = {
  Sprint: { bike: [75 * MINUTE, 75 * MINUTE], run: [50 * MINUTE, 50 * MINUTE] },
  Olympic: { bike: [120 * MINUTE, 150 * MINUTE], run: [75 * MINUTE, 90 * MINUTE] },
  HalfIronman: { bike: [180 * MINUTE, 210 * MINUTE], run: [105 * MINUTE, 120 * MINUTE] },
  Ironman: { bike: [270 * MINUTE, 330 * MINUTE], run: [135 * MINUTE, 165 * MINUTE] },
};

/** Single-sport races: up to 1.2 × the race minimum (long-session-minimums.ts); a swim up to 1.5 × the race swim. */
const SINGLE_SPORT_HEADROOM = 1.2;
const SWIM_HEADROOM = 1.5;

/**
 * Longest the long session of each sport grows to in the build. 0 = no ceiling from the race
 * (no race, or the race has no such leg: the share of the week then limits it).
 */
export function longSessionCeilings(
  raceType: RaceType | undefined,
  raceSwim: number,
  manualDistance?: number,
): Record<EnduranceSport, number> {
  if (raceType === undefined) return { swim: 0, bike: 0, run: 0 };
  const triathlon = TRIATHLON_LONG_GOALS[raceType];
  const swim = raceSwim * SWIM_HEADROOM;
  if (triathlon) return { swim, bike: triathlon.bike[1], run: triathlon.run[1] };
  const minimum = minimumLongSessionDurations(raceType, manualDistance);
  return { swim, bike: minimum.bike * SINGLE_SPORT_HEADROOM, run: minimum.run * SINGLE_SPORT_HEADROOM };
}
