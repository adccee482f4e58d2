import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { writeWithCompressedCopies } from './compressed-copies';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every
 * function compiled while the file streams in, on a background thread, instead of each one on the
 * main thread the first time it is called. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks whose functions mostly run as soon as they arrive: the startup chunk (React, the
 * router, TanStack Query and the app shell, which all render the first screen) and chunks of the
 * app's own code only (a page and its components, rendered when the page opens). Not the libraries
 * loaded for one feature (zod, the Temporal polyfill, uPlot, the store SDK), most of whose
 * functions never run: compiling them all would cost more than it saves.
 */
export function wantsCompileHint(
  chunk: Pick<Rolldown.RenderedChunk, 'moduleIds'>,
  startupModule: string,
): boolean {
  const ids = chunk.moduleIds;
  if (ids.length === 0) return false;
  return ids.includes(startupModule) || ids.every((id) => !id.includes('/node_modules/'));
}

/**
 * Puts the hint on the first line of those chunks once they are written (issue 17: on the
 * dashboard's cold load it took the main chunk's evaluation from ~32 to ~9 ms and Lighthouse's
 * total blocking time from ~250 to ~70 ms; docs/decisions.md). Not earlier: minification drops
 * comments, and Vite writes its preload map above any banner. The source map gets an empty first
 * line, and the compressed copies are written again.
 */
export function compileHints(startupModule: string): Plugin {
  return {
    name: 'tricoach:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) throw new Error('compile hints: the build has no output folder');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !wantsCompileHint(chunk, startupModule)) continue;
        const file = path.join(outDir, chunk.fileName);
        const code = readFileSync(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        writeWithCompressedCopies(file, COMPILE_HINT + code);
        const mapFile = `${file}.map`;
        if (!existsSync(mapFile)) continue;
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
        writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
