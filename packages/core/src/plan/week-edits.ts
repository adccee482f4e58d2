import { compareSessions } from './session-order';
import { formatDisplayDate, type IsoDate } from '../dates/index';
import type { PlannedSession, PlannedSessionStatus } from '../model/plan-types';
import { dayNumber, gapDays, shiftDate, weekdayOf } from './day-math';
import { excludedSportsOn } from './calendar';
import { fitsOnDay, SKIP_SUGGESTION_DAYS, type MoveContext } from './session-changes';
import { WEEKDAYS } from '../model/athlete';
import { slotOffers } from '../availability/slots';

/**
 * Spec section 4 "Weekly recalculation": the athlete edits the coming week (today … +7) —
 * moves, locks and skips — and asks the coach to recalculate it. Pure: the server loads the
 * week, availability and injury pauses, and stores what comes out.
 */

/** One session of the edited week as the athlete left it. */
export interface SessionEdit {
  sessionId: string;
  date: IsoDate;
  locked: boolean;
  skipped: boolean;
}

export type WeekEditProblemCode =
  | 'UnknownSession'
  | 'DateOutsideWindow'
  | 'RaceMoved'
  | 'LockedAndSkipped'
  | 'SportExcluded'
  | 'NoSuitableSlot'
  | 'DayTooFull'
  | 'HardDaysTooClose'
  | 'LockedOnSkippedDay';

export interface WeekEditProblem {
  sessionId?: string;
  date?: IsoDate;
  code: WeekEditProblemCode;
  message: string;
}

export const inEditWindow = (date: IsoDate, today: IsoDate): boolean => {
  const offset = gapDays(today, date);
  return offset >= 0 && offset <= SKIP_SUGGESTION_DAYS;
};

const SPORT_WORD = {
  swim: 'swimming',
  bike: 'cycling',
  run: 'running',
  strength: 'strength training',
} as const;

function statusOf(edit: SessionEdit): PlannedSessionStatus {
  return edit.skipped ? 'skipped' : edit.locked ? 'locked' : 'planned';
}

const byDate = compareSessions;

/**
 * Applies the athlete's edits to the sessions around the week and checks them with the
 * planner's rules: dates within today … +7, races stay, sport allowed that day, a slot that
 * offers the sport (doubling up once allowed), no two hard sessions on the same or
 * neighbouring days. Only moved sessions are checked for slots and spacing: the rest were
 * placed by the planner.
 */
export function applyWeekEdits(
  sessions: readonly PlannedSession[],
  edits: readonly SessionEdit[],
  context: MoveContext,
): { sessions: PlannedSession[]; problems: WeekEditProblem[] } {
  const problems: WeekEditProblem[] = [];
  const byId = new Map(sessions.map((session) => [session.id, session]));
  const moved = new Set<string>();
  const edited = new Map<string, PlannedSession>();
  for (const edit of edits) {
    const session = byId.get(edit.sessionId);
    if (!session) {
      problems.push({ sessionId: edit.sessionId, code: 'UnknownSession', message: 'Workout not found' });
      continue;
    }
    const name = `“${session.title}”`;
    if (edit.locked && edit.skipped)
      problems.push({
        sessionId: session.id,
        code: 'LockedAndSkipped',
        message: `${name} cannot be locked and skipped at once.`,
      });
    if (edit.date !== session.date) {
      if (session.focus === 'Race') {
        problems.push({
          sessionId: session.id,
          code: 'RaceMoved',
          message: `${name} stays on its race day.`,
        });
        continue;
      }
      if (!inEditWindow(edit.date, context.today) || !inEditWindow(session.date, context.today)) {
        problems.push({
          sessionId: session.id,
          code: 'DateOutsideWindow',
          message: `${name}: choose a day from today to 7 days ahead.`,
        });
        continue;
      }
      moved.add(session.id);
    }
    edited.set(session.id, { ...session, date: edit.date, status: statusOf(edit) });
  }
  const result = sessions.map((session) => edited.get(session.id) ?? session).sort(byDate);
  const active = result.filter((session) => session.status !== 'skipped');
  for (const id of moved) {
    const session = edited.get(id);
    if (!session || session.status === 'skipped') continue;
    const problem = placementProblem(session, active, moved, context);
    if (problem) problems.push(problem);
  }
  return { sessions: result, problems };
}

function placementProblem(
  session: PlannedSession,
  active: readonly PlannedSession[],
  moved: ReadonlySet<string>,
  context: MoveContext,
): WeekEditProblem | undefined {
  const name = `“${session.title}”`;
  const when = formatDisplayDate(session.date);
  const day = dayNumber(session.date);
  const fail = (code: WeekEditProblemCode, message: string): WeekEditProblem => ({
    sessionId: session.id,
    date: session.date,
    code,
    message,
  });
  if (excludedSportsOn(context.injuryPauses, day).has(session.sport))
    return fail(
      'SportExcluded',
      `${name}: your injury pause rules out ${SPORT_WORD[session.sport]} on ${when}.`,
    );
  const weekday = WEEKDAYS[weekdayOf(session.date) - 1] ?? 'Monday';
  const slots = context.availability[weekday] ?? [];
  if (!slots.some((slot) => slotOffers(slot, session.sport) && slot.duration >= session.duration)) {
    return fail(
      'NoSuitableSlot',
      `${name}: no ${weekday} slot offers ${SPORT_WORD[session.sport]} for ${Math.round(session.duration / 60)} min.`,
    );
  }
  const sameDay = active.filter((other) => other.date === session.date);
  if (sameDay.length > slots.length + 1)
    return fail(
      'DayTooFull',
      `${name}: ${when} already holds ${sameDay.length - 1} workouts; one extra per day at most.`,
    );
  if (session.isHard) {
    const clash = active.find(
      (other) =>
        other.id !== session.id &&
        other.isHard &&
        Math.abs(dayNumber(other.date) - day) <= 1 &&
        (!moved.has(other.id) || other.id > session.id),
    );
    if (clash)
      return fail(
        'HardDaysTooClose',
        `${name} and “${clash.title}” are both hard (${when}, ${formatDisplayDate(clash.date)}): keep an easier day between them.`,
      );
  }
  return undefined;
}

export interface RecalculationInput {
  /** Every planned session from a day before today to a day after the window (neighbours count for spacing). */
  sessions: readonly PlannedSession[];
  /** Sessions the athlete keeps as they are; every other session of the window is unlocked. */
  lockedIds: readonly string[];
  /** Days (today … +7) the athlete cannot train. */
  skippedDays: readonly IsoDate[];
  context: MoveContext;
}

export interface WeekChange {
  sessionId: string;
  title: string;
  from: IsoDate;
  /** Null: no day could take it, so it is skipped (missed work is never crammed in). */
  to: IsoDate | null;
}

export type RecalculationResult =
  | { ok: true; sessions: PlannedSession[]; changes: WeekChange[] }
  | { ok: false; problems: WeekEditProblem[] };

/**
 * Recalculates the coming week: locked sessions stay; sessions on the days the athlete skips
 * move to the nearest day that fits (key and hard sessions choose first, a later day wins a
 * tie), or are skipped when none fits. Sessions on other days stay where the planner put them.
 */
export function recalculateWeek(input: RecalculationInput): RecalculationResult {
  const { context } = input;
  const locked = new Set(input.lockedIds);
  const skippedDays = new Set(input.skippedDays);
  const problems: WeekEditProblem[] = [];
  for (const date of skippedDays) {
    if (!inEditWindow(date, context.today))
      problems.push({
        date,
        code: 'DateOutsideWindow',
        message: `${formatDisplayDate(date)}: choose days from today to 7 days ahead.`,
      });
  }
  const windowed = input.sessions.filter((session) => inEditWindow(session.date, context.today));
  for (const id of locked) {
    const session = windowed.find((candidate) => candidate.id === id);
    if (!session) problems.push({ sessionId: id, code: 'UnknownSession', message: 'Workout not found' });
    else if (skippedDays.has(session.date)) {
      problems.push({
        sessionId: id,
        code: 'LockedOnSkippedDay',
        message: `“${session.title}” is locked on ${formatDisplayDate(session.date)}, a day you skip: unlock it or keep the day.`,
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const windowIds = new Set(windowed.map((session) => session.id));
  let current: PlannedSession[] = input.sessions.map((session) => {
    if (!windowIds.has(session.id) || session.status === 'skipped') return session;
    return { ...session, status: locked.has(session.id) ? 'locked' : 'planned' };
  });
  const toPlace = current
    .filter(
      (session) =>
        windowIds.has(session.id) &&
        session.status === 'planned' &&
        session.focus !== 'Race' &&
        skippedDays.has(session.date),
    )
    .sort(
      (a, b) =>
        Number(b.isKey) - Number(a.isKey) ||
        Number(b.isHard) - Number(a.isHard) ||
        b.duration - a.duration ||
        a.id.localeCompare(b.id),
    );
  const placing = new Set(toPlace.map((session) => session.id));
  // The sessions being re-placed do not hold their old day while the others choose.
  current = current.map((session) => (placing.has(session.id) ? { ...session, status: 'skipped' } : session));
  const changes: WeekChange[] = [];
  for (const session of toPlace) {
    const to = nearestFittingDay(session, current, skippedDays, context);
    current = current.map((candidate) =>
      candidate.id === session.id
        ? { ...session, date: to ?? session.date, status: to ? 'planned' : 'skipped' }
        : candidate,
    );
    changes.push({ sessionId: session.id, title: session.title, from: session.date, to });
  }
  return { ok: true, sessions: current.sort(byDate), changes };
}

function nearestFittingDay(
  session: PlannedSession,
  others: readonly PlannedSession[],
  skippedDays: ReadonlySet<IsoDate>,
  context: MoveContext,
): IsoDate | null {
  const offset = gapDays(context.today, session.date);
  const days: IsoDate[] = [];
  for (let distance = 1; distance <= SKIP_SUGGESTION_DAYS; distance++) {
    for (const candidate of [offset + distance, offset - distance]) {
      if (candidate >= 0 && candidate <= SKIP_SUGGESTION_DAYS) days.push(shiftDate(context.today, candidate));
    }
  }
  return days.find((date) => !skippedDays.has(date) && fitsOnDay(session, date, others, context)) ?? null;
}
