import { describe, expect, it } from 'vitest';
import { generateSeasonPlan } from '../plan/generate-plan';
import { parsePlanInput } from '../plan/plan-input-schema';
import { ATHLETE_BANK } from './athlete-bank';
import { judgePlan, OPEN_RULES } from './coach-rules';
import { measurePlan } from './plan-metrics';
import { REPLAN_SCENARIOS, replanned } from './replan-scenarios';

/**
 * Re-plans that miss a rule for a reason the report names and issue 45 still has open: the
 * 7-hour Ironman back from a run injury, whose five short days give a run test week one ride.
 */
const KNOWN_GAPS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['ironman on 7 h · run injury', new Set(['frequency'])],
]);

/**
 * The coach report's bank as the guard of issue 12: every athlete of the bank, and every re-plan
 * after a missed week, an illness or a run injury, meets every coaching rule (coach-rules.ts)
 * but the ones issue 45 still has open (OPEN_RULES), which the report prints.
 */
describe('coach report bank', { timeout: 60_000 }, () => {
  it('has at least 30 athletes, each meeting every rule', () => {
    expect(ATHLETE_BANK.length).toBeGreaterThanOrEqual(30);
    for (const athlete of ATHLETE_BANK) {
      const parsed = parsePlanInput(athlete.input);
      if (!parsed.ok) throw new Error(parsed.errors.join(', '));
      const verdicts = judgePlan(measurePlan(generateSeasonPlan(parsed.input, athlete.today), parsed.input));
      expect(verdicts.length).toBeGreaterThanOrEqual(8);
      for (const verdict of verdicts)
        if (!OPEN_RULES.has(verdict.rule))
          expect(verdict.pass, `${athlete.name}: ${verdict.rule} (${verdict.detail})`).toBe(true);
    }
  });

  it('keeps every rule when re-planned after a missed week, an illness or a run injury', () => {
    for (const athlete of ATHLETE_BANK)
      for (const scenario of REPLAN_SCENARIOS) {
        const again = replanned(athlete, scenario);
        const parsed = parsePlanInput(again.input);
        if (!parsed.ok) throw new Error(parsed.errors.join(', '));
        const plan = generateSeasonPlan(parsed.input, again.today);
        // The re-plan really starts from what was done: the scenario's gap is in its history.
        expect(parsed.input.completedSessions.length, again.name).toBeGreaterThan(0);
        for (const verdict of judgePlan(measurePlan(plan, parsed.input)))
          if (!OPEN_RULES.has(verdict.rule) && !KNOWN_GAPS.get(again.name)?.has(verdict.rule))
            expect(verdict.pass, `${again.name}: ${verdict.rule} (${verdict.detail})`).toBe(true);
      }
  });
});
