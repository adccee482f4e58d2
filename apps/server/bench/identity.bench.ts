import autocannon from 'autocannon';
import { startBenchServer } from './support/bench-server';
import { signUpOverHttp } from './support/bench-auth';

/**
 * Requests per second and p99 latency of GET /api/v1/app/identity on the embedded database,
 * the server in its own process as `npm start` runs it. Target (issue 16): ≥ 5,000 req/s, p99 ≤ 10 ms
 * on this 2-core machine (issue 2 asked ≥ 3,000 req/s, p99 < 20 ms).
 */
const TARGET_RPS = 5000;
const TARGET_P99_MS = 10;
const server = await startBenchServer('identity', { RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
try {
  const accessToken = await signUpOverHttp(server.url, 'bench@example.com', 'Bench-Password-1');
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
  const met = errors === 0 && rps >= TARGET_RPS && p99 <= TARGET_P99_MS;
  console.log(
    `identity: GET /api/v1/app/identity ${Math.round(rps)} req/s, p99 ${p99} ms, ${errors} errors (target ≥ ${TARGET_RPS} req/s, p99 ≤ ${TARGET_P99_MS} ms) ${met ? 'ok' : 'MISSED'}`,
  );
  if (!met) process.exitCode = 1;
} finally {
  await server.stop();
}
