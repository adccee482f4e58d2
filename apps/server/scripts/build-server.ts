/**
 * `npm run serve` (and so `npm start`) runs the server from a bundle this script writes to
 * `apps/server/dist/`: plain JavaScript that Node runs without tsx. Under tsx every process
 * carries tsx's loader, which runs in a thread of its own (a second V8 isolate and its caches):
 * ~30 MB of the server's memory and ~50 MB of the embedded database's process (measured,
 * docs/decisions.md "Eighth round"). Tests and `npm run dev` keep running the sources under tsx.
 *
 * Two bundles, each one file: `server.mjs` (src/main.ts) and `embedded-database-process.mjs`.
 * Packages from node_modules stay imports (found from apps/server/dist as from the sources);
 * the workspace's own code (@tricoach/core included) is bundled. A module's `import.meta.url`
 * and `import.meta.dirname` keep naming its source file, so the paths the server finds beside
 * its sources (migrations, the web app's build, the decode worker) stay right.
 */
import { readFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_DIR = path.join(SERVER_DIR, 'dist');
export const SERVER_BUNDLE = path.join(BUNDLE_DIR, 'server.mjs');

interface Esbuild {
  build(options: object): Promise<{ outputFiles?: { path: string; contents: Uint8Array }[] }>;
  stop?(): void | Promise<void>;
}
interface PluginBuild {
  onLoad(
    options: { filter: RegExp },
    load: (args: { path: string }) => Promise<{ contents: string; loader: string }>,
  ): void;
  onResolve(options: { filter: RegExp }, resolve: (args: ResolveArgs) => Promise<object | undefined>): void;
  resolve(
    path: string,
    options: { kind: string; resolveDir: string; pluginData: unknown },
  ): Promise<{ path: string; errors: object[] }>;
}
interface ResolveArgs {
  path: string;
  kind: string;
  resolveDir: string;
  pluginData: unknown;
}

const sourcePaths = {
  name: 'source-paths',
  setup(build: PluginBuild): void {
    build.onLoad({ filter: /\.m?ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8'))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
      loader: 'ts',
    }));
    // Packages stay imports; the workspace's own packages (linked, outside node_modules) and
    // JSON data (Node would want an import attribute for it) are bundled.
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const isPackage = resolved.path.includes(`${path.sep}node_modules${path.sep}`);
      if (!path.isAbsolute(resolved.path) || (isPackage && !resolved.path.endsWith('.json')))
        return { path: args.path, external: true };
      return { path: resolved.path };
    });
  },
};

/** Writes both bundles; each file is renamed into place, so a server starting meanwhile reads a whole one. */
export async function buildServerBundle(): Promise<void> {
  // The esbuild that tsx brings (as activity-decoder.ts uses it for the decode worker).
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  const esbuild = fromTsx('esbuild') as Esbuild;
  try {
    const result = await esbuild.build({
      entryPoints: {
        server: path.join(SERVER_DIR, 'src/main.ts'),
        'embedded-database-process': path.join(SERVER_DIR, 'src/db/embedded-database-process.ts'),
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outdir: BUNDLE_DIR,
      outExtension: { '.js': '.mjs' },
      write: false,
      logLevel: 'warning',
      plugins: [sourcePaths],
      // database.ts starts the database's process from the bundle beside it when this is set.
      define: { __SERVER_BUNDLE_DIR__: JSON.stringify(BUNDLE_DIR) },
      // Bundled CommonJS code may still call require().
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
    await mkdir(BUNDLE_DIR, { recursive: true });
    for (const file of result.outputFiles ?? []) {
      const temporary = `${file.path}.${process.pid}.tmp`;
      await writeFile(temporary, file.contents);
      await rename(temporary, file.path);
    }
  } finally {
    await esbuild.stop?.();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServerBundle();
}
