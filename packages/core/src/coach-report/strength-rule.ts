import { addDays, daysBetween, isoWeekday, type IsoDate } from '../dates/index';
import { WEEKDAYS } from '../model/athlete';
import type { PlannedSession, WeekPlan } from '../model/plan-types';
import type { PlanInput, SeasonPlan } from '../plan/plan-input';
import { STRENGTH_INTRO_WEEKS } from '../plan/strength-week';

/** Strength sessions a week on average, per phase, and the weeks that fell short with room left. */
export interface StrengthFigures {
  foundationLoad: number;
  foundationRecovery: number;
  specific: number;
  /** Weeks (their Monday) holding fewer strength sessions than wanted while a strength day had room. */
  shortWeeks: IsoDate[];
}

/** Shortest strength session the plan places (week-builder.ts MINIMUM_DURATION). */
const SHORTEST_STRENGTH = 25 * 60;
/** Share of an easy session a strength session may take in its slot (week-builder.ts KEPT_SHARE). */
const EASY_KEPT = 2 / 3;
const STRENGTH_FREE_DAYS = 10;

/**
 * Strength per phase (coaching-science.md "Progression"): 2 a week in Foundation (1 in a recovery
 * week), 1 in Specific, capped by the days of the week offering strength outside the last 10 days
 * before an A race. A week is short when it holds fewer while a strength day still had room: fewer
 * than two sessions and a strength slot an easy session could share. Weeks left out: the current
 * and the first weeks of an athlete new to strength (one session while the movements are learnt),
 * race weeks (a mini-taper) and weeks shaped by a break.
 */
export function measureStrength(plan: SeasonPlan, input: PlanInput): StrengthFigures {
  const aRaces = input.goals.filter((goal) => goal.priority === 'A').map((goal) => goal.date);
  const raceDays = new Set(input.goals.map((goal) => goal.date));
  const counts = {
    foundationLoad: [] as number[],
    foundationRecovery: [] as number[],
    specific: [] as number[],
  };
  const shortWeeks: IsoDate[] = [];
  for (const week of plan.weeks) {
    if (!isCountedWeek(week, plan, raceDays)) continue;
    const sessions = plan.sessions.filter(
      (s) =>
        s.status !== 'skipped' && daysBetween(week.start, s.date) >= 0 && daysBetween(week.start, s.date) < 7,
    );
    const placed = sessions.filter((s) => s.sport === 'strength').length;
    const list =
      week.phase === 'Specific'
        ? counts.specific
        : week.isRecoveryWeek
          ? counts.foundationRecovery
          : counts.foundationLoad;
    list.push(placed);
    const days = strengthDays(week.start, input, aRaces);
    const wanted = Math.min(week.phase === 'Foundation' && !week.isRecoveryWeek ? 2 : 1, days.length);
    if (placed < wanted && days.some((day) => hasRoom(day, sessions, input))) shortWeeks.push(week.start);
  }
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  return {
    foundationLoad: mean(counts.foundationLoad),
    foundationRecovery: mean(counts.foundationRecovery),
    specific: mean(counts.specific),
    shortWeeks,
  };
}

function isCountedWeek(week: WeekPlan, plan: SeasonPlan, raceDays: ReadonlySet<IsoDate>): boolean {
  if (week.phase !== 'Foundation' && week.phase !== 'Specific') return false;
  if (daysBetween(plan.today, week.start) < 0 || week.index < STRENGTH_INTRO_WEEKS) return false;
  if ([0, 1, 2, 3, 4, 5, 6].some((d) => raceDays.has(addDays(week.start, d)))) return false;
  return !week.reasons.some((reason) =>
    /paused|excluded|rebuilding|Easing|Break|Mini-taper|Back to running/.test(reason),
  );
}

/** The week's days offering a strength slot of 25 min or more, outside the 10 days before an A race. */
function strengthDays(weekStart: IsoDate, input: PlanInput, aRaces: readonly IsoDate[]): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = 0; d < 7; d++) {
    const date = addDays(weekStart, d);
    if (aRaces.some((race) => daysBetween(date, race) >= 1 && daysBetween(date, race) <= STRENGTH_FREE_DAYS))
      continue;
    if (
      slotsOf(date, input).some(
        (slot) => slot.modalities.includes('strengthtraining') && slot.duration >= SHORTEST_STRENGTH,
      )
    )
      days.push(date);
  }
  return days;
}

function slotsOf(date: IsoDate, input: PlanInput) {
  return input.availability[WEEKDAYS[isoWeekday(date) - 1] ?? 'Monday'];
}

/**
 * A day that could have held strength: one session, with room for strength beside it in a strength
 * slot. A day without sessions is a rest day (the plan keeps a weekly one for novices and 50+).
 */
function hasRoom(date: IsoDate, weekSessions: readonly PlannedSession[], input: PlanInput): boolean {
  const sessions = weekSessions.filter((s) => s.date === date);
  // A day holding strength already has the week's strength on it: no second one that day.
  if (sessions.length !== 1 || sessions.some((s) => s.focus === 'Race' || s.sport === 'strength'))
    return false;
  return slotsOf(date, input).some((slot, index) => {
    if (!slot.modalities.includes('strengthtraining')) return false;
    const held = sessions
      .filter((s) => s.slotIndex === index)
      .reduce((sum, s) => sum + (s.isKey || s.isInterval ? s.duration : s.duration * EASY_KEPT), 0);
    return slot.duration - held >= SHORTEST_STRENGTH;
  });
}

export function strengthDetail(figures: StrengthFigures): string {
  const f = (value: number) => value.toFixed(1);
  const short = figures.shortWeeks.length ? `; short with room: ${figures.shortWeeks.join(', ')}` : '';
  return `per week: Foundation ${f(figures.foundationLoad)} (recovery ${f(figures.foundationRecovery)}), Specific ${f(figures.specific)}${short}`;
}
