import type { Sport } from '../model/index';
import type { PlannedSession } from '../model/plan-types';

/**
 * A coach's order within a slot that holds two sessions: swim first (technique on fresh arms),
 * then the ride, the run (a brick's run follows its ride), strength last.
 */
const SAME_SLOT_ORDER: Readonly<Record<Sport, number>> = { swim: 0, bike: 1, run: 2, strength: 3 };

type Ordered = Pick<PlannedSession, 'date' | 'slotIndex' | 'sport' | 'id'>;

/**
 * The order sessions are shown and sent in: by date, then the athlete's slot order (morning
 * before evening), then the coach's order inside one slot. ISO dates order as text.
 */
export function compareSessions(a: Ordered, b: Ordered): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return (
    a.slotIndex - b.slotIndex ||
    SAME_SLOT_ORDER[a.sport] - SAME_SLOT_ORDER[b.sport] ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
