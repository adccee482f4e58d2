import { addDays, daysBetween } from '../dates/index';
import { ENDURANCE_SPORTS } from '../model/index';
import type { PlanInput, SeasonPlan } from '../plan/plan-input';
import { isRunWalk } from '../plan/workouts-return';
import type { RuleVerdict } from './coach-rules';

/**
 * The weeks back to running after 14+ days without it (issue 45: "three weeks of easy run-walk, 3
 * a week, no intensity and no test; cross-training keeps total hours ≥ 90 % of normal"), as the
 * coach reads them in a plan.
 */
export interface ReturnToRunMetrics {
  /** Weeks whose reason says "Back to running" (the lead-in days' week included). */
  weeks: number;
  /** Runs in the return weeks that are not run-walks, or are key, hard, interval or a test. */
  otherRuns: number;
  /** Fewest and most run-walks in a return week of seven days; fewest counts only weeks whose slots held three. */
  fewestRunWalks: number;
  mostRunWalks: number;
  /**
   * Lowest share of "normal" a return week places: its endurance target times the share this
   * plan's other load weeks place (two sessions a day hold 80–100 % of a week: "time used"), so
   * the return is judged on what it changes. Undefined without bike or swim slots to make it up.
   */
  lowestHoursShare?: number;
}

/** Share of the week's hours the plan keeps while running comes back (issue 45). */
const HOURS_KEPT = 0.9;

export function measureReturnToRun(plan: SeasonPlan, input: PlanInput): ReturnToRunMetrics | undefined {
  const weeks = plan.weeks.filter((week) => week.reason.startsWith('Back to running'));
  if (weeks.length === 0) return undefined;
  const crossTrainingOffered = Object.values(input.availability)
    .flat()
    .some((slot) => slot.modalities.includes('cycling') || slot.modalities.includes('swimming'));
  const metrics: ReturnToRunMetrics = {
    weeks: weeks.length,
    otherRuns: 0,
    fewestRunWalks: Infinity,
    mostRunWalks: 0,
  };
  const usual = usualPlacedShare(plan);
  for (const week of weeks) {
    const sessions = plan.sessions.filter(
      (s) =>
        s.status !== 'skipped' && daysBetween(week.start, s.date) >= 0 && s.date <= addDays(week.start, 6),
    );
    const runs = sessions.filter((s) => s.sport === 'run' || s.legs?.some((leg) => leg.sport === 'run'));
    const runWalks = runs.filter((s) => isRunWalk(s) && !s.isKey && !s.isHard && !s.isInterval);
    metrics.otherRuns += runs.length - runWalks.length;
    metrics.mostRunWalks = Math.max(metrics.mostRunWalks, runWalks.length);
    // A B race's mini-taper week is light by design, return or not.
    const wholeWeek =
      daysBetween(plan.today, week.start) >= 0 &&
      !week.reason.includes('last days') &&
      !week.reasons.some((reason) => reason.startsWith('Mini-taper'));
    const slotsShort = week.reasons.some((reason) => /run\(s\) fit this week/.test(reason));
    if (wholeWeek && !slotsShort) metrics.fewestRunWalks = Math.min(metrics.fewestRunWalks, runWalks.length);
    const target = ENDURANCE_SPORTS.reduce((sum, sport) => sum + week.targets[sport].duration, 0);
    const placed = sessions
      .filter((s) => s.sport !== 'strength' && s.focus !== 'Race')
      .reduce((sum, s) => sum + s.duration, 0);
    if (crossTrainingOffered && wholeWeek && target > 0)
      metrics.lowestHoursShare = Math.min(metrics.lowestHoursShare ?? Infinity, placed / (target * usual));
  }
  if (metrics.fewestRunWalks === Infinity) metrics.fewestRunWalks = metrics.mostRunWalks;
  return metrics;
}

/** Median share of its endurance target a full load week of this plan places (capped at 1). */
function usualPlacedShare(plan: SeasonPlan): number {
  const shares = plan.weeks
    .filter(
      (week) =>
        (week.phase === 'Foundation' || week.phase === 'Specific') &&
        !week.isRecoveryWeek &&
        daysBetween(plan.today, week.start) >= 0 &&
        !week.reasons.some((reason) =>
          /Back to running|rebuilding|excluded|paused|Easing|Mini-taper|race/.test(reason),
        ),
    )
    .map((week) => {
      const target = ENDURANCE_SPORTS.reduce((sum, sport) => sum + week.targets[sport].duration, 0);
      const placed = plan.sessions
        .filter(
          (s) =>
            s.sport !== 'strength' &&
            s.focus !== 'Race' &&
            daysBetween(week.start, s.date) >= 0 &&
            daysBetween(week.start, s.date) < 7,
        )
        .reduce((sum, s) => sum + s.duration, 0);
      return target > 0 ? Math.min(1, placed / target) : 1;
    })
    .sort((a, b) => a - b);
  return shares[Math.floor(shares.length / 2)] ?? 1;
}

/** One line for the report's table: "3 w 3/3 RW 96 %". */
export function returnToRunFigure(m: ReturnToRunMetrics | undefined): string {
  if (!m) return '-';
  const hours = m.lowestHoursShare === undefined ? '' : ` ${Math.round(m.lowestHoursShare * 100)}%`;
  return `${m.weeks}w ${m.fewestRunWalks}-${m.mostRunWalks}RW${hours}`;
}

export function judgeReturnToRun(m: ReturnToRunMetrics | undefined): RuleVerdict | undefined {
  if (!m) return undefined;
  const problems: string[] = [];
  if (m.otherRuns > 0) problems.push(`${m.otherRuns} run(s) other than easy run-walks`);
  if (m.mostRunWalks > 3 || m.fewestRunWalks < 3)
    problems.push(`${m.fewestRunWalks}–${m.mostRunWalks} run-walks a week (want 3)`);
  if (m.lowestHoursShare !== undefined && m.lowestHoursShare < HOURS_KEPT)
    problems.push(`a week holds ${Math.round(m.lowestHoursShare * 100)} % of its hours (want ≥ 90 %)`);
  return {
    rule: 'return to run',
    pass: problems.length === 0,
    detail:
      problems.length > 0
        ? problems.join('; ')
        : `${m.weeks} week(s) of 3 easy run-walks${m.lowestHoursShare === undefined ? ' (no bike or swim slot to make up the hours)' : `, ≥ ${Math.floor(m.lowestHoursShare * 100)} % of the hours`}`,
  };
}
