import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@tricoach/core';
import { manualClock } from '../src/clock/clock';
import { seanEllisResponses, uiEvents } from '../src/db/schema';
import type { TestAthlete } from './support/athlete-factory';
import { whileRefusing } from './support/refuse-writes';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';
import { TEST_NOW, TEST_TODAY } from './support/test-clock';

const clock = manualClock(TEST_NOW);
// The clock moves months in this file: tokens that last a year keep each athlete signed in.
const t = appForFile({ ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) }, clock);

const DAY = 86_400_000;
/** Each test moves the clock on; it starts from where it left off for the next test's athletes. */
let day = 0;
const advanceDays = (days: number) => {
  day += days;
  clock.advance(days * DAY);
};
const today = () => addDays(TEST_TODAY, day);

const asked = async (athlete: TestAthlete) =>
  (await athlete.call('GET', '/api/v1/app/identity')).json<{ profile: { showSeanEllisTest: boolean } }>()
    .profile.showSeanEllisTest;

async function logRun(athlete: TestAthlete, date = today()) {
  const response = await athlete.call('POST', '/api/v1/app/completed-workouts', {
    sport: 'running',
    date,
    startTime: '07:00',
    durationSeconds: 2400,
    rpe: 5,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Two weeks and four runs after the athlete signed up: the question is asked. */
async function twoWeeksAndFourRunsOn(athlete: TestAthlete) {
  advanceDays(15);
  for (let i = 0; i < 4; i += 1) await logRun(athlete);
  expect(await asked(athlete)).toBe(true);
}

describe('the Sean Ellis test', () => {
  it('is asked once an athlete has two weeks and four workouts with Tricoach, not before', async () => {
    const athlete = await signedUpAthlete(t);
    const started = day;
    for (let i = 0; i < 4; i += 1) await logRun(athlete);
    expect(await asked(athlete)).toBe(false); // four workouts, but on the first day
    advanceDays(14 - (day - started));
    await logRun(athlete);
    expect(await asked(athlete)).toBe(true);
  });

  it('a history from before the sign-up does not count', async () => {
    const athlete = await signedUpAthlete(t);
    for (let i = 1; i <= 3; i += 1) await logRun(athlete, addDays(today(), -30 - i));
    advanceDays(15);
    await logRun(athlete);
    await logRun(athlete);
    expect(await asked(athlete)).toBe(false); // 2 since sign-up
    await logRun(athlete);
    await logRun(athlete);
    expect(await asked(athlete)).toBe(true);
  });

  it('an answer clears the question for good; the feedback follows it', async () => {
    const athlete = await signedUpAthlete(t);
    const early = await athlete.call('POST', '/api/v1/app/sean-ellis-feedback', { feedback: 'Too early' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'Please answer the question first.' });
    await twoWeeksAndFourRunsOn(athlete);

    const wrong = await athlete.call('POST', '/api/v1/app/sean-ellis-answer', { answer: 'Meh' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Answer must be one of VeryDisappointed/);
    expect(await asked(athlete)).toBe(true);

    const answered = await athlete.call('POST', '/api/v1/app/sean-ellis-answer', {
      answer: 'VeryDisappointed',
    });
    expect(answered.statusCode).toBe(204);
    expect(await asked(athlete)).toBe(false);
    const feedback = await athlete.call('POST', '/api/v1/app/sean-ellis-feedback', {
      feedback: '  The plan that moves when I am tired.  ',
    });
    expect(feedback.statusCode).toBe(204);
    const [row] = await t.ctx.db
      .select()
      .from(seanEllisResponses)
      .where(eq(seanEllisResponses.athleteId, athlete.athleteId));
    expect(row).toMatchObject({
      answer: 'VeryDisappointed',
      feedback: 'The plan that moves when I am tired.',
    });

    advanceDays(60);
    await logRun(athlete);
    expect(await asked(athlete)).toBe(false);
  });

  it('an answer that fails half-way is not kept, and the question stays', async () => {
    const athlete = await signedUpAthlete(t);
    await twoWeeksAndFourRunsOn(athlete);
    // The answer is written, then clearing the question is refused.
    const refused = await whileRefusing(
      t,
      {
        table: 'athletes',
        write: 'UPDATE',
        when: `NEW.id = '${athlete.athleteId}' AND NOT NEW.show_sean_ellis_test`,
      },
      () => athlete.call('POST', '/api/v1/app/sean-ellis-answer', { answer: 'SomewhatDisappointed' }),
    );
    expect(refused.statusCode).toBe(500);
    const answerOf = async () =>
      (
        await t.ctx.db
          .select()
          .from(seanEllisResponses)
          .where(eq(seanEllisResponses.athleteId, athlete.athleteId))
      )[0]?.answer;
    expect(await answerOf()).toBeNull();
    expect(await asked(athlete)).toBe(true);
    const answered = await athlete.call('POST', '/api/v1/app/sean-ellis-answer', {
      answer: 'SomewhatDisappointed',
    });
    expect(answered.statusCode).toBe(204);
    expect(await answerOf()).toBe('SomewhatDisappointed');
    expect(await asked(athlete)).toBe(false);
  });

  it('“not now” asks again two weeks and a workout later', async () => {
    const athlete = await signedUpAthlete(t);
    await twoWeeksAndFourRunsOn(athlete);
    expect((await athlete.call('POST', '/api/v1/app/sean-ellis-not-now')).statusCode).toBe(204);
    expect(await asked(athlete)).toBe(false);
    advanceDays(7);
    await logRun(athlete);
    expect(await asked(athlete)).toBe(false);
    advanceDays(8);
    await logRun(athlete);
    expect(await asked(athlete)).toBe(true);
  });
});

describe('POST /api/v1/app/ui-event', () => {
  const eventsOf = (athleteId: string) =>
    t.ctx.db.select().from(uiEvents).where(eq(uiEvents.athleteId, athleteId));

  it('stores the spec’s five kinds for the athlete who sends them', async () => {
    const athlete = await signedUpAthlete(t);
    const other = await signedUpAthlete(t);
    const types = [
      'page.view',
      'button.click',
      'dialog.view',
      'notification.push.action',
      'notification.inapp.action',
    ];
    for (const EventType of types) {
      const response = await athlete.call('POST', '/api/v1/app/ui-event', {
        EventType,
        Action: 'open',
        Page: '/app/dashboard',
        MetaData: { source: 'test', count: 2 },
      });
      expect(response.statusCode, response.body).toBe(204);
    }
    const stored = await eventsOf(athlete.athleteId);
    expect(stored.map((event) => event.eventType).sort()).toEqual([...types].sort());
    expect(stored[0]).toMatchObject({
      action: 'open',
      page: '/app/dashboard',
      metadata: { source: 'test', count: 2 },
    });
    expect(await eventsOf(other.athleteId)).toHaveLength(0);
  });

  it('refuses an unknown type, a missing page, metadata that is not an object or too big, and strangers', async () => {
    const athlete = await signedUpAthlete(t);
    const send = (body: object) => athlete.call('POST', '/api/v1/app/ui-event', body);
    const unknown = await send({ EventType: 'page.scroll', Action: 'x', Page: '/app' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'EventType must be one of page.view, button.click, dialog.view, notification.push.action, notification.inapp.action',
    );
    expect((await send({ EventType: 'page.view', Action: 'x' })).json().message).toBe('Page is required');
    expect((await send({ EventType: 'page.view', Action: 'x', Page: '/a', MetaData: [1] })).statusCode).toBe(
      400,
    );
    expect(
      (await send({ EventType: 'page.view', Action: 'x', Page: '/a', MetaData: { text: 'x'.repeat(5000) } }))
        .statusCode,
    ).toBe(400);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/v1/app/ui-event',
      payload: { EventType: 'page.view', Action: 'x', Page: '/a' },
    });
    expect(stranger.statusCode).toBe(401);
    expect(await eventsOf(athlete.athleteId)).toHaveLength(0);
  });
});
