import { compareSessions } from './session-order';
import type { IsoDate } from '../dates/index';
import { dayNumber, gapDays, shiftDate, weekdayOf } from './day-math';
import type { InjuryPause, SessionMove, WeeklyAvailability } from '../model/athlete';
import { WEEKDAYS } from '../model/athlete';
import type { PlannedSession } from '../model/plan-types';
import { slotOffers } from '../availability/slots';
import { excludedSportsOn } from './calendar';

export function markSkipped(
  sessions: readonly PlannedSession[],
  skipped: ReadonlySet<string>,
  locked: ReadonlySet<string>,
): PlannedSession[] {
  return sessions.map((session) =>
    skipped.has(session.id) && !locked.has(session.id) ? { ...session, status: 'skipped' } : session,
  );
}

export function applySessionMoves(
  sessions: readonly PlannedSession[],
  moves: readonly SessionMove[],
): PlannedSession[] {
  sessions = withoutShadowsOfLocked(sessions);
  if (moves.length === 0) return [...sessions];
  const byId = new Map(moves.map((move) => [move.sessionId, move.newDate]));
  return sessions
    .map((session) => {
      const newDate = byId.get(session.id);
      return newDate === undefined ? session : { ...session, date: newDate };
    })
    .sort(compareSessions);
}

/**
 * A locked session keeps its id (date, slot, sport of where it was first planned). When it was
 * moved, the planner can build a new session with that same id on the old day: the locked one wins.
 */
function withoutShadowsOfLocked(sessions: readonly PlannedSession[]): readonly PlannedSession[] {
  const locked = new Set(sessions.filter((s) => s.status === 'locked').map((s) => s.id));
  if (locked.size === 0) return sessions;
  return sessions.filter((s) => s.status === 'locked' || !locked.has(s.id));
}

export type SessionChangeError =
  | 'SessionNotFound'
  | 'SessionLocked'
  | 'DateOutsideWindow'
  | 'DateNotSuitable'
  | 'AlreadySkipped'
  | 'NotSkipped';
export type SessionChangeResult =
  { ok: true; sessions: PlannedSession[] } | { ok: false; error: SessionChangeError };

/** Spec section 4: planned sessions can be skipped. A skipped session is not made up later (never cram missed work). */
export function skipSession(sessions: readonly PlannedSession[], id: string): SessionChangeResult {
  const session = sessions.find((candidate) => candidate.id === id);
  if (!session) return { ok: false, error: 'SessionNotFound' };
  if (session.status === 'locked') return { ok: false, error: 'SessionLocked' };
  if (session.status === 'skipped') return { ok: false, error: 'AlreadySkipped' };
  return { ok: true, sessions: sessions.map((s) => (s.id === id ? { ...s, status: 'skipped' } : s)) };
}

export function unskipSession(sessions: readonly PlannedSession[], id: string): SessionChangeResult {
  const session = sessions.find((candidate) => candidate.id === id);
  if (!session) return { ok: false, error: 'SessionNotFound' };
  if (session.status !== 'skipped') return { ok: false, error: 'NotSkipped' };
  return { ok: true, sessions: sessions.map((s) => (s.id === id ? { ...s, status: 'planned' } : s)) };
}

/** Spec section 4: skip options cover the current day up to the next 7 days. */
export const SKIP_SUGGESTION_DAYS = 7;

export interface MoveContext {
  availability: WeeklyAvailability;
  injuryPauses: readonly InjuryPause[];
  today: IsoDate;
}

/**
 * Days a session can move to: from today to 7 days ahead, where a slot offers the sport and
 * is long enough, the sport is not excluded, and — for a hard session — neither that day nor
 * its neighbours already hold a hard session (the same rules the planner keeps).
 */
export function skipSuggestions(
  sessions: readonly PlannedSession[],
  id: string,
  context: MoveContext,
): IsoDate[] {
  const session = sessions.find((candidate) => candidate.id === id);
  if (!session) return [];
  const active = sessions.filter((s) => s.status !== 'skipped' && s.id !== id);
  const hardDays = new Set(active.filter((s) => s.isHard).map((s) => dayNumber(s.date)));
  const suggestions: IsoDate[] = [];
  for (let offset = 0; offset <= SKIP_SUGGESTION_DAYS; offset++) {
    const date = shiftDate(context.today, offset);
    if (date === session.date) continue;
    if (isSuitableDay(session, date, active, hardDays, context)) suggestions.push(date);
  }
  return suggestions;
}

function isSuitableDay(
  session: PlannedSession,
  date: IsoDate,
  active: readonly PlannedSession[],
  hardDays: ReadonlySet<number>,
  context: MoveContext,
): boolean {
  const day = dayNumber(date);
  if (excludedSportsOn(context.injuryPauses, day).has(session.sport)) return false;
  const sameDay = active.filter((s) => s.date === date);
  if (sameDay.some((s) => s.focus === 'Race')) return false;
  if (session.isHard && (hardDays.has(day) || hardDays.has(day - 1) || hardDays.has(day + 1))) return false;
  const weekday = WEEKDAYS[weekdayOf(date) - 1] ?? 'Monday';
  const slots = context.availability[weekday] ?? [];
  const fitting = slots.flatMap((slot, index) =>
    slotOffers(slot, session.sport) && slot.duration >= session.duration ? [index] : [],
  );
  if (fitting.length === 0) return false;
  const usedSlots = new Set(sameDay.map((s) => s.slotIndex));
  if (fitting.some((index) => !usedSlots.has(index))) return true;
  // A full week leaves no free slot: a coach lets the athlete double up once on a day whose
  // slot suits the sport (two sessions that day), never with two hard sessions on it.
  return sameDay.length <= slots.length && !(session.isHard && sameDay.some((s) => s.isHard));
}

/**
 * Whether `session` fits on `date` next to `others` (the sessions that stay): sport allowed,
 * a slot for it, hard-day spacing, and at most one doubled-up session on a day.
 */
export function fitsOnDay(
  session: PlannedSession,
  date: IsoDate,
  others: readonly PlannedSession[],
  context: MoveContext,
): boolean {
  const active = others.filter((s) => s.status !== 'skipped' && s.id !== session.id);
  const hardDays = new Set(active.filter((s) => s.isHard).map((s) => dayNumber(s.date)));
  return isSuitableDay(session, date, active, hardDays, context);
}

/** Spec section 4: a planned session can be moved to a new date among its skip suggestions. */
export function moveSession(
  sessions: readonly PlannedSession[],
  id: string,
  newDate: IsoDate,
  context: MoveContext,
): SessionChangeResult {
  const session = sessions.find((candidate) => candidate.id === id);
  if (!session) return { ok: false, error: 'SessionNotFound' };
  if (session.status === 'locked') return { ok: false, error: 'SessionLocked' };
  const offset = gapDays(context.today, newDate);
  if (offset < 0 || offset > SKIP_SUGGESTION_DAYS) return { ok: false, error: 'DateOutsideWindow' };
  if (!skipSuggestions(sessions, id, context).includes(newDate))
    return { ok: false, error: 'DateNotSuitable' };
  return { ok: true, sessions: applySessionMoves(sessions, [{ sessionId: id, newDate }]) };
}
