import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '../test/support/server-process';

/**
 * Requests per second and p99 latency of GET /api/v1/app/identity on the embedded database,
 * the server in its own process as `npm start` runs it. Target (issue 2): ≥ 3,000 req/s, p99 < 20 ms.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-bench-'));
const server = await startServerProcess({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
});
try {
  const accessToken = await signInForBench(server.url);
  const run = (duration: number) =>
    autocannon({
      url: `${server.url}/api/v1/app/identity`,
      connections: 16,
      duration,
      headers: { authorization: `Bearer ${accessToken}`, 'x-app-version': '2.2.0' },
    });
  await run(2); // warm-up: JIT, connection pool, key cache
  const result = await run(10);
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const errors = result.errors + result.non2xx;
  console.log(
    `identity: GET /api/v1/app/identity ${Math.round(rps)} req/s, p99 ${p99} ms, ${errors} errors (target ≥ 3000 req/s, p99 < 20 ms)`,
  );
  if (errors > 0) process.exitCode = 1;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

async function signInForBench(url: string): Promise<string> {
  const { createHash, randomBytes } = await import('node:crypto');
  const email = 'bench@example.com';
  const signup = await fetch(`${url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench-Password-1' }),
  });
  const session = /tricoach_sso=([^;]+)/.exec(signup.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = await fetch(
    `${url}/connect/authorize?response_type=code&client_id=tricoach-ios&redirect_uri=tricoach://signin-oidc&scope=openid&code_challenge=${challenge}&code_challenge_method=S256`,
    { headers: { cookie: `tricoach_sso=${session}` }, redirect: 'manual' },
  );
  const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await fetch(`${url}/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'tricoach-ios',
      code,
      code_verifier: verifier,
      redirect_uri: 'tricoach://signin-oidc',
    }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}
