import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { daysFromToday, type TestAthlete } from './support/athlete-factory';
import { appWithAthlete } from './support/seed-athlete';
import type { TestApp } from './support/test-app';
import { TEST_NOW } from './support/test-clock';

/**
 * The dashboard's today is the athlete's, not the server's: at TEST_NOW (10:00 UTC) it is already
 * the next day on Kiritimati (UTC+14, midnight) and still the day before on Pago Pago (UTC−11,
 * 23:00). The dashboard reads the days around now in one statement and picks the athlete's today.
 */
let t: TestApp;
let a: TestAthlete;

const dashboard = async () =>
  (await a.call('GET', '/api/v1/app/dashboard-status')).json<{
    status: string;
    today: string;
    checkInDue: boolean;
  }>();

const setTimeZone = async (zone: string) =>
  expect((await a.call('POST', '/api/v1/app/update-time-zone', { TimeZoneId: zone })).statusCode).toBe(204);

/** Leaves the athlete one planned session in the three days around now, on `date`. */
async function onlySessionOn(date: string) {
  const db = t.database.db;
  const from = daysFromToday(-1);
  const to = daysFromToday(1);
  await db.execute(
    sql`delete from planned_sessions where athlete_id = ${a.athleteId} and date between ${from} and ${to}
          and id not in (select id from planned_sessions where athlete_id = ${a.athleteId} and date between ${from} and ${to} order by id limit 1)`,
  );
  await db.execute(
    sql`update planned_sessions set date = ${date} where athlete_id = ${a.athleteId} and date between ${from} and ${to}`,
  );
}

beforeAll(async () => {
  ({ t, a } = await appWithAthlete());
  expect(TEST_NOW).toBe('2026-03-04T10:00:00.000Z');
}, 90_000);
afterAll(() => t.close());

describe("the dashboard's today follows the athlete's time zone", () => {
  it('counts the sessions of the athlete’s date, a day ahead of UTC on Kiritimati', async () => {
    await onlySessionOn(daysFromToday(1));
    await setTimeZone('Pacific/Kiritimati');
    expect(await dashboard()).toMatchObject({ today: daysFromToday(1), status: 'proceed', checkInDue: true });
    await setTimeZone('UTC');
    expect(await dashboard()).toMatchObject({ today: daysFromToday(0), status: 'noworkouts' });
  });

  it('and a day behind UTC on Pago Pago', async () => {
    await onlySessionOn(daysFromToday(-1));
    await setTimeZone('Pacific/Pago_Pago');
    expect(await dashboard()).toMatchObject({
      today: daysFromToday(-1),
      status: 'proceed',
      checkInDue: true,
    });
    await setTimeZone('Pacific/Kiritimati');
    expect(await dashboard()).toMatchObject({ today: daysFromToday(1), status: 'noworkouts' });
  });

  it("takes the check-in of the athlete's date, not another day's", async () => {
    await onlySessionOn(daysFromToday(-1));
    await setTimeZone('Pacific/Pago_Pago');
    // A verdict stored on UTC's today (the athlete's tomorrow) says nothing about their today.
    await t.database.db.execute(
      sql`insert into daily_check_ins (athlete_id, local_date, readiness)
          values (${a.athleteId}, ${daysFromToday(0)}, ${JSON.stringify({ status: 'rest', trafficLight: 'red', message: 'Rest today.', keepOriginal: false })}::jsonb)`,
    );
    expect(await dashboard()).toMatchObject({
      today: daysFromToday(-1),
      status: 'proceed',
      checkInDue: true,
    });
    await setTimeZone('UTC');
    expect(await dashboard()).toMatchObject({
      today: daysFromToday(0),
      checkInDue: false,
      status: 'noworkouts',
    });
  });
});
