import { and, count, eq, gte, isNotNull } from 'drizzle-orm';
import { localDate } from '@tricoach/core';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import { athletes, completedWorkouts, seanEllisResponses } from '../db/schema';
import { ApiError } from '../http/errors';

export const SEAN_ELLIS_ANSWERS = ['VeryDisappointed', 'SomewhatDisappointed', 'NotDisappointed'] as const;
export type SeanEllisAnswer = (typeof SEAN_ELLIS_ANSWERS)[number];

const DAY_MS = 86_400_000;
/**
 * Who is asked (docs/decisions.md, "The Sean Ellis test"): someone who has lived with the coach,
 * i.e. two weeks since sign-up and four workouts done since (an imported history does not count).
 */
export const SURVEY_RULE = { daysSinceSignUp: 14, workoutsSinceSignUp: 4, daysAfterNotNow: 14 };

export const ANSWER_FIRST = 'Please answer the question first.';

/**
 * The Sean Ellis product-market-fit question. The server decides when to ask (the
 * `showSeanEllisTest` flag of the identity, which sends the app to the test from the forecast);
 * an answer, or "not now", clears it. One answer per athlete; feedback follows the answer.
 */
export function createSeanEllisSurvey(
  db: Db,
  deps: { clock: Clock; invalidateIdentity: (athleteId: string) => void },
) {
  const { clock } = deps;

  /**
   * The response row and the identity's flag change together (one transaction): an answer is
   * never stored with the question still showing, nor a question shown without its row.
   */
  async function respond(
    athleteId: string,
    asked: boolean,
    write: (executor: Db) => Promise<unknown>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const executor = tx as unknown as Db;
      await write(executor);
      await executor.update(athletes).set({ showSeanEllisTest: asked }).where(eq(athletes.id, athleteId));
    });
    deps.invalidateIdentity(athleteId);
  }

  /** After a workout: flags the athlete once the rule holds, never after an answer. */
  async function considerAsking(athleteId: string): Promise<boolean> {
    const now = clock.now();
    const [athlete] = await db.select().from(athletes).where(eq(athletes.id, athleteId));
    if (!athlete || athlete.showSeanEllisTest) return false;
    if (now.getTime() - athlete.createdAt.getTime() < SURVEY_RULE.daysSinceSignUp * DAY_MS) return false;
    const [response] = await db
      .select()
      .from(seanEllisResponses)
      .where(eq(seanEllisResponses.athleteId, athleteId));
    if (response?.answer) return false;
    if (
      response?.dismissedAt &&
      now.getTime() - response.dismissedAt.getTime() < SURVEY_RULE.daysAfterNotNow * DAY_MS
    )
      return false;
    const [done] = await db
      .select({ n: count() })
      .from(completedWorkouts)
      .where(
        and(
          eq(completedWorkouts.athleteId, athleteId),
          gte(completedWorkouts.localDate, localDate(athlete.createdAt, 'UTC')),
        ),
      );
    if ((done?.n ?? 0) < SURVEY_RULE.workoutsSinceSignUp) return false;
    await respond(athleteId, true, (executor) =>
      executor
        .insert(seanEllisResponses)
        .values({ athleteId, askedAt: now })
        .onConflictDoUpdate({ target: seanEllisResponses.athleteId, set: { askedAt: now } }),
    );
    return true;
  }

  async function answer(athleteId: string, value: SeanEllisAnswer): Promise<void> {
    const now = clock.now();
    await respond(athleteId, false, (executor) =>
      executor
        .insert(seanEllisResponses)
        .values({ athleteId, askedAt: now, answer: value, answeredAt: now })
        .onConflictDoUpdate({
          target: seanEllisResponses.athleteId,
          set: { answer: value, answeredAt: now },
        }),
    );
  }

  async function feedback(athleteId: string, text: string): Promise<void> {
    const [saved] = await db
      .update(seanEllisResponses)
      .set({ feedback: text, feedbackAt: clock.now() })
      .where(and(eq(seanEllisResponses.athleteId, athleteId), isNotNull(seanEllisResponses.answer)))
      .returning({ answer: seanEllisResponses.answer });
    if (!saved) throw new ApiError(409, 'conflict', ANSWER_FIRST);
  }

  /** "Not now": the question comes back after SURVEY_RULE.daysAfterNotNow and a workout. */
  async function notNow(athleteId: string): Promise<void> {
    const now = clock.now();
    await respond(athleteId, false, (executor) =>
      executor
        .insert(seanEllisResponses)
        .values({ athleteId, askedAt: now, dismissedAt: now })
        .onConflictDoUpdate({ target: seanEllisResponses.athleteId, set: { dismissedAt: now } }),
    );
  }

  return { considerAsking, answer, feedback, notNow };
}
