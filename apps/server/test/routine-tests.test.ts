import { addDays, daysBetween } from '@tricoach/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock/clock';
import { daysFromToday } from './support/athlete-factory';
import { seedAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';
import { TEST_NOW, TEST_TODAY } from './support/test-clock';

/**
 * Routine performance tests fall due 6–8 weeks after the last one. A plan is made again often
 * (every logged workout, check-in or change), and each counted the weeks from its own first
 * week: the tests stayed seven weeks ahead of every plan and never came.
 */
const clock = manualClock(TEST_NOW);
// The access token outlives the weeks the test skips.
const t = appForFile({ ACCESS_TOKEN_TTL_SECONDS: String(120 * 24 * 3600) }, clock);

describe('routine performance tests across weekly re-plans', () => {
  it('come within eight weeks of joining, and a test not done is planned again at once', async () => {
    // Every threshold known: no first tests, only routine ones.
    const athlete = await seedAthlete(t, {
      thresholds: {
        swimming: { css: 100 },
        cycling: { upperPower: 250 },
        running: { upperPace: 300, upperHeartRate: 170 },
      },
    });
    const firstTestFrom = async (today: string) => {
      const { rows } = (await t.ctx.db.execute(
        sql`select date::text as date from planned_sessions where athlete_id = ${athlete.athleteId}
            and session->>'focus' = 'PerformanceTest' and date >= ${today} order by date limit 1`,
      )) as unknown as { rows: { date: string }[] };
      return rows[0]?.date;
    };
    for (let week = 0; week <= 10; week += 1) {
      if (week > 0) {
        clock.advance(7 * 24 * 3600 * 1000);
        // The re-plan a logged workout or a check-in would ask for, made here and now.
        expect(await t.ctx.planGeneration.generateNow(athlete.athleteId)).toBe('ready');
      }
      const today = daysFromToday(7 * week);
      const first = await firstTestFrom(today);
      expect(first, `week ${week}`).toBeDefined();
      // Due by 8 weeks after joining (+ the week it lands in); once that day has passed without
      // the test, in the week of the re-plan.
      const latest =
        addDays(TEST_TODAY, 9 * 7) > addDays(today, 7) ? addDays(TEST_TODAY, 9 * 7) : addDays(today, 7);
      expect(daysBetween(first!, latest), `week ${week}: first test on ${first}`).toBeGreaterThanOrEqual(0);
    }
  }, 120_000);
});
