import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock/clock';
import { garminDailyRequests, healthReadings } from '../src/db/schema';
import { createGarminRequestBudget, GarminBudgetSpent } from '../src/garmin/garmin-request-budget';
import { garminAppForFile, connectGarmin, until } from './support/garmin-connect';
import { seedAthlete, signedUpAthlete } from './support/seed-athlete';
import { TEST_NOW, daysFromToday } from './support/test-clock';

const SECRET = 'budget-webhook-secret';
/** Small enough that a connection's back-fill and week of workouts would go over it. */
const DAILY = 14;
const DEFERRABLE = DAILY - Math.ceil(DAILY / 4);

const { t, garmin } = garminAppForFile(
  SECRET,
  { ratePerMinute: 100_000, perUserPerDay: DAILY, mode: 'ping' },
  { GARMIN_USER_DAILY_REQUESTS: String(DAILY) },
);

const usedToday = async (athleteId: string) =>
  (
    await t.ctx.db
      .select({ count: garminDailyRequests.count })
      .from(garminDailyRequests)
      .where(eq(garminDailyRequests.athleteId, athleteId))
  ).reduce((sum, row) => sum + row.count, 0);

describe('the daily request budget per athlete', () => {
  it('counts per UTC day: sending stops a quarter early, data waiting at Garmin may use the rest, leaving always goes', async () => {
    const athlete = await signedUpAthlete(t);
    const clock = manualClock('2026-03-04T23:00:00.000Z');
    const budget = createGarminRequestBudget(t.ctx.db, clock, 8);
    for (let i = 0; i < 6; i++) await budget.spend(athlete.athleteId, 'deferrable');
    const refused = await budget.spend(athlete.athleteId, 'deferrable').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GarminBudgetSpent);
    // Until the next UTC midnight, an hour away.
    expect((refused as GarminBudgetSpent).retryAfterSeconds).toBe(3600);
    await budget.spend(athlete.athleteId, 'incoming', 2);
    await expect(budget.spend(athlete.athleteId, 'incoming')).rejects.toBeInstanceOf(GarminBudgetSpent);
    await budget.spend(athlete.athleteId, 'always', 3);
    clock.advance(3600_000);
    await budget.spend(athlete.athleteId, 'deferrable', 6);
    const days = await t.ctx.db
      .select()
      .from(garminDailyRequests)
      .where(eq(garminDailyRequests.athleteId, athlete.athleteId));
    expect(days.map((row) => [row.day, row.count]).sort()).toEqual([
      ['2026-03-04', 11],
      ['2026-03-05', 6],
    ]);
  });

  it('keeps a new connection’s back-fill and workouts under Garmin’s cap, and still takes in what Garmin holds', async () => {
    const athlete = await seedAthlete(t);
    const userId = `garmin-budget-${athlete.athleteId.slice(0, 8)}`;
    garmin.user(userId).dailies.push({
      summaryId: 'budget-daily-1',
      calendarDate: daysFromToday(-2),
      startTimeInSeconds: Math.floor(new Date(TEST_NOW).getTime() / 1000) - 2 * 86_400,
      restingHeartRateInBeatsPerMinute: 47,
    });
    await connectGarmin(t, garmin, athlete, { beforeConsent: () => void garmin.nextConsentAs(userId) });
    // Back-fill requests and the week's workouts stop at the deferrable share of the day…
    await until(async () => (await usedToday(athlete.athleteId)) >= DEFERRABLE, 'the sending share spent');
    // …and a ping is still pulled, from the share kept for incoming data. Garmin pings on its own
    // when data syncs; the back-fill may ping too, but whether its dailies request went out before
    // the week's workouts spent the share depends on which job ran first.
    garmin.ping(userId, 'dailies');
    await until(async () => {
      const found = await t.ctx.db
        .select()
        .from(healthReadings)
        .where(and(eq(healthReadings.athleteId, athlete.athleteId), eq(healthReadings.kind, 'resting-hr')));
      return found.some((row) => row.value === 47);
    }, 'the pulled daily');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await usedToday(athlete.athleteId)).toBeLessThanOrEqual(DAILY);
    const calls = garmin.log.filter((entry) => entry.userId === userId);
    expect(calls.length).toBeGreaterThan(0);
    // Garmin never had to refuse us.
    expect(calls.filter((entry) => entry.status === 429)).toEqual([]);
    const status = (await athlete.call('GET', '/api/v1/integration/garmin/backfill-status')).json<{
      state: string;
      done: number;
      total: number;
    }>();
    expect(status.done).toBeLessThan(status.total);
  }, 60_000);
});
