import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresLeases } from '../src/jobs/job-leases';

const url = process.env.TEST_DATABASE_URL;
const quietLog = { warn: () => {} } as unknown as FastifyBaseLogger;

describe.skipIf(!url)('job leases on PostgreSQL', () => {
  it('takes and gives back the leases of jobs that start and end together, one query at a time on its connection', async () => {
    let inFlight = 0;
    let mostAtOnce = 0;
    // The lease connection, counting the queries it has been given and not yet answered.
    const connect = () => {
      const client = new pg.Client({ connectionString: url });
      const query = client.query.bind(client) as (text: string, values: unknown[]) => Promise<unknown>;
      (client as unknown as { query: typeof query }).query = async (text, values) => {
        mostAtOnce = Math.max(mostAtOnce, ++inFlight);
        try {
          return await query(text, values);
        } finally {
          inFlight -= 1;
        }
      };
      return client;
    };
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const leases = await postgresLeases(connect, (text, values) => pool.query(text, values), quietLog);
    try {
      const ids = Array.from({ length: 8 }, () => randomUUID());
      await Promise.all(ids.map((id) => leases.hold(id)));
      expect(await Promise.all(ids.map((id) => leases.isHeld(id)))).toEqual(ids.map(() => true));
      await Promise.all(ids.map((id) => leases.release(id)));
      expect(await Promise.all(ids.map((id) => leases.isHeld(id)))).toEqual(ids.map(() => false));
      expect(mostAtOnce).toBe(1);
    } finally {
      await leases.close();
      await pool.end();
    }
  });
});
