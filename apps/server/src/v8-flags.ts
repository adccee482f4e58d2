/**
 * The V8 flags of the server's processes, the server and the embedded database's (docs/scaling.md,
 * "Memory"): a young generation of 2 MB semi-spaces and an old generation that grows 20 % past
 * what survived its last collection. No allocation-site pretenuring: on the read path V8 kept
 * switching an allocation site to old-generation placement and back (the heap profile points at
 * the database driver's row arrays), and what those objects held, each read's large text values,
 * outlived the young collections: at 10,000 athletes a full collection every half second and
 * the page calls' p99 with it (docs/scaling.md, 2026-11-28). `npm run serve` and `npm start`
 * write them out too: keep them equal (test/server-v8-flags.test.ts).
 */
export const SERVER_V8_FLAGS = [
  '--max-semi-space-size=2',
  '--heap-growing-percent=20',
  '--no-allocation-site-pretenuring',
];

/**
 * The embedded database's process adds `--liftoff-only`: PGlite's WebAssembly runs on V8's
 * baseline compiler alone, never recompiled by TurboFan, whose code and compile memory cost ~80 MB
 * of that process at its peak (an import of 1,500 files: 270–278 → 189 MB) for no visible cost in
 * the benchmarks (import time, plan ready, page calls: docs/decisions.md "Eighth round").
 */
export const EMBEDDED_DATABASE_V8_FLAGS = [...SERVER_V8_FLAGS, '--liftoff-only'];
