import { addDays, localDate, type IsoDate } from '@tricoach/core';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { clockStartingAt, type Clock } from '../../src/clock/clock';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { signUpAndGetTokens } from '../../test/support/auth-flow';
import { historyMornings, historySessions, onboard, waitForPlan, type Call } from './seed-training-athlete';

/**
 * The 10,000-athlete database of scale.bench.ts (issue 17 part 5), kept between runs.
 *
 * A few template athletes are made by the app itself, in this process on the real database: sign
 * up; five years of mornings (check-in and a ring's HRV and resting heart rate) and workouts
 * logged by hand (the services the check-in and log-a-workout calls use, the clock set to each
 * day, so stress scores, readiness verdicts, notifications and load versions are what the app
 * writes); then onboarding and the plan job. Every other athlete is a copy of one template in
 * SQL (INSERT ... SELECT, a batch of athletes per transaction): a user with its own email and the
 * template's password hash, its athlete, and every athlete-keyed row the template has, with new
 * ids; completed workouts scaled by a factor per athlete (0.85–1.15 of the duration, distance and
 * stress score) and about 1 in 32 left out, so no two histories are alike. The load-version
 * trigger gives each copy its row, as it would for an import.
 *
 * Progress is kept in the `bench` schema (bench.scale_seed, bench.scale_athletes): a run that
 * finds the athletes there skips the seeding, an interrupted one goes on where it stopped.
 */

/** Sign-in of every seeded athlete: `scale-<n>@bench.example.com` with this password. */
export const SCALE_PASSWORD = 'Scale-bench-athlete-9';
export const scaleEmail = (n: number) => `scale-${n}@bench.example.com`;

const TEMPLATES = [
  { eventType: 'Ironman', weeksToRace: 40, volume: 1 },
  { eventType: 'HalfIronman', weeksToRace: 24, volume: 0.8 },
  { eventType: 'Olympic', weeksToRace: 14, volume: 0.6 },
] as const;
const BATCH = 50;
/**
 * Years of mornings (check-ins, ring readings) a copy carries: 5 years of them take ~1.8 MB an
 * athlete (the readiness verdict kept on each check-in is ~525 bytes), 18 GB for 10,000; the page
 * calls read the last weeks. The workouts and plans are copied whole.
 */
const MORNING_YEARS = Number(process.env.BENCH_SCALE_MORNING_YEARS ?? 1);
const MODALITY = { swim: 'swimming', bike: 'cycling', run: 'running', strength: 'strengthtraining' } as const;

/** Athlete tables a copy cannot carry as they are (ids that point at other copied rows, global unique keys). */
const NOT_COPIED = new Set([
  'performance_test_results',
  'garmin_summaries',
  'garmin_connections',
  'garmin_authorizations',
  'activity_imports',
  'activity_import_files',
  'push_subscriptions',
  'subscription_events',
]);
/**
 * Made by the app, not copied: the completed_workouts triggers keep the first two (a copied row
 * would count twice); the server's sweep prepares the kept answers (a copied answer carries the
 * template's versions in its key, so every read of a copy would miss and build it again, while the
 * copied preparation row told the sweep the day was done: measured 2 December, 9 of 19 calls).
 */
const MADE_BY_THE_APP = new Set([
  'athlete_load_versions',
  'athlete_daily_stress',
  'kept_answers',
  'answer_preparations',
]);

interface ScaleSeed {
  /** The instant the templates were made at: the measured server's clock starts there. */
  seedInstant: Date;
  athletes: number;
  /** What this run spent seeding (0 when it found the database seeded). */
  seconds: { templates: number; copies: number; vacuum: number };
}

/** A clock that runs at real speed from whatever instant it was last set to. */
function settableClock(start: Date): Clock & { set(at: Date | string): void } {
  let current = clockStartingAt(start);
  return { now: () => current.now(), set: (at) => void (current = clockStartingAt(at)) };
}

/**
 * A seed made before 3 December copied the templates' kept answers and preparation rows (see
 * MADE_BY_THE_APP): deletes the copies' ones once, so the server prepares them and the bench does
 * not measure a miss on every read.
 */
async function leaveAnswersToTheServer(client: pg.Client): Promise<void> {
  await client.query(
    `alter table bench.scale_seed add column if not exists answers_left_to_server boolean not null default false`,
  );
  const { rows } = await client.query(`select answers_left_to_server as done from bench.scale_seed`);
  if (rows.length === 0 || rows[0].done) return;
  await client.query('begin');
  for (const table of ['kept_answers', 'answer_preparations'])
    await client.query(
      `delete from ${table} where athlete_id not in (select athlete_id from bench.scale_templates)`,
    );
  await client.query(`update bench.scale_seed set answers_left_to_server = true`);
  await client.query('commit');
}

/** Makes `databaseUrl` hold `count` athletes (or finds it does) and says how long that took. */
export async function ensureScaleSeed(databaseUrl: string, count: number): Promise<ScaleSeed> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema if not exists bench`);
    await client.query(`create table if not exists bench.scale_seed (
      id int primary key default 1 check (id = 1),
      seed_instant timestamptz not null,
      athletes int not null default 0,
      template_seconds real not null default 0,
      copy_seconds real not null default 0)`);
    await client.query(`create table if not exists bench.scale_templates (
      idx int primary key, athlete_id uuid not null, user_id uuid not null)`);
    await client.query(`create table if not exists bench.scale_athletes (
      n int primary key, template int not null, athlete_id uuid not null, user_id uuid not null)`);
    await leaveAnswersToTheServer(client);
    const seconds = { templates: 0, copies: 0, vacuum: 0 };
    let state = (await client.query(`select seed_instant, athletes from bench.scale_seed`)).rows[0] as
      { seed_instant: Date; athletes: number } | undefined;
    if (!state) {
      const users = await client.query(`select count(*)::int as n from users`).then(
        (answer) => answer.rows[0]?.n as number,
        () => 0,
      );
      if (users > 0)
        throw new Error(
          `${new URL(databaseUrl).pathname.slice(1)} has users but no finished templates (a seeding stopped early): drop it to seed again`,
        );
      const started = performance.now();
      const { seedInstant, athleteIds } = await makeTemplates(databaseUrl);
      seconds.templates = (performance.now() - started) / 1000;
      await client.query('begin');
      for (const [index, athleteId] of athleteIds.entries()) {
        const user = `(select user_id from athletes where id = $2)`;
        await client.query(`insert into bench.scale_templates values ($1, $2, ${user})`, [index, athleteId]);
        await client.query(`insert into bench.scale_athletes values ($1, $1, $2, ${user})`, [
          index,
          athleteId,
        ]);
      }
      await client.query(
        `insert into bench.scale_seed (seed_instant, athletes, template_seconds, answers_left_to_server)
         values ($1, $2, $3, true)`,
        [seedInstant, TEMPLATES.length, seconds.templates],
      );
      await client.query('commit');
      state = { seed_instant: seedInstant, athletes: TEMPLATES.length };
    }
    if (state.athletes < count) {
      const started = performance.now();
      const seedDay = localDate(state.seed_instant, 'UTC');
      await copyTemplates(client, state.athletes, count, addDays(seedDay, -Math.round(MORNING_YEARS * 365)));
      seconds.copies = (performance.now() - started) / 1000;
      const vacuumStarted = performance.now();
      // Visibility map and statistics as a database in use has them (index-only scans, plans).
      await client.query(`vacuum (analyze)`);
      seconds.vacuum = (performance.now() - vacuumStarted) / 1000;
    }
    const athletes = Math.max(count, state.athletes);
    return { seedInstant: state.seed_instant, athletes, seconds };
  } finally {
    await client.end();
  }
}

/** The templates, made by the app in this process: their athletes and the instant they were made at. */
async function makeTemplates(databaseUrl: string): Promise<{ seedInstant: Date; athleteIds: string[] }> {
  const seedInstant = new Date(`${new Date().toISOString().slice(0, 10)}T05:00:00.000Z`);
  const today = localDate(seedInstant, 'UTC');
  const clock = settableClock(seedInstant);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    JOB_POLL_INTERVAL_SECONDS: '0.5',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  });
  const database = await openDatabase({ databaseUrl });
  const { app, ctx } = await buildApp(config, database, { mailer: { send: async () => {} }, clock });
  await app.ready();
  const athleteIds: string[] = [];
  try {
    for (const [index, template] of TEMPLATES.entries()) {
      const started = performance.now();
      clock.set(seedInstant);
      const tokens = await signUpAndGetTokens(app, { email: scaleEmail(index), password: SCALE_PASSWORD });
      const headers = { authorization: `Bearer ${tokens.accessToken}` };
      const call: Call = async (method, url, payload) => {
        const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        if (response.statusCode >= 300)
          throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
        return response.json<Record<string, unknown>>();
      };
      const identity = await call('GET', '/api/v1/app/identity');
      const athleteId = String(identity.athleteId);
      // Five years as they happened: each morning's check-in and ring reading, the day's workouts in the evening.
      const workouts = groupBy(historySessions(today), (session) => session.date);
      const mornings = new Map(historyMornings(today).map((morning) => [morning.date, morning]));
      let logged = 0;
      const first = [...workouts.keys(), ...mornings.keys()].sort()[0] ?? today;
      for (let date = first; date < today; date = addDays(date, 1)) {
        const morning = mornings.get(date);
        if (morning) {
          clock.set(`${date}T06:00:00.000Z`);
          await ctx.checkIns.create(athleteId, morning.answers, clock.now());
          await ctx.checkIns.recordMeasurement(
            athleteId,
            { source: 'ring', rmssd: morning.rmssd, restingHeartRate: morning.restingHeartRate },
            clock.now(),
          );
        }
        for (const session of workouts.get(date) ?? []) {
          clock.set(`${date}T19:00:00.000Z`);
          const minutes = Math.max(10, Math.round(session.minutes * template.volume));
          await ctx.completedWorkouts.logManual(
            athleteId,
            {
              sport: MODALITY[session.sport],
              date,
              startTime: '06:30',
              durationSeconds: minutes * 60,
              ...(session.metersPerMinute > 0 ? { distanceMeters: minutes * session.metersPerMinute } : {}),
              averageHeartRate: Math.round(95 + 70 * session.intensity),
              rpe: Math.round(session.intensity * 10) - 2,
            },
            clock.now(),
          );
          logged += 1;
        }
      }
      clock.set(seedInstant);
      await onboard(call, athleteId, addDays(today, template.weeksToRace * 7), template.eventType);
      await waitForPlan(call);
      athleteIds.push(athleteId);
      console.log(
        `template ${index} (${template.eventType} in ${template.weeksToRace} weeks): ${logged} workouts and ${mornings.size} mornings through the app in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    await app.close();
  }
  return { seedInstant, athleteIds };
}

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** Columns that may name the template's race goal (plans and sessions carry its id). */
const NAMES_GOAL = new Set(['jsonb', 'text']);
/** The history tables: nothing in them names a goal, and the mornings before `cutoff` stay behind. */
const HISTORY = new Set(['completed_workouts', 'daily_check_ins', 'health_readings']);

/** The INSERT ... SELECT that copies one table's template rows to the batch's athletes ($1 ≤ n < $2). */
function copyStatement(table: string, columns: Column[], cutoff: IsoDate): string {
  const factor = `(0.85 + 0.3 * ((m.n * 7919) % 1000) / 1000.0)`;
  // The copy's race goal: an id made from the athlete's and the template goal's.
  const goalOf = (id: string) => `md5(m.athlete_id::text || ${id}::text)::uuid`;
  const value = ({ column_name: name, data_type: type }: Column): string => {
    if (table === 'users' && name === 'id') return 'm.user_id';
    if (table === 'users' && name === 'email') return `'scale-' || m.n || '@bench.example.com'`;
    if (table === 'athletes' && name === 'id') return 'm.athlete_id';
    if (name === 'user_id') return 'm.user_id';
    if (name === 'athlete_id') return 'm.athlete_id';
    if (table === 'race_goals' && name === 'id') return goalOf('x.id');
    if (name === 'id' && type === 'uuid') return 'gen_random_uuid()';
    if (table === 'calendar_feeds' && name === 'token') return `replace(gen_random_uuid()::text, '-', '')`;
    if (table === 'completed_workouts') {
      if (name === 'duration_seconds') return `greatest(60, round(x.duration_seconds * ${factor}))::int`;
      if (name === 'distance_meters') return `(x.distance_meters * ${factor})::real`;
      if (name === 'stress_score') return `round((x.stress_score * ${factor})::numeric, 1)::real`;
    }
    if (!HISTORY.has(table) && !['users', 'athletes', 'race_goals'].includes(table) && NAMES_GOAL.has(type))
      return `replace(x.${name}::text, tg.id::text, ${goalOf('tg.id')}::text)::${type}`;
    return `x.${name}`;
  };
  const key =
    table === 'users'
      ? 't.user_id = x.id'
      : table === 'athletes'
        ? 't.athlete_id = x.id'
        : 't.athlete_id = x.athlete_id';
  const only =
    table === 'completed_workouts'
      ? `and (hashtext(m.n::text || x.id::text) & 31) <> 0`
      : HISTORY.has(table)
        ? `and x.local_date >= '${cutoff}'`
        : '';
  return `insert into ${table} (${columns.map((c) => `"${c.column_name}"`).join(', ')})
    select ${columns.map(value).join(', ')}
    from bench.scale_athletes m
    join bench.scale_templates t on t.idx = m.template
    join race_goals tg on tg.athlete_id = t.athlete_id
    join ${table} x on ${key}
    where m.n >= $1 and m.n < $2 ${only}`;
}

/** Copies the templates until there are `count` athletes, a batch per transaction. */
async function copyTemplates(client: pg.Client, from: number, count: number, cutoff: IsoDate): Promise<void> {
  const goals = await client.query(
    `select t.idx from bench.scale_templates t join race_goals g on g.athlete_id = t.athlete_id group by t.idx having count(*) = 1`,
  );
  if (goals.rowCount !== TEMPLATES.length) throw new Error('each template must have exactly one race goal');
  const columns = (
    await client.query<Column>(
      // Generated columns are the database's to write.
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
    )
  ).rows;
  const tables = groupBy(columns, (column) => column.table_name);
  const athleteTables = [...tables.keys()].filter(
    (table) => table !== 'athletes' && tables.get(table)?.some((c) => c.column_name === 'athlete_id'),
  );
  const withRows: string[] = [];
  for (const table of athleteTables) {
    if (MADE_BY_THE_APP.has(table)) continue;
    const { rows } = await client.query(
      `select exists (select 1 from ${table} where athlete_id in (select athlete_id from bench.scale_templates)) as has`,
    );
    if (!rows[0]?.has) continue;
    if (NOT_COPIED.has(table))
      throw new Error(`the templates have rows in ${table}, which the copy cannot carry`);
    withRows.push(table);
  }
  const statements = ['users', 'athletes', ...withRows].map((table) => ({
    table,
    sql: copyStatement(table, tables.get(table) ?? [], cutoff),
  }));
  const templates = TEMPLATES.length;
  await client.query(`set synchronous_commit = off`);
  const started = performance.now();
  for (let n = from; n < count; n += BATCH) {
    const to = Math.min(count, n + BATCH);
    const batchStarted = performance.now();
    await client.query('begin');
    await client.query(
      `insert into bench.scale_athletes (n, template, athlete_id, user_id)
       select n, n % ${templates}, gen_random_uuid(), gen_random_uuid() from generate_series($1::int, $2::int - 1) n`,
      [n, to],
    );
    for (const statement of statements) await client.query(statement.sql, [n, to]);
    await client.query(`update bench.scale_seed set athletes = $1, copy_seconds = copy_seconds + $2`, [
      to,
      (performance.now() - batchStarted) / 1000,
    ]);
    await client.query('commit');
    const elapsed = (performance.now() - started) / 1000;
    if (to === count || Math.floor(to / 500) !== Math.floor(n / 500))
      console.log(
        `copied ${to} of ${count} athletes, ${elapsed.toFixed(0)} s (${((to - from) / elapsed).toFixed(1)} athletes/s)`,
      );
  }
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
