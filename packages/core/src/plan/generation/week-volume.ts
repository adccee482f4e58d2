import type { IsoDate } from '../../dates/index';
import type { RaceGoal } from '../../model/athlete';
import { dayNumber } from '../day-math';
import type { WeekVolume } from '../volume';
import type { DayState } from '../week-builder';
import type { DatedSession } from './starting-point';

/** The endurance time a week really gets, once the days left and its B or C races are counted. */
export interface WeekVolumeTarget {
  total: number;
  reasons: string[];
  /** B and C races of the week (an A race week is a taper week already). */
  racesThisWeek: RaceGoal[];
}

export function weekVolumeTarget(input: {
  index: number;
  /** The week's Monday (before today in the current week). */
  start: IsoDate;
  days: readonly DayState[];
  volume: WeekVolume;
  goals: readonly RaceGoal[];
  completed: readonly DatedSession[];
  todayNumber: number;
  /** The share of the week's offered time on the days left (starting-point.ts). */
  daysLeftShare: number;
}): WeekVolumeTarget {
  const { days, volume } = input;
  const reasons = [...volume.reasons];
  let total = volume.target;
  if (input.index === 0) {
    // Current week: the days left get their share of the athlete's week; missed work is never
    // crammed in, extra work done is counted.
    const weekStartNumber = dayNumber(input.start);
    const doneThisWeek = input.completed
      .filter(
        ({ session, day }) =>
          session.sport !== 'strength' && day >= weekStartNumber && day <= input.todayNumber,
      )
      .reduce((sum, { session }) => sum + session.duration, 0);
    const share = total * input.daysLeftShare;
    total = Math.max(0, Math.min(share, total - doneThisWeek));
    if (days.length < 7) reasons.push(`Current week: ${days.length} day(s) left`);
  }

  // Mini-taper (coaching-science.md): a B race takes 20 % off its week, a C race 10 %.
  const racesThisWeek = input.goals.filter(
    (goal) => goal.priority !== 'A' && days.some((day) => day.date === goal.date),
  );
  if (racesThisWeek.some((goal) => goal.priority === 'B')) {
    total *= 0.8;
    reasons.push('Mini-taper for a B race: 20 % less volume');
  } else if (racesThisWeek.length > 0) {
    total *= 0.9;
    reasons.push('C race this week: 10 % less volume, easy day before');
  }
  return { total, reasons, racesThisWeek };
}
