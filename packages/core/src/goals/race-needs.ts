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
 * Safe weekly growth of training time in a load week. The "10 % rule" is the coaches'
 * bound; we use 8 % so that with a recovery week every 3 or 4 weeks the fitness ramp stays
 * within Couzens's 5–8 CTL points per week (coaching-science.md, "Load").
 */
export const WEEKLY_GROWTH = 0.08;
/** Net growth over a block once recovery weeks are counted (3 load weeks at +8 %, one back). */
export const NET_WEEKLY_GROWTH = 0.06;

/** Weeks needed to grow from the current weekly time to the race's peak at the net growth rate. */
export function weeksToBuild(currentHours: number, peakHours: number): number {
  if (currentHours >= peakHours) return 0;
  const start = Math.max(currentHours, 1);
  return Math.ceil(Math.log(peakHours / start) / Math.log(1 + NET_WEEKLY_GROWTH));
}
