#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Unit, property and server tests
// run on the embedded database; with TEST_DATABASE_URL the server suite runs again against
// that PostgreSQL server; the browser suite drives Debian's Chromium against the real server.
// Prints one closing line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'tricoach-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// Named again at the very end: a CI log is often read from its tail only.
const failedTests = [];
// eslint-disable-next-line no-control-regex -- terminal colour codes are what it removes
const colourCodes = /\x1b\[[0-9;]*m/g;
const firstLine = (message = '') => message.replace(colourCodes, '').trim().split('\n')[0].slice(0, 300);

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `━━ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const suite of report.testResults ?? []) {
    const source = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failedTests.push(`${source} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (!failed.length && suite.status === 'failed')
      failedTests.push(`${source}: ${firstLine(suite.message)}`);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          failedTests.push(
            `e2e/${file ?? suite.file} › ${spec.title}: ${firstLine(test.results?.at(-1)?.error?.message)}`,
          );
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
}

const vitest = (name, args, env) => {
  const file = path.join(reports, `${name}.json`);
  run(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  countVitest(file);
};

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
vitest('unit-and-server-on-embedded-database', [], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('server-on-postgresql', ['--project', 'server'], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the server suite ran on the embedded database only.)');
}
if (process.env.SKIP_BROWSER_TESTS === '1') {
  console.log('\n(SKIP_BROWSER_TESTS=1: browser tests skipped.)');
} else if (run('web-build', 'npm', ['run', 'build', '--silent'])) {
  const report = path.join(root, 'e2e/test-results/report.json');
  rmSync(report, { force: true });
  run('browser', 'npm', ['test', '-w', 'e2e', '--silent']);
  countPlaywright(report);
}

rmSync(reports, { recursive: true, force: true });
console.log(`\nSteps failed: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
for (const test of failedTests) console.log(`  failed: ${test}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
