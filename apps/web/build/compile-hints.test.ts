import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, compileHints, wantsCompileHint } from './compile-hints';

const main = '/app/apps/web/src/main.tsx';
const chunk = (moduleIds: string[]) => ({ moduleIds });

describe('wantsCompileHint', () => {
  it('hints the startup chunk, libraries and all', () => {
    expect(wantsCompileHint(chunk([main, '/app/node_modules/react-dom/client.js']), main)).toBe(true);
  });

  it('hints a chunk of app code only (a page)', () => {
    expect(wantsCompileHint(chunk(['/app/apps/web/src/dashboard/DashboardPage.tsx']), main)).toBe(true);
  });

  it('leaves a library loaded for one feature, even with some app code, and an empty facade', () => {
    const validation = ['/app/node_modules/zod/index.js', '/app/apps/web/src/validation/validate.ts'];
    expect(wantsCompileHint(chunk(validation), main)).toBe(false);
    expect(wantsCompileHint(chunk([]), main)).toBe(false);
  });
});

describe('compileHints', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the plugin's writeBundle over files written as the build writes them. */
  function writeBundle(files: Record<string, string[]>) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    const bundle: Record<string, unknown> = {};
    for (const [fileName, moduleIds] of Object.entries(files)) {
      writeFileSync(path.join(dir, fileName), `export const x=1;\n//# sourceMappingURL=${fileName}.map`);
      writeFileSync(path.join(dir, `${fileName}.map`), JSON.stringify({ version: 3, mappings: 'AAAA' }));
      bundle[fileName] = { type: 'chunk', fileName, moduleIds };
    }
    const hook = compileHints(main).writeBundle as (o: object, b: object) => void;
    hook.call({}, { dir }, bundle as Rolldown.OutputBundle);
    hook.call({}, { dir }, bundle as Rolldown.OutputBundle);
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    return { read, raw: (name: string) => readFileSync(path.join(dir, name)) };
  }

  it('puts the hint on the first line once, with compressed copies and a source map that match', () => {
    const { read, raw } = writeBundle({ 'page.js': ['/app/apps/web/src/Page.tsx'] });
    const code = read('page.js');
    expect(code.startsWith(COMPILE_HINT)).toBe(true);
    expect(code.indexOf('allFunctionsCalledOnLoad')).toBe(code.lastIndexOf('allFunctionsCalledOnLoad'));
    expect(brotliDecompressSync(raw('page.js.br')).toString()).toBe(code);
    expect(gunzipSync(raw('page.js.gz')).toString()).toBe(code);
    // The code moved one line down: so do its mappings.
    expect(JSON.parse(read('page.js.map')).mappings).toBe(';AAAA');
  });

  it('leaves a library chunk as the build wrote it', () => {
    const { read } = writeBundle({ 'zod.js': ['/app/node_modules/zod/index.js'] });
    expect(read('zod.js').startsWith('export')).toBe(true);
    expect(JSON.parse(read('zod.js.map')).mappings).toBe('AAAA');
  });
});
