import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plannedSessions } from '../src/db/schema';
import { loadPlanInput } from '../src/plan/plan-input.loader';
import { planSettled } from './support/athlete-factory';
import { appWithAthleteForFile } from './support/seed-athlete';

const { t, a } = appWithAthleteForFile();

const storedSwims = async () =>
  (
    await t.ctx.db
      .select({ session: plannedSessions.session })
      .from(plannedSessions)
      .where(and(eq(plannedSessions.athleteId, a.athleteId), eq(plannedSessions.sport, 'swim')))
  )
    .map((row) => row.session)
    // Races swim open water; the CSS test keeps its metre protocol (its result form reads metres).
    .filter((session) => session.focus !== 'Race' && session.focus !== 'PerformanceTest');

describe("the athlete's swim unit", () => {
  it('writes the plan’s swim sets in yards once the athlete swims in yards, and back in metres', async () => {
    expect((await storedSwims()).length).toBeGreaterThan(0);
    for (const swim of await storedSwims()) expect(swim.description).toMatch(/^\d+ m:/);

    const patched = await a.call('PATCH', `/api/v1/odata/AthleteProfile/${a.athleteId}`, {
      preferences: { swimUnit: 'Yards' },
    });
    expect(patched.statusCode).toBe(200);
    await planSettled(a);
    const loaded = await loadPlanInput(t.ctx.db, a.athleteId, t.ctx.clock.now());
    expect(loaded.ok && loaded.input.preferences.swimUnit).toBe('Yards');
    const swims = await storedSwims();
    expect(swims.length).toBeGreaterThan(0);
    for (const swim of swims) {
      expect(swim.description).toMatch(/^\d+ yd:/);
      // 2,000 yd is 1,828.8 m: the stored metres read back as whole yards.
      const yards = (swim.distance ?? 0) / 0.9144;
      expect(Math.abs(yards - Math.round(yards))).toBeLessThan(0.02);
    }

    await a.call('PATCH', `/api/v1/odata/AthleteProfile/${a.athleteId}`, {
      preferences: { swimUnit: 'Meters' },
    });
    await planSettled(a);
    for (const swim of await storedSwims()) expect(swim.description).toMatch(/^\d+ m:/);
  });
});
