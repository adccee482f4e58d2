import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound, sendError } from './errors';

const API_PREFIXES = ['/api/', '/connect/', '/.well-known/', '/healthz', '/readyz'];
export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/**
 * The web build's copies of index.html for the screens a visit usually starts on, by route path
 * (`entry/login.html` for `/login`): they also preload that screen's own chunks
 * (apps/web/build/entry-pages.ts).
 */
function entryPages(root: string): Map<string, string> {
  const dir = path.join(root, 'entry');
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  return new Map(
    files.map((file) => {
      const relative = file.split(path.sep).join('/');
      return [`/${relative.slice(0, -'.html'.length)}`, `entry/${relative}`];
    }),
  );
}

/**
 * In production one process serves the built web app beside the API, with the SPA fallback:
 * any GET that is not an API path and not a file gets index.html, so deep links work.
 * Unknown API paths always answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const root = webDistDir ?? DEFAULT_WEB_DIST;
  const hasWebApp = webDistDir !== null && existsSync(path.join(root, 'index.html'));
  // `npm run serve` does not build: say why the pages are missing instead of answering 404s.
  if (webDistDir !== null && !hasWebApp)
    app.log.warn(
      `The web app is not built (${path.join(root, 'index.html')} is missing): run \`npm run build\` or \`npm start\`. Serving the API only.`,
    );
  const entries = hasWebApp ? entryPages(root) : new Map<string, string>();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file: sent as they are, with Content-Encoding and Vary.
      preCompressed: true,
      // Hashed assets never change; index.html and the service worker must always be revalidated.
      setHeaders: (res, filePath) => {
        const isImmutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isImmutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (hasWebApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      void reply.header('cache-control', 'no-cache');
      const pathname = request.url.split('?')[0] ?? '';
      return reply.sendFile(entries.get(pathname.replace(/(.)\/$/, '$1')) ?? 'index.html');
    }
    return sendError(reply, notFound(`No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
