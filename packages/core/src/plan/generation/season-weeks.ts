import type { IsoDate } from '../../dates/index';
import type { RaceGoal } from '../../model/athlete';
import type { EnduranceSport } from '../../model/index';
import type { PhaseSpan } from '../../model/plan-types';
import { RACE_PROFILES } from '../../goals/race-catalogue';
import { buildDays, weekPhase } from '../calendar';
import { dayNumber, gapDays, mondayOf, shiftDate, weekdayOf } from '../day-math';
import type { PlanInput } from '../plan-input';
import { keepRestDays, type RestDayPolicy } from '../rest-days';
import { runReturnWeeks } from '../run-return';
import type { WeekFrame } from '../volume';
import type { DayState } from '../week-builder';

/** The plan's days from today, grouped into Monday-to-Sunday weeks, and what each week is for. */
export interface SeasonWeeks {
  firstMonday: IsoDate;
  /** Days of each week; the current week holds only the days from today. */
  weekDays: DayState[][];
  frames: WeekFrame[];
  /** Day numbers the coach made rest days. */
  restDays: Set<number>;
}

/** No strength in the last 10 days before an A race (coaching-science.md "Progression": the legs arrive fresh). */
const STRENGTH_FREE_DAYS_BEFORE_A_RACE = 10;

export function layOutWeeks(
  input: PlanInput,
  today: IsoDate,
  phases: readonly PhaseSpan[],
  goals: readonly RaceGoal[],
  trainedSports: readonly EnduranceSport[],
  rest: RestDayPolicy,
): SeasonWeeks {
  // Order matters: rest days are chosen from the slots as offered, before strength is taken out.
  const days = buildDays(today, phases, input.availability, input.injuryPauses, goals);
  const restDays = keepRestDays(days, weekdayOf(today), rest);
  dropStrengthBeforeARaces(days, goals);
  const firstMonday = mondayOf(today);
  const weekDays: DayState[][] = [];
  for (const day of days) {
    const index = Math.floor(gapDays(firstMonday, day.date) / 7);
    (weekDays[index] ??= []).push(day);
  }
  const frames = weekDays.map((daysOfWeek, index) =>
    weekFrame(daysOfWeek, index, shiftDate(firstMonday, index * 7), goals, trainedSports),
  );
  if (trainedSports.includes('run')) markRunReturnWeeks(frames, input, today);
  return { firstMonday, weekDays, frames, restDays };
}

/** Weeks of run-walk after 14+ days without running (plan/run-return.ts). */
function markRunReturnWeeks(frames: WeekFrame[], input: PlanInput, today: IsoDate): void {
  const weeks = runReturnWeeks({
    injuryPauses: input.injuryPauses,
    completedSessions: input.completedSessions,
    today,
    mondays: frames.map((frame) => frame.start),
  });
  for (const [i, frame] of frames.entries()) {
    const week = weeks[i];
    if (week !== undefined) frame.runReturnWeek = week;
  }
}

function dropStrengthBeforeARaces(days: readonly DayState[], goals: readonly RaceGoal[]): void {
  const raceDays = goals.filter((goal) => goal.priority === 'A').map((goal) => dayNumber(goal.date));
  for (const day of days) {
    if (
      !raceDays.some(
        (race) => race - day.dayNumber >= 1 && race - day.dayNumber <= STRENGTH_FREE_DAYS_BEFORE_A_RACE,
      )
    )
      continue;
    for (const slot of day.slots) slot.sports.delete('strength');
  }
}

/** The week's phase, the race it builds to or recovers from, and where it stands in a taper or recovery. */
function weekFrame(
  daysOfWeek: readonly DayState[],
  index: number,
  start: IsoDate,
  goals: readonly RaceGoal[],
  trainedSports: readonly EnduranceSport[],
): WeekFrame {
  const phase = weekPhase(daysOfWeek, 'Foundation');
  const span = daysOfWeek.find((day) => day.span.phase === phase)?.span;
  const frame: WeekFrame = {
    start,
    index,
    phase,
    days: daysOfWeek.length,
    pausedDays: daysOfWeek.filter((day) => trainedSports.every((sport) => day.excluded.has(sport))).length,
  };
  if (span?.raceGoalId !== undefined) frame.raceGoalId = span.raceGoalId;
  const race = span?.raceGoalId === undefined ? undefined : goals.find((goal) => goal.id === span.raceGoalId);
  if (phase === 'Taper' && race) {
    frame.taperWeeksLeft = Math.floor(gapDays(frame.start, mondayOf(race.date)) / 7) + 1;
    frame.recoveryDays = RACE_PROFILES[race.type].recoveryDays;
  }
  if ((phase === 'PostRace' || phase === 'RaceDay') && race) {
    frame.postRaceWeek = Math.max(1, Math.floor(gapDays(mondayOf(race.date), frame.start) / 7));
    frame.recoveryDays = RACE_PROFILES[race.type].recoveryDays;
  }
  return frame;
}
