/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file> [--force]` (docs/operations.md).
 * The database is the server's: DATABASE_URL when set (PostgreSQL), else the embedded one in DATA_DIR
 * (default ./data, relative to where npm runs, as for `npm start`).
 * Exit codes: 0 done, 1 refused or failed (the message says why), 2 wrong usage.
 */
import { systemClock } from '../clock/clock';
import {
  BackupError,
  backupDatabase,
  defaultBackupFile,
  embeddedDir,
  kindOf,
  restoreDatabase,
  type BackupTarget,
} from './backup';

const USAGE = `usage: npm run backup [-- <file>]          (default: backups/tricoach-<time>.dump or .tar.gz)
       npm run restore -- <file> [--force]  (--force: replace a database that holds data)`;

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const files = rest.filter((arg) => arg !== '--force');
const unknown = files.filter((arg) => arg.startsWith('-'));
const trimmed = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);
const target: BackupTarget = {
  databaseUrl: trimmed(process.env.DATABASE_URL),
  dataDir: trimmed(process.env.DATA_DIR) ?? './data',
};
const where = target.databaseUrl
  ? 'the PostgreSQL database of DATABASE_URL'
  : `the embedded database in ${embeddedDir(target.dataDir)}`;

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

try {
  if (unknown.length) usage(`unknown option ${unknown.join(' ')}`);
  if (files.length > 1) usage('one file only');
  if (command === 'backup') {
    if (force) usage('backup takes no --force: it never overwrites a file');
    const file = files[0] ?? defaultBackupFile(kindOf(target), systemClock.now());
    console.log(`Backing up ${where} to ${file} ...`);
    const result = await backupDatabase(target, file);
    console.log(`Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB).`);
  } else if (command === 'restore') {
    const file = files[0];
    if (!file) usage('restore needs the backup file');
    console.log(`Restoring ${file} into ${where} ...`);
    const result = await restoreDatabase(target, file, { force, now: systemClock.now() });
    console.log(
      `Restored ${file}.` +
        (result.replaced
          ? ` The database it replaced is kept in ${result.replaced} (delete it when no longer needed).`
          : '') +
        ' Start the server again.',
    );
  } else {
    usage(`unknown command ${command ?? '(none)'}`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`${command} failed: ${error.message}`);
  process.exit(1);
}
