import { describe, expect, it } from 'vitest';
import { generateSeasonPlan } from './generate-plan';
import { parsePlanInput } from './plan-input-schema';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const example = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../examples/${name}`, import.meta.url)), 'utf8'));

describe('the fitness a plan starts from (issue 45: one model)', () => {
  it('is the hours trained now at the athlete’s own easy stress per hour, below the old flat 60 an hour', () => {
    const json = example('sprint-beginner.json');
    const parsed = parsePlanInput(json);
    if (!parsed.ok) throw new Error(parsed.errors.join(', '));
    const plan = generateSeasonPlan(parsed.input, json.today);
    const weeklyHours =
      (plan.capability.weekly.swim + plan.capability.weekly.bike + plan.capability.weekly.run) / 3600;
    const { estimate, fitness } = plan.startingFitness;
    expect(estimate).toBeGreaterThan(0);
    expect(estimate).toBeLessThan((weeklyHours * 60) / 7);
    // Easy sessions score well above nothing: between 35 and 75 stress points an hour.
    expect(estimate).toBeGreaterThan((weeklyHours * 35) / 7);
    expect(estimate).toBeLessThan((weeklyHours * 75) / 7);
    // Without a log the plan starts from the estimate (one day of decay).
    if (parsed.input.completedSessions.length === 0)
      expect(fitness).toBeCloseTo(estimate * Math.exp(-1 / 42), 6);
  });
});
