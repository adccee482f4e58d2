#!/usr/bin/env node
// `npm run bench`: every benchmark file of the workspaces, one after the other (they measure
// speed, so they never share the two cores), each printing its own figures against its target.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benchDirs = ['packages/core/bench', 'apps/server/bench'];
let failures = 0;
for (const dir of benchDirs) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) continue;
  for (const file of readdirSync(absolute)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort()) {
    console.log(`\n━━ ${dir}/${file}`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(absolute, file)], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) failures += 1;
  }
}
process.exit(failures ? 1 : 0);
