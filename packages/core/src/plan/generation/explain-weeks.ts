import type { RaceGoal } from '../../model/athlete';
import { ENDURANCE_SPORTS } from '../../model/index';
import type { PlannedSession, WeekPlan } from '../../model/plan-types';
import { weekFactsFromSessions, weekReasons } from '../week-reason';
import type { SeasonWeeks } from './season-weeks';

const runReturn = (week: number | undefined) => (week === undefined ? {} : { runReturnWeek: week });

/**
 * Each week's one-line reason, from the final sessions: written last, so it describes the week
 * after the athlete's skips and moves.
 */
export function explainWeeks(
  weeks: readonly WeekPlan[],
  { weekDays, frames }: Pick<SeasonWeeks, 'weekDays' | 'frames'>,
  sessions: readonly PlannedSession[],
  goals: readonly RaceGoal[],
  loadWeeksPerBlock: number,
): void {
  const facts = weekFactsFromSessions(
    weeks.map((week) => ({
      start: week.start,
      phase: week.phase,
      isRecoveryWeek: week.isRecoveryWeek,
      days: weekDays[week.index]?.length ?? 7,
      pausedDays: frames[week.index]?.pausedDays ?? 0,
      volume: ENDURANCE_SPORTS.reduce((sum, sport) => sum + week.targets[sport].duration, 0),
      ...runReturn(frames[week.index]?.runReturnWeek),
    })),
    sessions,
  );
  const reasonLines = weekReasons(facts, goals, loadWeeksPerBlock);
  for (const [i, week] of weeks.entries()) week.reason = reasonLines[i] ?? '';
}
