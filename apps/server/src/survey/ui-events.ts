import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import { uiEvents } from '../db/schema';

/** The spec's EventTypes; anything else is refused (400). */
export const UI_EVENT_TYPES = [
  'page.view',
  'button.click',
  'dialog.view',
  'notification.push.action',
  'notification.inapp.action',
] as const;
export type UiEventType = (typeof UI_EVENT_TYPES)[number];

export interface UiEvent {
  eventType: UiEventType;
  action: string;
  page: string;
  metadata: Record<string, unknown>;
}

/** Stores what the app reports of its use, for the athlete who reports it. */
export function createUiEventLog(db: Db, clock: Clock) {
  return {
    async record(athleteId: string, event: UiEvent): Promise<void> {
      await db.insert(uiEvents).values({ athleteId, ...event, createdAt: clock.now() });
    },
  };
}
