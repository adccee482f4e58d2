/**
 * The V8 flags of the server's processes, the server and the embedded database's (docs/scaling.md,
 * "Memory"): a young generation of 2 MB semi-spaces and an old generation that grows 20 % past
 * what survived its last collection. `npm run serve` in package.json writes them out too: keep
 * them equal.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=20'];

/**
 * The embedded database's process adds `--liftoff-only`: PGlite's WebAssembly runs on V8's
 * baseline compiler alone, never recompiled by TurboFan, whose code and compile memory cost ~80 MB
 * of that process at its peak (an import of 1,500 files: 270–278 → 189 MB) for no visible cost in
 * the benchmarks (import time, plan ready, page calls: docs/decisions.md "Eighth round").
 */
export const EMBEDDED_DATABASE_V8_FLAGS = [...SERVER_V8_FLAGS, '--liftoff-only'];
