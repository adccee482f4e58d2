import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { TEMPLATE_DB } from './global-setup';
import { buildAthlete, type TestAthlete } from './support/athlete-factory';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * PostgreSQL going away and coming back (issue 16): requests answer 503 within seconds, the
 * process stays up, and it recovers by itself. A TCP proxy stands between the app and the real
 * PostgreSQL so the test can cut every connection and refuse new ones. Embedded databases cannot
 * go away: this runs in the PostgreSQL pass of the suite.
 */
const onPostgres = inject('databaseTemplate').kind === 'postgres';

interface CuttableProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

async function startProxy(target: URL): Promise<CuttableProxy> {
  let down = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(onPostgres)('the database going away and coming back', () => {
  let t: TestApp;
  let proxy: CuttableProxy;
  let a: TestAthlete;

  beforeAll(async () => {
    const template = new URL(inject('databaseTemplate').value);
    proxy = await startProxy(template);
    t = await createTestApp({}, undefined, (url) => {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(proxy.port);
      return through;
    });
    a = await buildAthlete(t.app);
  }, 60_000);
  afterAll(async () => {
    proxy.restore();
    await t.close();
    await proxy.close();
  });

  it('answers 503 within seconds while PostgreSQL is gone, and recovers by itself', async () => {
    const profile = () => a.call('GET', `/api/v1/odata/AthleteProfile/${a.athleteId}`);
    expect((await profile()).statusCode).toBe(200);

    proxy.cut();
    const started = performance.now();
    const during = await profile();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({
      code: 'service_unavailable',
      message: 'Tricoach is briefly unavailable. Please try again in a moment.',
    });
    expect(during.headers['retry-after']).toBe('5');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    // The connection timeout (5 s) bounds the wait, with room for a busy machine.
    expect(performance.now() - started).toBeLessThan(15_000);

    proxy.restore();
    let after = await profile();
    for (let i = 0; i < 20 && after.statusCode !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await profile();
    }
    expect(after.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  }, 60_000);

  it('waits for PostgreSQL at start instead of exiting, then migrates', async () => {
    const admin = new pg.Client({ connectionString: inject('databaseTemplate').value });
    await admin.connect();
    const name = `tricoach_outage_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    const url = new URL(inject('databaseTemplate').value);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    proxy.cut();
    setTimeout(() => proxy.restore(), 3_000);
    const failures: Error[] = [];
    const database = await openDatabase({
      databaseUrl: url.toString(),
      startTimeoutMs: 30_000,
      onConnectionError: (error) => void failures.push(error),
    });
    expect(failures.length).toBeGreaterThan(0);
    await database.ping();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);
});
