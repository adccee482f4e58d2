import type { Intention } from '../model/index';
import type { RaceGoal } from '../model/athlete';
import { RACE_PROFILES } from './race-catalogue';

/**
 * Peak weekly hours the plan builds to. The intention picks a point in the beginner /
 * experienced ranges of coaching-science.md: Beginner the low beginner end, RampUp the high
 * beginner end, NextLevelRace the low experienced end, Optimizing the middle of the
 * experienced range (the top of it is for athletes with a coach watching them daily).
 */
export function peakWeeklyHours(goal: Pick<RaceGoal, 'type'>, intention: Intention): number {
  const { beginner, experienced } = RACE_PROFILES[goal.type].peakHours;
  switch (intention) {
    case 'Beginner':
      return beginner[0];
    case 'RampUp':
      return beginner[1];
    case 'NextLevelRace':
      return experienced[0];
    case 'Optimizing':
      return (experienced[0] + experienced[1]) / 2;
  }
}

/**
 * Largest growth of a load week over the previous load week: the coaches' "10 % rule".
 * The CTL band below makes it smaller for athletes who already train a lot.
 */
export const MAX_LOAD_WEEK_GROWTH = 0.1;
/**
 * Training stress per hour of a planned endurance week (80/20 mix with intervals, long
 * sessions and tests): the example plans measure 59–63 per hour, so 60. Turns weekly hours
 * into a fitness (CTL) estimate: CTL ≈ weekly stress ÷ 7 at steady state.
 */
export const ENDURANCE_STRESS_PER_HOUR = 60;
/** Fitness (CTL) of an athlete who has trained `weeklySeconds` a week for a while (steady state). */
export function steadyFitness(weeklySeconds: number): number {
  return ((weeklySeconds / 3600) * ENDURANCE_STRESS_PER_HOUR) / 7;
}

/**
 * Couzens's low-risk fitness ramp (coaching-science.md "Load", as quoted by Uphill Athlete):
 * 4 CTL points a week below CTL 45, rising linearly to 6 above CTL 70. The plan is a projection
 * for an athlete nobody watches daily, so it plans inside the low-risk band; the coaches'
 * 5–8 points and GoldenCheetah's "risky above 8" are the outer bound the tests check.
 */
export function lowRiskRampPoints(fitness: number): number {
  const share = Math.min(1, Math.max(0, (fitness - 45) / (70 - 45)));
  return 4 + 2 * share;
}

/**
 * Safe growth of a load week over the previous one. When weekly load grows by a fraction g a
 * week, fitness (an exponential mean of it) follows at the same rate, so its ramp is about
 * g × CTL points a week; keeping g ≤ lowRiskRampPoints(CTL) ÷ CTL keeps the ramp in Couzens's
 * low-risk band, and never above the 10 % rule. Examples: 4 h/week (CTL ≈ 34) 10 %; 7 h
 * (CTL 60) 8.7 %; 15 h (CTL 129) 4.7 %. Recovery weeks make the realised ramp lower still.
 */
export function safeLoadWeekGrowth(weeklySeconds: number): number {
  const fitness = steadyFitness(weeklySeconds);
  if (fitness <= 0) return MAX_LOAD_WEEK_GROWTH;
  return Math.min(MAX_LOAD_WEEK_GROWTH, lowRiskRampPoints(fitness) / fitness);
}

/**
 * Weeks needed to grow from the current weekly time to the race's peak with the plan's own
 * progression: load weeks grow by safeLoadWeekGrowth, and every block of `loadWeeksPerBlock`
 * load weeks is followed by a recovery week (3:1 unless told otherwise).
 */
export function weeksToBuild(currentHours: number, peakHours: number, loadWeeksPerBlock = 3): number {
  if (currentHours >= peakHours) return 0;
  let hours = Math.max(currentHours, 1);
  let weeks = 0;
  let inBlock = 0;
  while (hours < peakHours && weeks < 520) {
    weeks += 1;
    if (inBlock === loadWeeksPerBlock) {
      inBlock = 0;
      continue;
    }
    hours *= 1 + safeLoadWeekGrowth(hours * 3600);
    inBlock += 1;
  }
  return weeks;
}
