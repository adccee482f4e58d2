import { describe, expect, it } from 'vitest';
import { generateSeasonPlan } from '../plan/generate-plan';
import { parsePlanInput } from '../plan/plan-input-schema';
import { ATHLETE_BANK } from './athlete-bank';
import { judgePlan, type CoachRule } from './coach-rules';
import { measurePlan } from './plan-metrics';
import { REPLAN_SCENARIOS, replanned } from './replan-scenarios';

/**
 * The coach report's bank as a regression guard: the rules every athlete already meets stay met,
 * and the others do not fall below today's count (issue 12 tracks the way to all of them).
 */
const EVERY_ATHLETE: readonly CoachRule[] = ['ramp', 'rest day', 'key days', 'tapers', 'strength late'];
const AT_LEAST: Partial<Record<CoachRule, number>> = {
  'fitness rises': 21,
  'peak hours': 21,
  'easy share': 16,
  swims: 18,
  'long ride': 18,
  'long run': 15,
};

describe('coach report bank', { timeout: 60_000 }, () => {
  it('has at least 20 athletes and keeps its rules', () => {
    expect(ATHLETE_BANK.length).toBeGreaterThanOrEqual(20);
    const passes = new Map<CoachRule, number>();
    for (const athlete of ATHLETE_BANK) {
      const parsed = parsePlanInput(athlete.input);
      if (!parsed.ok) throw new Error(parsed.errors.join(', '));
      const verdicts = judgePlan(measurePlan(generateSeasonPlan(parsed.input, athlete.today), parsed.input));
      for (const verdict of verdicts) {
        if (EVERY_ATHLETE.includes(verdict.rule))
          expect(verdict.pass, `${athlete.name}: ${verdict.rule} (${verdict.detail})`).toBe(true);
        if (verdict.pass) passes.set(verdict.rule, (passes.get(verdict.rule) ?? 0) + 1);
      }
    }
    for (const [rule, count] of Object.entries(AT_LEAST))
      expect(passes.get(rule as CoachRule) ?? 0, rule).toBeGreaterThanOrEqual(count);
  });

  it('keeps the safety rules and a rising fitness when re-planned after a missed week, an illness or a run injury', () => {
    for (const athlete of ATHLETE_BANK)
      for (const scenario of REPLAN_SCENARIOS) {
        const again = replanned(athlete, scenario);
        const parsed = parsePlanInput(again.input);
        if (!parsed.ok) throw new Error(parsed.errors.join(', '));
        const plan = generateSeasonPlan(parsed.input, again.today);
        // The re-plan really starts from what was done: the scenario's gap is in its history.
        expect(parsed.input.completedSessions.length, again.name).toBeGreaterThan(0);
        for (const verdict of judgePlan(measurePlan(plan, parsed.input)))
          if ([...EVERY_ATHLETE, 'fitness rises'].includes(verdict.rule))
            expect(verdict.pass, `${again.name}: ${verdict.rule} (${verdict.detail})`).toBe(true);
      }
  });
});
