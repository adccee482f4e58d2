import type { PlannedSession } from '../../model/plan-types';
import type { DayState, WeekBuilder } from '../week-builder';
import type { DatedSession } from './starting-point';

/** Sessions the athlete locked keep their day and slot; the builder plans around them. */
export function commitLockedSessions(
  builder: WeekBuilder,
  days: readonly DayState[],
  locked: readonly PlannedSession[],
): void {
  for (const session of locked) {
    const day = days.find((candidate) => candidate.date === session.date);
    if (!day) continue;
    const slot = day.slots.find((candidate) => candidate.index === session.slotIndex);
    builder.commit(day, slot, { ...session, status: 'locked' });
  }
}

/** Already trained today: that session's slot is taken and its sport is not planned again today. */
export function reserveTodaysDoneSessions(
  days: readonly DayState[],
  completed: readonly DatedSession[],
  todayNumber: number,
): void {
  const todayState = days.find((day) => day.dayNumber === todayNumber);
  for (const { session, day } of completed) {
    if (day !== todayNumber || !todayState) continue;
    const slot = todayState.slots.find((candidate) => !candidate.used && candidate.sports.has(session.sport));
    if (slot) slot.used = true;
    todayState.excluded.add(session.sport);
    for (const other of todayState.slots) other.sports.delete(session.sport);
  }
}
