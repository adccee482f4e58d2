import { compareSessions } from '../session-order';
import type { IsoDate } from '../../dates/index';
import type { SessionMove } from '../../model/athlete';
import type { PlannedSession } from '../../model/plan-types';
import { gapDays } from '../day-math';
import type { PlanInput } from '../plan-input';
import { applySessionMoves, markSkipped } from '../session-changes';

/** The athlete's own changes to earlier plans that a new plan keeps. */
export interface SessionEdits {
  /** Locked sessions from today on. */
  locked: PlannedSession[];
  lockedIds: Set<string>;
  /** A locked session is never skipped, even if it once was. */
  skippedIds: Set<string>;
  moves: SessionMove[];
}

export function readSessionEdits(input: PlanInput, today: IsoDate): SessionEdits {
  const locked = input.lockedSessions.filter((session) => gapDays(today, session.date) >= 0);
  const lockedIds = new Set(locked.map((session) => session.id));
  return {
    locked,
    lockedIds,
    skippedIds: new Set(input.skippedSessionIds.filter((id) => !lockedIds.has(id))),
    moves: input.sessionMoves,
  };
}

/** The season's sessions in date and slot order, with the athlete's skips and moves applied. */
export function finishSessions(sessions: PlannedSession[], edits: SessionEdits): PlannedSession[] {
  const sorted = sessions.sort(compareSessions);
  const withSkips = markSkipped(sorted, edits.skippedIds, edits.lockedIds);
  return applySessionMoves(withSkips, edits.moves);
}
