import type { Intention } from '../model/index';
import type { RaceGoal } from '../model/athlete';
import { RACE_PROFILES } from '../goals/race-catalogue';
import { peakWeeklyHours } from '../goals/race-needs';
import type { AthleteLevel } from './workout-types';

/**
 * The peak load week stands this far above today's weekly time. With 3:1 blocks (recovery weeks
 * at 65 %) a block averages ~0.91 of its load weeks, so load weeks must grow ~10 % just to hold
 * fitness; 30 % above today lifts the last block's average ~18 % and planned fitness with it
 * (coaching-science.md "Progression": planned CTL climbs toward the A race; a plan whose CTL
 * falls below today's is detraining the athlete).
 */
const PEAK_OVER_CURRENT = 1.3;
/**
 * The peak uses up to this share of the endurance time the slots offer (the rest days kept
 * already taken off): issue 45 asks peak weeks of at least 90 % of the offered time, and a week
 * never places every minute (a swim shorter than its slot). The spec's 10 % margin is what the
 * availability screen asks for; an athlete who offers less is planned to what they offer.
 */
const PEAK_SHARE_OF_AVAILABLE = 0.95;
/** Without a race the coach maintains and grows gently: 10 % above today, at least 3 h. */
const BASE_ONLY_GROWTH = 1.1;
const BASE_ONLY_MINIMUM = 3 * 3600;

/**
 * Peak weekly endurance time (seconds) of a build (coaching-science.md "Plan shape" and
 * "Progression"): the race's published hours for the intention, raised to PEAK_OVER_CURRENT ×
 * today's time so the plan builds fitness, but never above the top of the level's published
 * range (beginner range for novices, experienced range otherwise) unless the athlete already
 * trains more, and never above 95 % of the time offered.
 */
export function peakWeeklyVolume(input: {
  race: Pick<RaceGoal, 'type'> | undefined;
  intention: Intention;
  level: AthleteLevel;
  currentVolume: number;
  enduranceAvailable: number;
}): number {
  const { race, currentVolume } = input;
  let wanted: number;
  if (!race) wanted = Math.max(BASE_ONLY_MINIMUM, currentVolume * BASE_ONLY_GROWTH);
  else {
    const range = RACE_PROFILES[race.type].peakHours;
    const top = (input.level === 'Novice' ? range.beginner[1] : range.experienced[1]) * 3600;
    const published = peakWeeklyHours(race, input.intention) * 3600;
    wanted = Math.max(published, Math.min(currentVolume * PEAK_OVER_CURRENT, Math.max(top, currentVolume)));
  }
  return Math.min(wanted, input.enduranceAvailable * PEAK_SHARE_OF_AVAILABLE);
}
