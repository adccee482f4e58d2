import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { writeWithCompressedCopies } from './compressed-copies';

/**
 * The screens that get an entry page, and the page module each one lazily loads (issue 17:
 * Lighthouse). The login screen only: the dashboard renders after a refresh and the identity
 * read anyway, which leave time for its chunks, and preloading them took bandwidth from the
 * main chunk (Lighthouse: first paint 0.4 s later, LCP 0.3 s later; docs/decisions.md).
 */
export const ENTRY_PAGES: Readonly<Record<string, string>> = {
  '/login': 'src/auth/LoginPage.tsx',
};

/** Where the page for a route path is written, inside the build's output folder. */
export const entryPageFile = (routePath: string) => `entry${routePath}.html`;

/**
 * For each entry screen, a copy of index.html that also preloads the screen's own chunks (its
 * lazily loaded page and everything that page imports, with its CSS). Without them the browser
 * learns of these files only once the main chunk has run and the router has asked for the page:
 * a second round of requests after the first. The server sends the copy for that path
 * (apps/server/src/http/web-app.ts); every other path, and the service worker, use index.html.
 * Written with brotli and gzip copies, as the compression plugin does for the other files.
 */
export function entryPages(pages: Readonly<Record<string, string>> = ENTRY_PAGES): Plugin {
  let root = process.cwd();
  return {
    name: 'tricoach:entry-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('entry pages: the build wrote no index.html');
      const indexHtml = String(html.source);
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('entry pages: the build has no entry chunk');
      // The entry chunk and its static imports are already in index.html.
      const alreadyLoaded = new Set([entry.fileName, ...entry.imports]);

      for (const [routePath, modulePath] of Object.entries(pages)) {
        const moduleId = path.resolve(root, modulePath);
        // The chunk holding the page module (its facade, or a chunk it shares with a static importer).
        const page = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
        if (!page) throw new Error(`entry pages: no chunk for ${modulePath} (${routePath})`);
        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (fileName: string) => {
          if (alreadyLoaded.has(fileName) || scripts.includes(fileName)) return;
          const chunk = byFile.get(fileName);
          if (!chunk) return;
          scripts.push(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? [])
            if (!styles.includes(css)) styles.push(css);
          chunk.imports.forEach(visit);
        };
        visit(page.fileName);
        const links = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ].join('\n    ');
        if (!indexHtml.includes('</head>')) throw new Error('entry pages: index.html has no </head>');
        const source = indexHtml.replace('</head>', `  ${links}\n  </head>`);
        const file = path.join(outDir, entryPageFile(routePath));
        mkdirSync(path.dirname(file), { recursive: true });
        writeWithCompressedCopies(file, source);
      }
    },
  };
}
