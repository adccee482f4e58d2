import { and, asc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import { compareSessions, isIsoDate, type IsoDate, type PlannedSession, type Sport } from '@tricoach/core';
import { z } from 'zod';
import type { Db } from '../db/database';
import { plannedSessions } from '../db/schema';

/**
 * The plan's sessions, one row each (planned_sessions): every read and write of the aggregate
 * goes through here. Each function takes the database or a transaction, so a caller inside a
 * transaction keeps its atomicity. Reads trust the typed column (the rows were checked when
 * written); writes check each session's shape first and write nothing when one is malformed.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

const STEP_KINDS = ['WarmUp', 'Work', 'Recovery', 'CoolDown', 'Drill', 'Steady'] as const;
const step = z.looseObject({ kind: z.enum(STEP_KINDS) });
const block = z.union([
  z.looseObject({ kind: z.literal('Repeat'), count: z.number().int().positive(), steps: z.array(step) }),
  step,
]);

/**
 * What a stored session must have: the fields the server reads by name are checked, the
 * rest (the engine's own detail) passes through untouched.
 */
export const plannedSessionSchema = z.looseObject({
  id: z.string().min(1),
  date: z.string().refine(isIsoDate, { message: 'must be a date YYYY-MM-DD' }),
  sport: z.enum(['swim', 'bike', 'run', 'strength'] satisfies Sport[]),
  title: z.string(),
  steps: z.array(block),
  status: z.enum(['planned', 'locked', 'skipped']),
});

/** A session the engine (or a caller) got wrong: a bug, never the athlete's input. */
export class InvalidPlannedSessionError extends Error {
  constructor(
    readonly sessionId: string | undefined,
    readonly issues: string[],
  ) {
    super(
      `Planned session ${sessionId ? `"${sessionId}" ` : ''}is malformed, not stored: ${issues.join('; ')}`,
    );
    this.name = 'InvalidPlannedSessionError';
  }
}

/** Throws InvalidPlannedSessionError unless every session has the stored shape. */
export function checkPlannedSessions(sessions: readonly PlannedSession[]): void {
  for (const session of sessions) {
    const result = plannedSessionSchema.safeParse(session);
    if (!result.success) {
      const id = (session as { id?: unknown } | null)?.id;
      throw new InvalidPlannedSessionError(
        typeof id === 'string' ? id : undefined,
        result.error.issues.map((issue) => `${issue.path.join('.') || '(session)'}: ${issue.message}`),
      );
    }
  }
}

// ── Reads ────────────────────────────────────────────────────────────────────────────────

/** The athlete's session with this id; null for an unknown id or another athlete's. */
export async function findPlannedSession(
  db: DbOrTx,
  athleteId: string,
  id: string,
): Promise<PlannedSession | null> {
  const [row] = await db
    .select({ session: plannedSessions.session })
    .from(plannedSessions)
    .where(and(eq(plannedSessions.athleteId, athleteId), eq(plannedSessions.id, id)));
  return row?.session ?? null;
}

/** The athlete's sessions with these ids (unknown ones left out), in no particular order. */
/** The sessions of the athlete that `where` keeps, by date when `byDate`. */
async function sessionsWhere(
  db: DbOrTx,
  athleteId: string,
  where: SQL | undefined,
  byDate = false,
): Promise<PlannedSession[]> {
  const query = db
    .select({ session: plannedSessions.session })
    .from(plannedSessions)
    .where(and(eq(plannedSessions.athleteId, athleteId), where));
  const rows = byDate ? await query.orderBy(asc(plannedSessions.date)) : await query;
  const sessions = rows.map((row) => row.session);
  // A day may hold two sessions: they come in the coach's order, not the table's.
  return byDate ? sessions.sort(compareSessions) : sessions;
}

export const findPlannedSessionsByIds = (db: DbOrTx, athleteId: string, ids: readonly string[]) =>
  sessionsWhere(db, athleteId, inArray(plannedSessions.id, [...ids]));

/** The sessions of one sport on one day, skipped ones included, in no particular order. */
export const plannedSessionsOnForSport = (db: DbOrTx, athleteId: string, date: IsoDate, sport: string) =>
  sessionsWhere(db, athleteId, and(eq(plannedSessions.date, date), eq(plannedSessions.sport, sport)));

/**
 * The sessions from `from` to `to` (both included) by date, skipped ones included; `alsoId`
 * adds that session wherever it lies. Same-day sessions come in the coach's order (compareSessions).
 */
export function plannedSessionsBetween(
  db: DbOrTx,
  athleteId: string,
  from: IsoDate,
  to: IsoDate,
  alsoId?: string,
): Promise<PlannedSession[]> {
  const inRange = and(gte(plannedSessions.date, from), lte(plannedSessions.date, to));
  return sessionsWhere(db, athleteId, alsoId ? or(inRange, eq(plannedSessions.id, alsoId)) : inRange, true);
}

/** The sessions from `from` on by date, skipped ones included. */
export const plannedSessionsFrom = (db: DbOrTx, athleteId: string, from: IsoDate) =>
  sessionsWhere(db, athleteId, gte(plannedSessions.date, from), true);

// ── Writes ───────────────────────────────────────────────────────────────────────────────

const INSERT_CHUNK = 500;

/**
 * A new plan's sessions replace the stored ones from `today` on and any stored under the same
 * ids (a session moved into the past); earlier days stay. Call it inside the transaction that
 * stores the season, so a reader never sees half a plan.
 */
export async function replacePlannedSessionsFrom(
  tx: DbOrTx,
  athleteId: string,
  today: IsoDate,
  sessions: readonly PlannedSession[],
): Promise<void> {
  checkPlannedSessions(sessions);
  const ids = sessions.map((session) => session.id);
  const replaced =
    ids.length > 0
      ? or(gte(plannedSessions.date, today), inArray(plannedSessions.id, ids))
      : gte(plannedSessions.date, today);
  await tx.delete(plannedSessions).where(and(eq(plannedSessions.athleteId, athleteId), replaced));
  for (let i = 0; i < sessions.length; i += INSERT_CHUNK) {
    const chunk = sessions.slice(i, i + INSERT_CHUNK).map((session) => ({
      athleteId,
      id: session.id,
      date: session.date,
      sport: session.sport,
      session,
    }));
    if (chunk.length) await tx.insert(plannedSessions).values(chunk);
  }
}

/** Stores the session under its id, or replaces the stored one's date and content (its sport stays). */
export async function upsertPlannedSession(
  tx: DbOrTx,
  athleteId: string,
  session: PlannedSession,
): Promise<void> {
  checkPlannedSessions([session]);
  const { id, date, sport } = session;
  await tx
    .insert(plannedSessions)
    .values({ athleteId, id, date, sport, session })
    .onConflictDoUpdate({
      target: [plannedSessions.athleteId, plannedSessions.id],
      set: { date, session },
    });
}

/** The stored session's content becomes `session` (same id, same day: a skip or unskip). */
export const updatePlannedSession = (tx: DbOrTx, athleteId: string, session: PlannedSession) =>
  storeOver(tx, athleteId, session, { session });

/** The stored session's content and day become `session`'s (a move, or a change that may move it). */
export const updatePlannedSessionAndDate = (tx: DbOrTx, athleteId: string, session: PlannedSession) =>
  storeOver(tx, athleteId, session, { date: session.date, session });

async function storeOver(
  tx: DbOrTx,
  athleteId: string,
  session: PlannedSession,
  values: { session: PlannedSession; date?: IsoDate },
): Promise<void> {
  checkPlannedSessions([session]);
  await tx
    .update(plannedSessions)
    .set(values)
    .where(and(eq(plannedSessions.athleteId, athleteId), eq(plannedSessions.id, session.id)));
}
