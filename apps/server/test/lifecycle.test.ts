import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from './support/auth-flow';
import { startServerProcess } from './support/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const signUp = (url: string, email: string) =>
  fetch(`${url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG_PASSWORD }),
  });
const signIn = (url: string, email: string) =>
  fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG_PASSWORD }),
  });

// The embedded database's durability is what this guards; a PostgreSQL server keeps its own.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('process lifecycle on the embedded database', () => {
  it('finishes in-flight requests on SIGTERM and loses nothing after a Ctrl-C restart', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    expect((await signUp(first.url, 'kept@example.com')).status).toBe(201);
    const inFlight = signUp(first.url, 'in-flight@example.com');
    await new Promise((resolve) => setTimeout(resolve, 15));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(201);
    expect(await first.exited, first.output()).toBe(0);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    expect((await signIn(second.url, 'kept@example.com')).status).toBe(200);
    expect((await signIn(second.url, 'in-flight@example.com')).status).toBe(200);
    const jwksBefore = await (await fetch(`${second.url}/.well-known/jwks.json`)).json();
    second.child.kill('SIGINT');
    expect(await second.exited, second.output()).toBe(0);

    const third = await startServerProcess({ DATA_DIR: dataDir });
    // Signing keys persist, so tokens issued before a restart stay valid.
    expect(await (await fetch(`${third.url}/.well-known/jwks.json`)).json()).toEqual(jwksBefore);
    third.child.kill('SIGINT');
    expect(await third.exited, third.output()).toBe(0);
  }, 120_000);
});
