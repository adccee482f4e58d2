import { describe, expect, it } from 'vitest';
import { ATHLETE_BANK } from '../coach-report/index';
import { daysBetween } from '../dates/index';
import type { PlannedSession, WorkoutBlock } from '../model/plan-types';
import { generateSeasonPlan } from './generate-plan';
import { TRIATHLON_LONG_GOALS } from './long-session-goals';
import { parsePlanInput } from './plan-input-schema';
import type { SeasonPlan } from './plan-input';
import { LONG_STEP } from './week-targets';
import { MINUTE } from './workout-steps';

const plans = () =>
  ATHLETE_BANK.map((athlete) => {
    const parsed = parsePlanInput(athlete.input);
    if (!parsed.ok) throw new Error(`${athlete.name}: ${parsed.errors.join(', ')}`);
    return { athlete, input: parsed.input, plan: generateSeasonPlan(parsed.input, athlete.today) };
  });

/** The week's long ride or run: its longest session of the sport (a brick's ride leg too; no intervals or test). */
function longestIn(plan: SeasonPlan, weekStart: string, sport: 'bike' | 'run'): number {
  return Math.max(
    0,
    ...plan.sessions
      .filter(
        (s) =>
          !s.isInterval &&
          s.focus !== 'PerformanceTest' &&
          s.focus !== 'Race' &&
          daysBetween(weekStart, s.date) >= 0 &&
          daysBetween(weekStart, s.date) < 7,
      )
      .map((s) =>
        s.legs
          ? sport === 'bike'
            ? (s.legs.find((leg) => leg.sport === 'bike')?.duration ?? 0)
            : 0
          : s.sport === sport
            ? s.duration
            : 0,
      ),
  );
}

function stepsOf(blocks: readonly WorkoutBlock[]): { kind: string; duration: number }[] {
  return blocks.flatMap((block) =>
    'steps' in block ? stepsOf(block.steps) : [{ kind: block.kind, duration: block.duration ?? 0 }],
  );
}

/** Issue 45 part 4: sessions that build, as a coach writes them. */
describe('sessions that build', { timeout: 60_000 }, () => {
  const all = plans();

  it('keeps every warm-up and cool-down within max(15 min, 10 % of the session)', () => {
    const padded: string[] = [];
    for (const { athlete, plan } of all)
      for (const session of plan.sessions.filter((s: PlannedSession) => s.focus !== 'Race')) {
        const limit = Math.max(15 * MINUTE, session.duration * 0.1);
        for (const step of stepsOf(session.steps))
          if ((step.kind === 'WarmUp' || step.kind === 'CoolDown') && step.duration > limit + 1)
            padded.push(
              `${athlete.name} ${session.date} ${session.title} ${step.kind} ${step.duration / 60} min`,
            );
      }
    expect(padded).toEqual([]);
  });

  it('starts the long ride and run at 75 % of the goal or today’s long session, grows them 10–15 min a load week, and reaches the goal 5–8 weeks out', () => {
    let judged = 0;
    for (const { athlete, input, plan } of all) {
      const race = input.goals.find((goal) => goal.priority === 'A');
      const goals = race ? TRIATHLON_LONG_GOALS[race.type] : undefined;
      if (!race || !goals) continue;
      const loadWeeks = plan.weeks.filter(
        (week) =>
          (week.phase === 'Foundation' || week.phase === 'Specific') &&
          !week.isRecoveryWeek &&
          week.index > 0 &&
          !week.reasons.some((reason) =>
            /paused|excluded|rebuilding|Easing|Back to running|Mini-taper|race/.test(reason),
          ),
      );
      for (const sport of ['bike', 'run'] as const) {
        const goal = goals[sport][1];
        const today = plan.capability.longSession[sport];
        const lengths = loadWeeks.map((week) => ({ week, long: longestIn(plan, week.start, sport) }));
        const first = lengths[0];
        if (!first) continue;
        judged += 1;
        const name = `${athlete.name} ${sport}`;
        // Starts at most at 75 % of the goal or today's long session (5 min of rounding).
        const start = Math.max(goal * 0.75, today);
        expect(first.long, name).toBeLessThanOrEqual(start + 5 * MINUTE);
        // Grows at most one step (10–15 min) a load week over the longest so far (a test week's
        // shorter long session, or one a short slot holds, is a dip, not the level).
        let longestSoFar = Math.max(first.long, start);
        for (const { week, long } of lengths.slice(1)) {
          expect(long - longestSoFar, `${name} ${week.start}`).toBeLessThanOrEqual(
            LONG_STEP[sport] + 5 * MINUTE,
          );
          longestSoFar = Math.max(longestSoFar, long);
        }
        // Reaches the goal no earlier than 8 weeks out (unless the athlete already rides or runs it).
        const atGoal = lengths.find(({ long }) => long >= goal - 5 * MINUTE);
        if (atGoal && today < goal - LONG_STEP[sport])
          expect(
            daysBetween(atGoal.week.start, race.date),
            `${name} at goal ${atGoal.week.start}`,
          ).toBeLessThanOrEqual(8 * 7 + 6);
      }
    }
    expect(judged).toBeGreaterThan(20);
  });
});
