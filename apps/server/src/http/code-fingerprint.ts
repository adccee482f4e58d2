import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A hash of the server's and the engine's sources, so answers kept in the database by one
 * release are never sent by another that would build them differently (a changed rule, a new
 * field): every release starts with misses instead of a version someone forgot to bump.
 */
let fingerprint: string | undefined;

export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const require = createRequire(import.meta.url);
  const coreSources = path.dirname(require.resolve('@tricoach/core'));
  const serverSources = path.resolve(import.meta.dirname, '..');
  const hash = createHash('sha256');
  for (const root of [serverSources, coreSources])
    for (const file of sourceFiles(root))
      hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file));
  fingerprint = hash.digest('base64url').slice(0, 16);
  return fingerprint;
}

function sourceFiles(directory: string): string[] {
  return (
    readdirSync(directory, { withFileTypes: true, recursive: true })
      // Tests beside the sources build no answer: changing one is no new release.
      .filter(
        (entry) =>
          entry.isFile() && /\.(ts|mts|js|mjs|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
      )
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
  );
}
