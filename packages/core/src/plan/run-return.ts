import type { IsoDate } from '../dates/index';
import type { CompletedSession, InjuryPause } from '../model/athlete';
import { excludedSportsOn } from './calendar';
import { dayNumber, mondayOf, shiftDate } from './day-math';
import { RUN_RETURN_AFTER_DAYS, RUN_WALK_WEEKS } from './workouts-return';

/** How far back a run-free stretch is looked for: a return that began up to a month ago still runs. */
const LOOK_BACK_DAYS = 9 * 7;
/** Running resumed on Friday to Sunday: those days are a lead-in, week 1 starts on the Monday after. */
const LEAD_IN_FROM_WEEKDAY = 5;

/**
 * The return week (1…RUN_WALK_WEEKS, 0 for the lead-in days before week 1) of each Monday in
 * `mondays`, undefined outside a return. Running resumes after RUN_RETURN_AFTER_DAYS or more days
 * without it, read from two sources:
 * - a declared injury or pause excluding running (any dates, the future included);
 * - the log, when it holds runs: the days from its first session to yesterday with no run logged.
 *   A log that stops is taken at its word (an athlete who trained without running, or not at all,
 *   for two weeks is back to running either way); a log without runs says nothing about running.
 * Where the two meet (a logged gap that the injury declared then continues) they make one stretch.
 */
export function runReturnWeeks(input: {
  injuryPauses: readonly InjuryPause[];
  completedSessions: readonly CompletedSession[];
  today: IsoDate;
  mondays: readonly IsoDate[];
}): (number | undefined)[] {
  const { mondays } = input;
  const lastMonday = mondays.at(-1);
  if (lastMonday === undefined) return [];
  const todayNumber = dayNumber(input.today);
  const ranOn = new Set<number>();
  let logStart = Infinity;
  for (const session of input.completedSessions) {
    const day = dayNumber(session.date);
    logStart = Math.min(logStart, day);
    if (session.sport === 'run') ranOn.add(day);
  }
  const logHasRuns = ranOn.size > 0;
  const isRunFree = (day: number): boolean =>
    excludedSportsOn(input.injuryPauses, day).has('run') ||
    (logHasRuns && day >= logStart && day < todayNumber && !ranOn.has(day));

  const resumeDays: number[] = [];
  let stretch = 0;
  const lastDay = dayNumber(lastMonday) + 6;
  for (let day = todayNumber - LOOK_BACK_DAYS; day <= lastDay; day++) {
    if (isRunFree(day)) {
      stretch += 1;
      continue;
    }
    if (stretch >= RUN_RETURN_AFTER_DAYS) resumeDays.push(day);
    stretch = 0;
  }
  // A week with no day to run (a holiday within the return) is not one of the return's weeks.
  const canRunIn = (monday: number): boolean => {
    for (let day = monday; day < monday + 7; day++)
      if (!excludedSportsOn(input.injuryPauses, day).has('run')) return true;
    return false;
  };
  const weekOf = new Map<number, number>();
  for (const resume of resumeDays) {
    const resumeDate = shiftDate(input.today, resume - todayNumber);
    const monday = dayNumber(mondayOf(resumeDate));
    let week = resume - monday + 1 >= LEAD_IN_FROM_WEEKDAY ? 0 : 1;
    for (let start = monday; week <= RUN_WALK_WEEKS && start <= lastDay; start += 7)
      if (week === 0 || start === monday || canRunIn(start)) weekOf.set(start, week++);
  }
  return mondays.map((monday) => weekOf.get(dayNumber(monday)));
}
