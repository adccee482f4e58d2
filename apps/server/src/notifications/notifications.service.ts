import { and, desc, eq, gt, lte, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ownRow } from '../db/own-row';
import { notifications } from '../db/schema';
import { notFound } from '../http/errors';

/** Spec section 9: notifications are deleted 72 hours after they were written (docs/decisions.md). */
export const NOTIFICATION_LIFETIME_MS = 72 * 60 * 60 * 1000;
const NOTIFICATION_NOT_FOUND = 'Notification not found';

export type NotificationCategory = 'feedback' | 'other';

export interface NewNotification {
  kind: string;
  category: NotificationCategory;
  title: string;
  body: string;
  route: string | null;
  /** Same key, same athlete → written once (the unique index does the work). */
  dedupeKey: string;
}

type Row = typeof notifications.$inferSelect;

function toView(row: Row) {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category as NotificationCategory,
    title: row.title,
    body: row.body,
    route: row.route,
    isRead: row.isRead,
    wasDeleted: row.wasDeleted,
    createdAt: row.createdAt.toISOString(),
  };
}

type NotificationView = ReturnType<typeof toView>;

/** Written before this, a notification has expired. */
export const expiryCutoff = (now: Date) => new Date(now.getTime() - NOTIFICATION_LIFETIME_MS);

/**
 * The notifications an athlete sees (list, bell, one by id): not deleted by them and not
 * expired. Expired ones are gone for the athlete even before the purge job removes them.
 */
export const visibleNotification = (now: Date) => visibleSince(expiryCutoff(now));

/** The same with the cutoff given: a prepared statement's placeholder (the identity's unread count). */
export const visibleSince = (cutoff: Date | Placeholder) =>
  and(eq(notifications.wasDeleted, false), gt(notifications.createdAt, cutoff));

/**
 * The coach's notifications to one athlete. Expired rows are invisible to every read even
 * before the purge job removes them, so correctness never waits on the job's timing.
 */
export function createNotificationsService(
  db: Db,
  invalidateIdentity: (athleteId: string) => void,
  /** A new notification, told once stored (the push): never awaited by the write. */
  onWritten: (athleteId: string, notification: NewNotification & { id: string }) => void = () => {},
) {
  const own = (athleteId: string, id: string, now: Date): Promise<Row> =>
    ownRow(db, notifications, athleteId, id, NOTIFICATION_NOT_FOUND, visibleNotification(now));

  /** Removes expired rows (all athletes, or one); returns the athletes whose bell may change. */
  async function purgeExpired(now: Date, athleteId?: string): Promise<number> {
    const expired = lte(notifications.createdAt, expiryCutoff(now));
    const removed = await db
      .delete(notifications)
      .where(athleteId ? and(expired, eq(notifications.athleteId, athleteId)) : expired)
      .returning({ athleteId: notifications.athleteId });
    for (const owner of new Set(removed.map((row) => row.athleteId))) invalidateIdentity(owner);
    return removed.length;
  }

  return {
    async list(
      athleteId: string,
      category: NotificationCategory | undefined,
      now: Date,
    ): Promise<NotificationView[]> {
      // The bell counts rows in the table: an expired one is removed here so the dot agrees with the list.
      await purgeExpired(now, athleteId);
      const rows = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.athleteId, athleteId),
            visibleNotification(now),
            category ? eq(notifications.category, category) : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id));
      return rows.map(toView);
    },

    async get(athleteId: string, id: string, now: Date): Promise<NotificationView> {
      return toView(await own(athleteId, id, now));
    },

    async patch(
      athleteId: string,
      id: string,
      change: { isRead?: boolean | undefined; wasDeleted?: boolean | undefined },
      now: Date,
    ): Promise<NotificationView> {
      await own(athleteId, id, now);
      const set = {
        ...(change.isRead === undefined ? {} : { isRead: change.isRead }),
        ...(change.wasDeleted === undefined ? {} : { wasDeleted: change.wasDeleted }),
      };
      const [row] = await db
        .update(notifications)
        .set(set)
        .where(and(eq(notifications.id, id), eq(notifications.athleteId, athleteId)))
        .returning();
      invalidateIdentity(athleteId);
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      return toView(row);
    },

    /** Writes once per dedupe key; returns whether a new notification was written. */
    async write(athleteId: string, notification: NewNotification, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(notifications)
        .values({ athleteId, ...notification, createdAt: now })
        .onConflictDoNothing({ target: [notifications.athleteId, notifications.dedupeKey] })
        .returning({ id: notifications.id });
      const [stored] = inserted;
      if (!stored) return false;
      invalidateIdentity(athleteId);
      onWritten(athleteId, { ...notification, id: stored.id });
      return true;
    },

    purgeExpired,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
