import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_V8_FLAGS } from './support/server-process';

const scripts = (file: string) =>
  (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { scripts: Record<string, string> })
    .scripts;

describe('the V8 flags the server runs with (docs/scaling.md, "Memory")', () => {
  it('are the same in npm run serve, npm start, the tests’ server process and the embedded database’s process', () => {
    const flags = SERVER_V8_FLAGS.join(' ');
    expect(scripts('../../../package.json').serve).toContain(`node ${flags} apps/server/dist/server.mjs`);
    expect(scripts('../package.json').start).toContain(`tsx ${flags} src/main.ts`);
  });
});
