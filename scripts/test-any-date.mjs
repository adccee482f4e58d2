#!/usr/bin/env node
// `npm run test:any-date`: the whole `npm test` under Debian's faketime on dates and in time zones
// chosen to break date code (a New Zealand evening at the end of February, a Los Angeles New
// Year's Eve that is already January in UTC), then on the real date. Optional, by hand: it runs
// the suite three times. Needs `apt-get install faketime`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = [
  { faketime: '@2027-02-28 23:30:00', TZ: 'Pacific/Auckland' },
  { faketime: '@2026-12-31 22:00:00', TZ: 'America/Los_Angeles' },
  { faketime: null, TZ: process.env.TZ ?? 'UTC' },
];

if (spawnSync('faketime', ['-f', '+0', 'true']).error) {
  console.error('faketime is missing: apt-get install faketime');
  process.exit(2);
}

const failed = [];
for (const { faketime, TZ } of runs) {
  const label = `${faketime ?? 'the real date'} in ${TZ}`;
  console.log(`\n════ npm test on ${label}`);
  // DONT_RESET: child processes (workers, the server, Chromium) keep the parent's fake time.
  const command = faketime ? ['faketime', '-f', faketime, 'npm', 'test'] : ['npm', 'test'];
  const result = spawnSync(command[0], command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ, FAKETIME_DONT_RESET: '1' },
  });
  if (result.status !== 0) failed.push(label);
}
console.log(`\nDates failed: ${failed.length ? failed.join('; ') : 'none'}`);
process.exit(failed.length ? 1 : 0);
