#!/usr/bin/env node
// Entry of `npx tricoach-plan athlete.json [--today YYYY-MM-DD] [--json]`.
// The engine is TypeScript; tsx (installed at the repository root) compiles it on the fly.
// Resolution is relative to this file, so the command works from any directory of the repo.
import { register } from 'tsx/esm/api';

register();
const { runPlanCli } = await import('./plan-cli.ts');
process.exitCode = await runPlanCli(process.argv.slice(2));
