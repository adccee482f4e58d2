import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Which work is being done by a live process, across every process on one database (issue 16):
 * a process holds a lease on each job (and each import run) it works on, as a PostgreSQL
 * session-level advisory lock on a connection of its own. When the process dies (kill -9, a
 * crash, a power cut) PostgreSQL ends its session and the locks go with it, so any other
 * process, or the restarted one, sees at once that the work has nobody left doing it, instead
 * of waiting minutes for an expiry or a stale heartbeat.
 *
 * On the embedded database there is one process: a lease is a note in memory, and everything
 * left running at start belonged to a process that died.
 */
export interface JobLeases {
  /** Holds the lease on `id` (a uuid) until released. Never blocks and never throws. */
  hold(id: string): Promise<void>;
  release(id: string): Promise<void>;
  /** Whether some live process holds the lease on `id`. */
  isHeld(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The advisory lock key of a uuid: its first 64 bits, as PostgreSQL's bigint. */
export const leaseKey = (id: string): string =>
  BigInt.asIntN(64, BigInt(`0x${id.replaceAll('-', '').slice(0, 16)}`)).toString();

/** SQL: whether a live session holds the lease on the uuid `idSql` (an expression). */
export const leaseHeldSql = (idSql: string) => `EXISTS (
  SELECT 1 FROM pg_locks l
   WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
     AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
     AND ((l.classid::bigint << 32) | l.objid::bigint)
         = ('x' || left(replace((${idSql})::text, '-', ''), 16))::bit(64)::bigint)`;

const RECONNECT_MS = 2_000;

export function inMemoryLeases(): JobLeases {
  const held = new Set<string>();
  return {
    hold: async (id) => void held.add(id),
    release: async (id) => void held.delete(id),
    isHeld: async (id) => held.has(id),
    close: async () => held.clear(),
  };
}

/**
 * Leases on PostgreSQL. The connection can drop (PostgreSQL restarted, a network cut): the
 * leases are then lost and another process may take the work over, so every job must be safe to
 * run twice (they are: pg-boss retries them anyway). The connection comes back by itself and takes
 * again the leases of the work still running here.
 */
export async function postgresLeases(
  connect: () => pg.Client,
  query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>,
  log: FastifyBaseLogger,
): Promise<JobLeases> {
  const held = new Set<string>();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnect: ReturnType<typeof setTimeout> | undefined;

  // The connection takes one query at a time: node-postgres queues a second one sent meanwhile
  // (jobs start and end together) and pg 9 will refuse it. Calls wait their turn, in order.
  let lastTurn: Promise<void> = Promise.resolve();
  const inTurn = (work: () => Promise<unknown>): Promise<void> => {
    const turn = lastTurn.then(async () => void (await work()));
    lastTurn = turn.catch(() => {});
    return turn;
  };
  const lock = async (on: pg.Client, id: string) => {
    // try: a lease still held by a session that is going away must not stall this connection.
    await on.query('SELECT pg_try_advisory_lock($1::bigint)', [leaseKey(id)]);
  };
  async function open(): Promise<void> {
    const next = connect();
    next.on('error', (error) => {
      log.warn({ err: error }, 'the job lease connection failed; opening a new one');
      if (client === next) client = null;
      next.end().catch(() => {});
      scheduleReconnect();
    });
    try {
      await next.connect();
      for (const id of held) await lock(next, id);
      if (closed) return void (await next.end());
      client = next;
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
  }
  function scheduleReconnect() {
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      open().catch((error: unknown) => {
        log.warn({ err: error }, 'the job lease connection is still down');
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    reconnect.unref();
  }
  await open();

  return {
    async hold(id) {
      held.add(id);
      try {
        await inTurn(async () => client && (await lock(client, id)));
      } catch (error) {
        log.warn({ err: error, id }, 'a job lease could not be taken');
      }
    },
    async release(id) {
      held.delete(id);
      try {
        await inTurn(
          async () => client && (await client.query('SELECT pg_advisory_unlock($1::bigint)', [leaseKey(id)])),
        );
      } catch (error) {
        log.warn({ err: error, id }, 'a job lease could not be given back');
      }
    },
    async isHeld(id) {
      const { rows } = await query(`SELECT ${leaseHeldSql('$1::uuid')} AS held`, [id]);
      return (rows[0] as { held: boolean } | undefined)?.held === true;
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      held.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
