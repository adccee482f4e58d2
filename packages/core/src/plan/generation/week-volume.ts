import type { IsoDate } from '../../dates/index';
import type { RaceGoal } from '../../model/athlete';
import { dayNumber } from '../day-math';
import type { WeekVolume } from '../volume';
import type { DayState } from '../week-builder';
import type { DatedSession } from './starting-point';
import { MINI_TAPER_DAYS } from '../race-week';

/** The endurance time a week really gets, once the days left and its B or C races are counted. */
export interface WeekVolumeTarget {
  total: number;
  reasons: string[];
  /** B races whose mini-taper touches the week, C races on it or the day after it (an A race week is a taper week already). */
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

  // Mini-taper (coaching-science.md), counted from the race date (race-week.ts): a B race's five
  // days before it are lighter by their own limits (easy days, the primer, mini-taper-guard.ts), so
  // the week keeps its volume for its other days (a Monday race's mini-taper is the week before's
  // Wednesday to Sunday); a C race takes 10 % off the week of its easy day.
  const before = (goal: RaceGoal, day: DayState): number => dayNumber(goal.date) - day.dayNumber;
  const racesThisWeek = input.goals.filter(
    (goal) =>
      goal.priority !== 'A' &&
      days.some(
        (day) => before(goal, day) >= 0 && before(goal, day) <= (goal.priority === 'B' ? MINI_TAPER_DAYS : 1),
      ),
  );
  const miniTaperDays = days.filter((day) =>
    racesThisWeek.some(
      (goal) => goal.priority === 'B' && before(goal, day) >= 1 && before(goal, day) <= MINI_TAPER_DAYS,
    ),
  ).length;
  if (miniTaperDays > 0) {
    reasons.push(`Mini-taper for a B race: ${miniTaperDays} lighter day(s) before it`);
  } else if (
    racesThisWeek.some((goal) => goal.priority === 'C' && days.some((day) => before(goal, day) === 1))
  ) {
    total *= 0.9;
    reasons.push('C race: 10 % less volume, easy day before');
  }
  return { total, reasons, racesThisWeek };
}
