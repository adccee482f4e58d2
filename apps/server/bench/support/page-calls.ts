import autocannon from 'autocannon';
import { stealMeter } from './bench-machine';

/**
 * Every call the dashboard, forecast, roadmap, statistics and check-in screens make
 * (apps/web/src/dashboard, forecast, roadmap, analytics, checkin), and how the page-call
 * benchmarks measure them: the one-athlete bench (training-views.bench.ts) and the 10,000-athlete
 * one (scale.bench.ts). Target (issue 17 part 3): p99 ≤ 15 ms per call at 4 connections (one
 * page load fires about four calls at once). Calls carry the browser's Accept-Encoding: answers
 * over 1 KB go compressed, as the screens get them.
 */
export const TARGET_P99_MS = 15;
export const CONNECTIONS = 4;

/** A signed-in athlete the calls are made as. */
export interface PageCallAthlete {
  athleteId: string;
  /** Their A race (the roadmap by goal). */
  goalId: string;
  accessToken: string;
}

interface PageCall {
  name: string;
  path: (athlete: PageCallAthlete, monday: string) => string;
  method?: 'GET' | 'POST';
}

const history = (what: string, range: string) => `/api/v1/app/history/${what}?range=${range}`;
const fixed = (path: string) => () => path;

const PAGE_CALLS: readonly PageCall[] = [
  { name: 'dashboard: identity', path: fixed('/api/v1/app/identity') },
  { name: 'dashboard: dashboard-status', path: fixed('/api/v1/app/dashboard-status') },
  { name: 'dashboard: profile', path: (a) => `/api/v1/odata/AthleteProfile/${a.athleteId}` },
  {
    name: 'dashboard + forecast: outlook (a week)',
    path: (_, monday) => `/api/v1/app/outlook?from=${monday}&days=7`,
  },
  { name: 'forecast: training-plan', path: fixed('/api/v1/app/training-plan') },
  { name: 'forecast: outlook (6 weeks)', path: (_, monday) => `/api/v1/app/outlook?from=${monday}&days=42` },
  { name: 'roadmap: race-roadmap', path: fixed('/api/v1/app/race-roadmap'), method: 'POST' },
  {
    name: 'roadmap: race-roadmap-by-goal',
    path: (a) => `/api/v1/app/race-roadmap-by-goal/${a.goalId}`,
    method: 'POST',
  },
  // The statistics tab opens on 1 month; its other tabs make the same three calls.
  { name: 'statistics: activity-dashboard (1m)', path: fixed(history('activity-dashboard', '1m')) },
  { name: 'statistics: sport-split (1m)', path: fixed(history('sport-split', '1m')) },
  { name: 'statistics: fitness (1m)', path: fixed(history('fitness', '1m')) },
  { name: 'statistics: activity-dashboard (1y)', path: fixed(history('activity-dashboard', '1y')) },
  { name: 'statistics: fitness (all, 5 years)', path: fixed(history('fitness', 'all')) },
  { name: 'statistics: series (all)', path: fixed(history('series', 'all')) },
  {
    name: 'statistics: completed-workouts',
    path: fixed(`${history('completed-workouts', '1m')}&limit=20`),
  },
  { name: 'check-in: today', path: fixed('/api/v1/app/AthleteDailyCheckin') },
  { name: 'check-in: briefing options', path: fixed('/api/v1/app/check-in/briefing/options') },
  { name: 'check-in: briefing', path: fixed('/api/v1/app/check-in/briefing') },
  { name: 'check-in: readiness', path: fixed('/api/v1/app/readiness') },
];

/** The headers a signed-in browser sends. */
export function browserHeaders(accessToken: string): Record<string, string> {
  return {
    authorization: `Bearer ${accessToken}`,
    'x-app-version': '2.2.0',
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
}

interface CallFigures {
  name: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
  /** Within the page-call target; null for a figure the target is not about (a write). */
  met: boolean | null;
  /** The share of CPU time the hypervisor took for others meanwhile (%), where known. */
  steal?: number | null;
}

interface Request {
  method: 'GET' | 'POST';
  path: (athlete: PageCallAthlete) => string;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * Runs one request shape against the server at `connections` connections, each request as the
 * next athlete of `athletes` in turn (so per-athlete caches answer only what they would with that
 * many athletes about): for `duration` seconds, or `amount` requests in all (writes that each
 * athlete may make once).
 */
export async function measureRequests(
  url: string,
  athletes: readonly PageCallAthlete[],
  request: Request,
  run: { duration?: number; amount?: number; connections?: number },
) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: run.connections ?? CONNECTIONS,
    ...(run.amount ? { amount: run.amount } : { duration: run.duration ?? 5 }),
    requests: [
      {
        method: request.method,
        ...(request.body ? { body: request.body } : {}),
        setupRequest: (req) => {
          const athlete = athletes[next % athletes.length] as PageCallAthlete;
          next += 1;
          return {
            ...req,
            path: request.path(athlete),
            headers: { ...req.headers, ...request.headers, ...browserHeaders(athlete.accessToken) },
          };
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A run of `amount` requests ends within a second: its rate is what it did over its duration.
    requestsPerSecond: run.amount ? result.requests.total / result.duration : result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** Prints one figure line: p50, p99 against the target, throughput, errors and the verdict. */
export function printFigures(figures: CallFigures, width = 40): void {
  const verdict =
    figures.errors > 0 ? 'ERRORS' : figures.met === null ? '' : figures.met ? 'ok' : 'OVER TARGET';
  const target = figures.met === null ? 'no target' : `target ≤ ${TARGET_P99_MS}`;
  console.log(
    `${figures.name.padEnd(width)} p50 ${String(figures.p50).padStart(3)} ms  p99 ${String(figures.p99).padStart(3)} ms (${target})  ${String(Math.round(figures.requestsPerSecond)).padStart(5)} req/s  ${figures.errors} errors  ${verdict}` +
      (figures.steal === undefined || figures.steal === null ? '' : `  (CPU steal ${figures.steal} %)`),
  );
}

/**
 * Every page call for 1 s of warm-up (JIT, caches, connections) and 5 s measured, each printed as
 * it finishes; `athletes` take turns request by request.
 */
export async function measurePageCalls(
  url: string,
  athletes: readonly PageCallAthlete[],
  monday: string,
): Promise<CallFigures[]> {
  const all: CallFigures[] = [];
  for (const call of PAGE_CALLS) {
    const request = { method: call.method ?? 'GET', path: (a: PageCallAthlete) => call.path(a, monday) };
    await measureRequests(url, athletes, request, { duration: 1 });
    const steal = stealMeter();
    const measured = await measureRequests(url, athletes, request, { duration: 5 });
    const figures = {
      name: call.name,
      ...measured,
      steal: steal.stop(),
      met: measured.errors === 0 && measured.p99 <= TARGET_P99_MS,
    };
    printFigures(figures);
    all.push(figures);
  }
  return all;
}
