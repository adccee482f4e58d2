import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { keptAnswers } from '../db/schema';
import { codeFingerprint } from './code-fingerprint';
import { KeptAnswer, type KeptAnswerStore } from './kept-answer';

/** PostgreSQL's foreign key violation: the athlete was deleted while their answer was built. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Kept answers in the database (kept_answers), under the code's fingerprint as well as their
 * key: a row written by another release is a miss.
 */
export function keptAnswerStore(db: Db): KeptAnswerStore {
  const release = `${codeFingerprint()}|`;
  // Prepared once: a kept answer is read on most page calls the process has not answered yet.
  const keptRows = db
    .select({ key: keptAnswers.key, body: keptAnswers.body, jsonLength: keptAnswers.jsonLength })
    .from(keptAnswers)
    .where(
      and(
        eq(keptAnswers.athleteId, sql.placeholder('athleteId')),
        eq(keptAnswers.call, sql.placeholder('call')),
      ),
    )
    .prepare('kept_answer');
  return {
    async read(athleteId, call) {
      const [row] = await keptRows.execute({ athleteId, call });
      if (!row?.key.startsWith(release)) return null;
      return {
        key: row.key.slice(release.length),
        answer: KeptAnswer.fromBrotli(Buffer.from(row.body, 'base64'), row.jsonLength),
      };
    },

    async write(athleteId, call, key, answer) {
      const stored = {
        key: release + key,
        body: answer.bytes('br').toString('base64'),
        jsonLength: answer.length,
      };
      try {
        await db
          .insert(keptAnswers)
          .values({ athleteId, call, ...stored })
          .onConflictDoUpdate({ target: [keptAnswers.athleteId, keptAnswers.call], set: stored });
      } catch (error) {
        // The answer was still right for the request that asked: only keeping it is moot.
        if (!isForeignKeyViolation(error)) throw error;
      }
    },
  };
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  return false;
}
