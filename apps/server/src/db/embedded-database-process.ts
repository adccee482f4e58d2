/**
 * The embedded database's own process (started by `openDatabase` with `ownProcess`): PGlite on the
 * data folder, migrated, served over the socket the server named. It closes when the server
 * disconnects, and only then: Ctrl-C reaches both processes, and the server still has requests
 * to finish.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { acquireDatabaseLock } from '../backup/data-dir-lock';
import { openMigratedPglite } from './database';
import { servePgliteOnSocket } from './pglite-wire-server';

const [dataDir, socketPath] = process.argv.slice(2);
/** Longer than the last process's CHECKPOINT and close can take. */
const PREVIOUS_PROCESS_WAIT_MS = 30_000;

process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
// A message to a server already gone (killed while this one started): its disconnect follows.
process.on('error', () => {});

async function open(): Promise<() => Promise<void>> {
  const releaseFolder = await acquireDatabaseLock(dataDir!, PREVIOUS_PROCESS_WAIT_MS);
  process.once('exit', releaseFolder);
  const { client, database } = await openMigratedPglite({ dataDir });
  const server = await servePgliteOnSocket(client, socketPath!);
  return async () => {
    await server.close();
    await database.close();
    // The server removes the socket's folder too, unless it was killed outright.
    rmSync(path.dirname(socketPath!), { recursive: true, force: true });
  };
}

const opened = open();
let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  opened
    .then((close) => close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`the embedded database did not close cleanly: ${(error as Error).message}`);
        process.exit(1);
      },
    );
}
// A server killed outright disconnects too, even while this one starts: the data is checkpointed
// either way, and no database process outlives its server. A server gone before this module
// was loaded disconnected before anyone listened: checked once open.
process.once('disconnect', stop);
opened.then(
  () => (process.connected ? process.send!({ ready: true }) : stop()),
  (error: unknown) => {
    if (!process.connected) process.exit(1);
    process.send!({ error: (error as Error).message }, () => process.exit(1));
  },
);
