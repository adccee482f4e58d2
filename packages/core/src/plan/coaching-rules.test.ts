import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, daysBetween } from '../dates/index';
import { measurePlan } from '../coach-report/plan-metrics';
import { athleteLevel } from './athlete-level';
import { generateSeasonPlan } from './generate-plan';
import { maxDaysWithoutRest } from './rest-days';
import { MAX_KEY_DAYS_IN_A_ROW } from './week-builder';
import { planInputArb } from './test-support/arbitrary-athlete';
import { SHORT_EFFORT_SECONDS } from '../zones/targets';
import { isHardIntensity } from '../zones/intensity';

/** The weekly-structure rules of issue 12 (coaching-science.md "Progression"), over random athletes. */
describe('coaching rules (property-based)', { timeout: 120_000 }, () => {
  it('leaves a rest day at least weekly for novices and athletes of 50+, at least every 14 days for everyone', () => {
    fc.assert(
      fc.property(planInputArb, ({ input, today }) => {
        const plan = generateSeasonPlan(input, today);
        const needsWeeklyRest =
          athleteLevel(input.athlete) === 'Novice' || ageOn(input.athlete.dateOfBirth, today) >= 50;
        const trainingDays = new Set(
          plan.sessions.filter((s) => s.status !== 'skipped').map((s) => daysBetween(today, s.date)),
        );
        let streak = 0;
        for (let day = 0; day <= Math.max(0, ...trainingDays); day++) {
          streak = trainingDays.has(day) ? streak + 1 : 0;
          expect(streak, `day ${day}`).toBeLessThanOrEqual(maxDaysWithoutRest(needsWeeklyRest));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never plans more than two key days in a row', () => {
    fc.assert(
      fc.property(planInputArb, ({ input, today }) => {
        const plan = generateSeasonPlan(input, today);
        expect(measurePlan(plan, input).maxKeyDaysInRow).toBeLessThanOrEqual(MAX_KEY_DAYS_IN_A_ROW);
      }),
      { numRuns: 40 },
    );
  });

  it('plans no intensity in the 2 days after a B race', () => {
    fc.assert(
      fc.property(planInputArb, ({ input, today }) => {
        const plan = generateSeasonPlan(input, today);
        for (const race of input.goals.filter((goal) => goal.priority === 'B')) {
          const after = plan.sessions.filter(
            (s) => s.isHard && daysBetween(race.date, s.date) >= 1 && daysBetween(race.date, s.date) <= 2,
          );
          expect(after.map((s) => s.id)).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('tests no known threshold in the last 3 weeks before an A race', () => {
    fc.assert(
      fc.property(planInputArb, ({ input, today }) => {
        if (Object.keys(input.thresholds).length === 0) return;
        const plan = generateSeasonPlan(input, today);
        for (const race of input.goals.filter((goal) => goal.priority === 'A')) {
          const late = plan.sessions.filter(
            (s) =>
              s.focus === 'PerformanceTest' &&
              daysBetween(s.date, race.date) >= 0 &&
              daysBetween(s.date, race.date) < 21,
          );
          // Only a sport whose threshold is still unknown is measured this late.
          for (const test of late) expect(plan.sportsToTest, test.id).toContain(test.sport);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never targets a hard effort or a drill under 2 minutes by heart rate (heart rate lags)', () => {
    fc.assert(
      fc.property(planInputArb, ({ input, today }) => {
        const heartRateFirst = {
          ...input,
          preferences: {
            ...input.preferences,
            measurement: {
              bike: { aerobic: 'HeartRate', interval: 'HeartRate', indoor: 'HeartRate' },
              run: { aerobic: 'HeartRate', interval: 'HeartRate', indoor: 'HeartRate' },
            },
          },
        } satisfies typeof input;
        const plan = generateSeasonPlan(heartRateFirst, today);
        for (const session of plan.sessions) {
          for (const block of session.steps) {
            for (const step of block.kind === 'Repeat' ? block.steps : [block]) {
              if (
                (step.duration ?? 0) < SHORT_EFFORT_SECONDS &&
                (isHardIntensity(step.intensity) || step.kind === 'Drill')
              )
                expect(step.target?.kind, `${session.id} ${step.kind}`).not.toBe('heartRate');
            }
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('plans no strength in the last 10 days before an A race', () => {
    fc.assert(
      fc.property(planInputArb, ({ input, today }) => {
        const plan = generateSeasonPlan(input, today);
        expect(measurePlan(plan, input).strengthInLast10DaysBeforeA).toBe(0);
      }),
      { numRuns: 40 },
    );
  });
});
