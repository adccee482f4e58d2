import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { markServerLock } from './backup/data-dir-lock';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { reportProcessCrashes } from './error-tracking/process-crashes';

const config = loadConfig();
// The embedded database is one process's: `npm run backup` and `npm run restore` see this note and
// refuse while the server runs; the server refuses to start while one of them works on the folder.
let releaseDataDir = () => {};
if (!config.DATABASE_URL) {
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    releaseDataDir = markServerLock(config.DATA_DIR);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
// Until the app's logger exists (a start waiting for PostgreSQL), connection trouble goes to stderr.
let reportConnectionError = (error: Error) =>
  console.error(`database not reachable yet (${error.message}); trying again`);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  // Its own process, reached over a Unix socket (node-postgres finds no such socket on Windows,
  // and a TCP port would let any local user in without a password: there it stays in-process).
  ownProcess: process.platform !== 'win32',
  onConnectionError: (error) => reportConnectionError(error),
  // Without its database the server can only fail every request: it stops, and its supervisor
  // (or the person at the terminal) starts both again.
  onProcessExit: (reason) => {
    console.error(`${reason}; the server stops`);
    releaseDataDir();
    process.exit(1);
  },
});
const { app, ctx } = await buildApp(config, database);
reportProcessCrashes(process, ctx.errorTracker, app.log, (code) => process.exit(code));
reportConnectionError = (error) =>
  app.log.warn({ err: error }, 'a database connection failed; the pool opens a new one');

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests, then closing the database');
  const timer = setTimeout(() => {
    app.log.error('shutdown took over 10 s; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    releaseDataDir();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Tricoach ${config.APP_ENV} on ${config.publicUrl} (${database.kind === 'embedded' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'}${config.PROCESS_ROLE === 'all' ? '' : `, ${config.PROCESS_ROLE} process`})`,
);
