import type { RaceGoal } from '../../model/athlete';
import type { PlannedSession } from '../../model/plan-types';
import { dayNumber } from '../day-math';
import { MINI_TAPER_DAYS, MINI_TAPER_MOST, ORDINARY_DAYS } from '../race-week';
import type { DayState, WeekBuilder } from '../week-builder';
import type { RampGuard } from './ramp-guard';

/** Sheds tried per mini-taper before the guard gives up (each shortens at least one session). */
const MAX_SHEDS = 10;

const stressOf = (sessions: readonly PlannedSession[], date: string): number =>
  sessions.reduce((sum, s) => sum + (s.date === date && s.focus !== 'Race' ? s.load : 0), 0);

/**
 * A B race's five days before it carry at most `MINI_TAPER_MOST` of five ordinary days' stress
 * (race-week.ts: −20…−30 %), ordinary being the mean day of the two weeks before them: the week's
 * volume is cut by the mini-taper's days, but the builder may still put a full day's work there.
 * The days of this week inside a mini-taper give, the heaviest first. Returns the seconds shed.
 * Runs before the ramp guard records the week (`guard.dailyStress` holds the weeks before it).
 */
export function keepMiniTapersWithin(
  guard: RampGuard,
  builder: WeekBuilder,
  days: readonly DayState[],
  goals: readonly RaceGoal[],
): number {
  let secondsShed = 0;
  const weekStart = days[0]?.dayNumber ?? 0;
  const stressOn = (day: number): number | undefined => {
    if (day < guard.todayNumber) return undefined;
    const inWeek = days.find((candidate) => candidate.dayNumber === day);
    return inWeek
      ? stressOf(builder.sessions, inWeek.date)
      : (guard.dailyStress[day - guard.todayNumber] ?? 0);
  };
  for (const goal of goals) {
    if (goal.priority !== 'B') continue;
    const raceDay = dayNumber(goal.date);
    const window = days.filter(
      (day) => raceDay - day.dayNumber >= 1 && raceDay - day.dayNumber <= MINI_TAPER_DAYS,
    );
    if (window.length === 0) continue;
    const ordinary: number[] = [];
    for (let d = raceDay - MINI_TAPER_DAYS - ORDINARY_DAYS; d < raceDay - MINI_TAPER_DAYS; d++) {
      const stress = d < weekStart || days.some((day) => day.dayNumber === d) ? stressOn(d) : undefined;
      if (stress !== undefined) ordinary.push(stress);
    }
    // A plan that starts inside the two weeks has no ordinary days to measure against.
    if (ordinary.length < 7) continue;
    const budget = (MINI_TAPER_MOST * window.length * ordinary.reduce((a, b) => a + b, 0)) / ordinary.length;
    for (let attempt = 0; attempt < MAX_SHEDS; attempt++) {
      const excess = window.reduce((sum, day) => sum + stressOf(builder.sessions, day.date), 0) - budget;
      if (excess <= 0) break;
      const heaviest = [...window].sort(
        (a, b) =>
          stressOf(builder.sessions, b.date) - stressOf(builder.sessions, a.date) ||
          a.dayNumber - b.dayNumber,
      );
      let shed = 0;
      for (const day of heaviest) {
        const result = builder.shedStress(day.date, excess);
        if (result.stress > 0) {
          shed = result.stress;
          secondsShed += result.seconds;
          break;
        }
      }
      if (shed === 0) break;
    }
  }
  return secondsShed;
}
