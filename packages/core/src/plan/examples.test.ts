import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../dates/index';
import type { PlannedSession } from '../model/plan-types';
import { generateSeasonPlan } from './generate-plan';
import { parsePlanInput } from './plan-input-schema';
import type { SeasonPlan } from './plan-input';

const EXAMPLES = join(import.meta.dirname, '../../examples');

function planFor(file: string): SeasonPlan {
  const json: unknown = JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8'));
  const parsed = parsePlanInput(json);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const today = (json as { today: string }).today;
  return generateSeasonPlan(parsed.input, today);
}

const phaseList = (plan: SeasonPlan): string[] => plan.phases.map((phase) => phase.phase);
const hours = (seconds: number): number => seconds / 3600;
const loadWeeks = (plan: SeasonPlan) => plan.weeks.filter((w) => (w.phase === 'Foundation' || w.phase === 'Specific') && !w.isRecoveryWeek);
const sessionsIn = (plan: SeasonPlan, predicate: (s: PlannedSession) => boolean) => plan.sessions.filter(predicate);

describe('example athletes', () => {
  it('every example file parses and plans', () => {
    for (const file of readdirSync(EXAMPLES).filter((name) => name.endsWith('.json'))) {
      expect(planFor(file).sessions.length, file).toBeGreaterThan(20);
    }
  });

  it('beginner sprint: 2:1 blocks, tests for unknown thresholds, 4–6 h weeks, a one-week taper', () => {
    const plan = planFor('sprint-beginner.json');
    expect(phaseList(plan)).toEqual(['Foundation', 'Specific', 'Taper', 'RaceDay', 'PostRace', 'Off']);
    expect(plan.level).toBe('Novice');
    expect(plan.loadWeeksPerBlock).toBe(2);
    expect(plan.goals[0]?.feasibility).toBe('GoalSeemsFeasible');
    const firstWeekTests = sessionsIn(plan, (s) => s.focus === 'PerformanceTest' && daysBetween(plan.today, s.date) < 14).map((s) => s.sport);
    expect(firstWeekTests.sort()).toEqual(['bike', 'run', 'swim']);
    for (const week of loadWeeks(plan)) expect(hours(week.targetDuration)).toBeGreaterThanOrEqual(4);
    for (const week of loadWeeks(plan)) expect(hours(week.targetDuration)).toBeLessThanOrEqual(6);
    const taper = plan.phases.find((p) => p.phase === 'Taper');
    expect(taper && daysBetween(taper.start, taper.end)).toBeLessThan(7);
    expect(sessionsIn(plan, (s) => s.focus === 'Strength' && s.phase === 'Foundation').length).toBeGreaterThan(10);
  });

  it('age-group Olympic: history-based capability, bricks and intervals in the Specific phase', () => {
    const plan = planFor('olympic-age-group.json');
    expect(plan.capability.source).toBe('History');
    expect(plan.rampUp.outcome).toBe('StepUp');
    expect(sessionsIn(plan, (s) => s.focus === 'Brick').length).toBeGreaterThan(3);
    expect(sessionsIn(plan, (s) => s.focus === 'Brick').every((s) => s.phase === 'Specific')).toBe(true);
    // Slots allow one hard bike day between the brick and the weekend; the injury-prone runner
    // gets race-pace finishes in the long run instead of a second hard day.
    expect(sessionsIn(plan, (s) => s.phase === 'Specific' && s.sport === 'bike' && s.isInterval).length).toBeGreaterThan(5);
    expect(sessionsIn(plan, (s) => s.phase === 'Specific' && s.sport === 'run' && s.focus === 'RacePace').length).toBeGreaterThanOrEqual(2);
    const peak = Math.max(...plan.weeks.map((w) => hours(w.targetDuration)));
    expect(peak).toBeGreaterThanOrEqual(8);
    expect(peak).toBeLessThanOrEqual(11);
  });

  it('70.3 with B and C races: mini-taper weeks, race sessions, long ride toward 3 h', () => {
    const plan = planFor('half-ironman-with-b-c-races.json');
    expect(phaseList(plan)).toEqual(['Foundation', 'Specific', 'Taper', 'RaceDay', 'PostRace', 'Off']);
    const races = sessionsIn(plan, (s) => s.focus === 'Race').map((s) => s.raceGoalId);
    expect(races).toEqual(['tenk-c', 'oly-b', 'half']);
    const bWeek = plan.weeks.find((w) => w.reasons.some((r) => r.startsWith('Mini-taper')));
    expect(bWeek?.start).toBe('2027-05-10');
    const longestRide = Math.max(...sessionsIn(plan, (s) => s.sport === 'bike' && !s.legs).map((s) => s.duration));
    expect(hours(longestRide)).toBeGreaterThanOrEqual(3);
    expect(plan.goals.every((g) => g.feasibility === 'GoalSeemsFeasible')).toBe(true);
  });

  it('experienced Ironman: two-week taper, 15–20 h peak weeks, 5 h long rides', () => {
    const plan = planFor('ironman-experienced.json');
    const taper = plan.phases.find((p) => p.phase === 'Taper');
    expect(taper && daysBetween(taper.start, taper.end) + 1).toBe(13);
    const peak = Math.max(...plan.weeks.map((w) => hours(w.targetDuration)));
    expect(peak).toBeGreaterThanOrEqual(15);
    expect(peak).toBeLessThanOrEqual(20);
    const longestRide = Math.max(...sessionsIn(plan, (s) => s.sport === 'bike' && s.focus !== 'Race').map((s) => s.duration));
    expect(hours(longestRide)).toBeGreaterThanOrEqual(4.5);
    expect(plan.level).toBe('Advanced');
  });

  it('half-marathon runner: run-only plan anchored on the B race, the missing A race reported', () => {
    const plan = planFor('half-marathon-runner.json');
    expect(plan.goalIssues.map((i) => i.code)).toContain('ARaceRequired');
    expect(plan.phases.find((p) => p.phase === 'RaceDay')?.raceGoalId).toBe('hm');
    const endurance = sessionsIn(plan, (s) => s.sport !== 'strength' && s.focus !== 'Race');
    expect(endurance.every((s) => s.sport === 'run')).toBe(true);
    // Quality sessions are capped by the 80/20 split: about one a week plus race-pace long-run finishes.
    expect(sessionsIn(plan, (s) => s.phase === 'Specific' && s.isInterval).length).toBeGreaterThan(5);
    expect(sessionsIn(plan, (s) => s.focus === 'RacePace' && s.sport === 'run').length).toBeGreaterThan(3);
  });

  it('open injury excluding running: no run at all, the time moves to swim and bike', () => {
    const plan = planFor('injury-pause-no-running.json');
    expect(sessionsIn(plan, (s) => s.sport === 'run' || (s.legs ?? []).some((leg) => leg.sport === 'run')).filter((s) => s.focus !== 'Race')).toEqual([]);
    expect(plan.weeks[0]?.reasons.some((r) => r.startsWith('Cross-training'))).toBe(true);
    expect(plan.loadWeeksPerBlock).toBe(2);
  });
});
