import { and, asc, eq } from 'drizzle-orm';
import { injuryPauseSchema, type IsoDate } from '@tricoach/core';
import { athleteToday } from '../athlete/athlete-today';
import type { Db } from '../db/database';
import { ownRow } from '../db/own-row';
import { injuryPauses } from '../db/schema';
import type { TrainingEvents } from '../events/training-events';
import { fromZodError, notFound } from '../http/errors';
import { writeWithReplan, type ReplanRequests } from '../plan/plan-generation.service';

type PauseRow = typeof injuryPauses.$inferSelect;

type InjuryPauseStatus = 'active' | 'upcoming' | 'past';

interface InjuryPauseView {
  id: string;
  injuryPauseType: 'Injury' | 'Pause';
  startDate: IsoDate;
  endDate: IsoDate | null;
  excludedModalities: string[];
  /** Relative to the athlete's today: the settings list groups by it. */
  status: InjuryPauseStatus;
}

interface InjuryPauseDeps {
  /** The plan drops excluded sports inside the window and rebuilds after it: asked in each write's transaction. */
  planGeneration: ReplanRequests;
  /** hasActiveInjuryPauseToday is part of the identity. */
  onIdentityChanged: (athleteId: string) => void;
  events: TrainingEvents;
}

function statusOf(row: Pick<PauseRow, 'startDate' | 'endDate'>, today: IsoDate): InjuryPauseStatus {
  if (row.startDate > today) return 'upcoming';
  if (row.endDate !== null && row.endDate < today) return 'past';
  return 'active';
}

function present(row: PauseRow, today: IsoDate): InjuryPauseView {
  return {
    id: row.id,
    injuryPauseType: row.type as InjuryPauseView['injuryPauseType'],
    startDate: row.startDate,
    endDate: row.endDate,
    excludedModalities: row.excludedModalities,
    status: statusOf(row, today),
  };
}

/** Injury and pause periods (spec section 3): each write rebuilds the plan and refreshes the identity. */
export function createInjuryPauseService(db: Db, deps: InjuryPauseDeps) {
  const ownPause = (athleteId: string, id: string): Promise<PauseRow> =>
    ownRow(db, injuryPauses, athleteId, id, 'Injury or pause not found');

  function parse(body: unknown) {
    const parsed = injuryPauseSchema.safeParse(body);
    if (!parsed.success) throw fromZodError(parsed.error);
    return {
      type: parsed.data.injuryPauseType,
      startDate: parsed.data.startDate,
      endDate: parsed.data.endDate ?? null,
      excludedModalities: [...parsed.data.excludedModalities],
    };
  }

  /** The write and the re-plan it asks for: one transaction. */
  const withReplan = <T>(athleteId: string, write: (tx: Db) => Promise<T>) =>
    writeWithReplan(db, deps.planGeneration, athleteId, write);

  async function changed(athleteId: string): Promise<void> {
    deps.onIdentityChanged(athleteId);
    await deps.events.emit('injury-pause.changed', { athleteId });
  }

  return {
    async list(athleteId: string, now: Date): Promise<InjuryPauseView[]> {
      const today = await athleteToday(db, athleteId, now);
      const rows = await db
        .select()
        .from(injuryPauses)
        .where(eq(injuryPauses.athleteId, athleteId))
        .orderBy(asc(injuryPauses.startDate), asc(injuryPauses.createdAt));
      return rows.map((row) => present(row, today));
    },

    async get(athleteId: string, id: string, now: Date): Promise<InjuryPauseView> {
      return present(await ownPause(athleteId, id), await athleteToday(db, athleteId, now));
    },

    async create(athleteId: string, body: unknown, now: Date): Promise<InjuryPauseView> {
      const values = parse(body);
      const [row] = await withReplan(athleteId, (tx) =>
        tx
          .insert(injuryPauses)
          .values({ athleteId, ...values })
          .returning(),
      );
      if (!row) throw new Error('injury pause insert returned nothing');
      await changed(athleteId);
      return present(row, await athleteToday(db, athleteId, now));
    },

    async update(athleteId: string, id: string, body: unknown, now: Date): Promise<InjuryPauseView> {
      await ownPause(athleteId, id);
      const values = parse(body);
      const row = await withReplan(athleteId, async (tx) => {
        const [updated] = await tx
          .update(injuryPauses)
          .set({ ...values, updatedAt: now })
          .where(and(eq(injuryPauses.id, id), eq(injuryPauses.athleteId, athleteId)))
          .returning();
        // Gone since it was read: nothing to re-plan for.
        if (!updated) throw notFound('Injury or pause not found');
        return updated;
      });
      await changed(athleteId);
      return present(row, await athleteToday(db, athleteId, now));
    },

    async remove(athleteId: string, id: string): Promise<void> {
      await ownPause(athleteId, id);
      await withReplan(athleteId, (tx) =>
        tx.delete(injuryPauses).where(and(eq(injuryPauses.id, id), eq(injuryPauses.athleteId, athleteId))),
      );
      await changed(athleteId);
    },
  };
}
