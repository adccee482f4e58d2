import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScoringAthlete } from '../completed-workouts/workout-scoring';
import { ActivityFileError } from './activity';
import { readScoredActivityFile, type ScoredFileResult } from './activity-files';

export interface DecodeRequest {
  id: number;
  fileName: string;
  bytes: Uint8Array;
  athlete: ScoringAthlete;
}
export type DecodeReply =
  | { id: number; result: ScoredFileResult }
  | { id: number; fileError: string }
  | { id: number; crash: string };

export interface ActivityDecoder {
  /**
   * Reads a file and scores its activities for `athlete` (readScoredActivityFile); rejects with
   * ActivityFileError for a file that is not a readable activity.
   */
  read(fileName: string, bytes: Uint8Array, athlete: ScoringAthlete): Promise<ScoredFileResult>;
  /** Whether files are read in the worker (false once it failed: the main thread reads them). */
  readonly inWorker: boolean;
  close(): Promise<void>;
}

/**
 * Activity files decoded in a worker thread, so an import uses the second core: the worker
 * reads the next file while the main thread writes the previous one (a 1,500-file history is
 * ~15 ms of decoding and ~8 ms of writing per file). The worker runs its sources bundled into
 * one script (workerScript), or else through tsx (decode-worker-entry.mjs). If it cannot start or dies,
 * files are read on the main thread instead: slower, never lost.
 */
export function createActivityDecoder(
  log?: { warn: (details: object, message: string) => void },
  threads = Math.min(2, availableParallelism()),
  heapLimits: HeapLimits = WORKER_HEAP_LIMITS,
): ActivityDecoder {
  // Decoding is the slower half of an import (Garmin's decoder, ~10-15 ms per hour of 1 Hz
  // records): a second worker reads the next file while the first is busy and the main thread
  // writes a batch. Each read resolves on its own, so the job still gets its files in order.
  const lanes = Array.from({ length: Math.max(1, threads) }, () => createDecoderLane(log, heapLimits));
  const inFlight = lanes.map(() => 0);
  return {
    async read(fileName, bytes, athlete) {
      const lane = inFlight.indexOf(Math.min(...inFlight));
      inFlight[lane] = (inFlight[lane] ?? 0) + 1;
      try {
        return await (lanes[lane] as ActivityDecoder).read(fileName, bytes, athlete);
      } finally {
        inFlight[lane] = (inFlight[lane] ?? 1) - 1;
      }
    },
    get inWorker() {
      return lanes.some((lane) => lane.inWorker);
    },
    async close() {
      await Promise.all(lanes.map((lane) => lane.close()));
    },
  };
}

/**
 * Each worker's heap is kept small: left to V8's defaults, each grew to ~150 MB of garbage
 * during a long import, most of the server's memory then. An hour at 1 Hz decodes in a few MB;
 * a file that needs more is read on the main thread (isOutOfMemory) and a new worker takes the
 * next one.
 */
export const WORKER_HEAP_LIMITS = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 2 };

type HeapLimits = typeof WORKER_HEAP_LIMITS;

/** The part of esbuild's API used here (esbuild comes with tsx, which runs the server). */
interface Esbuild {
  build(options: object): Promise<{ outputFiles?: { text: string }[] }>;
  stop?(): void | Promise<void>;
}

let bundledScript: Promise<string | undefined> | undefined;

/**
 * The worker's code bundled into one CommonJS script, once per process, by the esbuild that
 * tsx brings. Started on its TypeScript entry instead, each worker registers tsx, whose loader
 * runs in a thread of its own: per worker a second V8 isolate and tsx's caches, ~20 MB of the
 * server's memory each (measured: 2 workers ~110 MB → ~85 MB). Undefined when esbuild cannot be
 * loaded or bundling fails: the workers then start on the TypeScript entry.
 */
export function workerScript(): Promise<string | undefined> {
  bundledScript ??= (async () => {
    try {
      const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
      const esbuild = fromTsx('esbuild') as Esbuild;
      const result = await esbuild.build({
        entryPoints: [fileURLToPath(new URL('./decode-worker.ts', import.meta.url))],
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        write: false,
        logLevel: 'silent',
      });
      // Its service process is not needed again.
      await esbuild.stop?.();
      return result.outputFiles?.[0]?.text;
    } catch {
      return undefined;
    }
  })();
  return bundledScript;
}

type Waiting = Map<number, { resolve: (r: ScoredFileResult) => void; reject: (e: Error) => void }>;

const isOutOfMemory = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** One worker thread reading files in turn, or the main thread once the worker failed. */
function createDecoderLane(
  log: { warn: (details: object, message: string) => void } | undefined,
  heapLimits: HeapLimits,
): ActivityDecoder {
  let worker: { thread: Worker; waiting: Waiting } | undefined;
  let broken = false;
  let nextId = 0;

  async function started(): Promise<{ thread: Worker; waiting: Waiting } | undefined> {
    if (broken) return undefined;
    if (worker) return worker;
    const script = await workerScript();
    // Another read started the worker while this one waited for the script.
    if (broken) return undefined;
    if (worker) return worker;
    let thread: Worker;
    try {
      thread = script
        ? new Worker(script, { eval: true, resourceLimits: heapLimits })
        : new Worker(new URL('./decode-worker-entry.mjs', import.meta.url), { resourceLimits: heapLimits });
    } catch {
      broken = true;
      return undefined;
    }
    // Each worker answers its own reads: a worker that died must not fail its successor's.
    const current = { thread, waiting: new Map() as Waiting };
    const stop = (error: Error) => {
      if (worker === current) worker = undefined;
      for (const pending of current.waiting.values()) pending.reject(error);
      current.waiting.clear();
    };
    thread.unref();
    thread.on('message', (reply: DecodeReply) => {
      const pending = current.waiting.get(reply.id);
      if (!pending) return;
      current.waiting.delete(reply.id);
      if ('result' in reply) pending.resolve(reply.result);
      else if ('fileError' in reply) pending.reject(new ActivityFileError(reply.fileError));
      else pending.reject(new Error(reply.crash));
    });
    thread.on('error', (error) => {
      if (isOutOfMemory(error)) {
        log?.warn({ err: error }, 'activity decoder worker ran out of memory: a new one takes the next file');
      } else {
        log?.warn({ err: error }, 'activity decoder worker failed: files are read on the main thread');
        broken = true;
      }
      stop(error);
    });
    thread.on('exit', () => stop(new Error('the activity decoder stopped')));
    worker = current;
    return current;
  }

  return {
    async read(fileName, bytes, athlete) {
      const current = await started();
      if (!current) return readScoredActivityFile(fileName, bytes, athlete);
      const id = nextId++;
      try {
        return await new Promise<ScoredFileResult>((resolve, reject) => {
          current.waiting.set(id, { resolve, reject });
          // A copy in its own ArrayBuffer is transferred, so the caller's bytes stay whole (with
          // `bytes.slice()`, a Buffer's view, the import job's files arrived empty).
          const copy = new Uint8Array(bytes);
          current.thread.postMessage({ id, fileName, bytes: copy, athlete } satisfies DecodeRequest, [
            copy.buffer,
          ]);
        });
      } catch (error) {
        if (error instanceof ActivityFileError || !(broken || isOutOfMemory(error))) throw error;
        // The worker failed to start (e.g. no tsx loader): this and later files on the main thread;
        // or the file was too large for its heap: this one on the main thread.
        return readScoredActivityFile(fileName, bytes, athlete);
      }
    },
    get inWorker() {
      return !broken;
    },
    async close() {
      const current = worker;
      worker = undefined;
      broken = true;
      if (current) await current.thread.terminate();
    },
  };
}
