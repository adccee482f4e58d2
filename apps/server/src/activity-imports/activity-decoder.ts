import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ActivityFileError, type ActivityFileResult } from './activity';
import { readActivityFile } from './activity-files';

export interface DecodeRequest {
  id: number;
  fileName: string;
  bytes: Uint8Array;
}
export type DecodeReply =
  | { id: number; result: ActivityFileResult }
  | { id: number; fileError: string }
  | { id: number; crash: string };

export interface ActivityDecoder {
  /** Reads a file; rejects with ActivityFileError for a file that is not a readable activity. */
  read(fileName: string, bytes: Uint8Array): Promise<ActivityFileResult>;
  /** Whether files are read in the worker (false once it failed: the main thread reads them). */
  readonly inWorker: boolean;
  close(): Promise<void>;
}

/**
 * Activity files decoded in a worker thread, so an import uses the second core: the worker
 * reads the next file while the main thread writes the previous one (a 1,500-file history is
 * ~15 ms of decoding and ~8 ms of writing per file). The worker loads the TypeScript sources
 * through tsx (decode-worker-entry.mjs), as the server itself runs. If it cannot start or dies,
 * files are read on the main thread instead: slower, never lost.
 */
export function createActivityDecoder(
  log?: { warn: (details: object, message: string) => void },
  threads = Math.min(2, availableParallelism()),
): ActivityDecoder {
  // Decoding is the slower half of an import (Garmin's decoder, ~10-15 ms per hour of 1 Hz
  // records): a second worker reads the next file while the first is busy and the main thread
  // writes a batch. Each read resolves on its own, so the job still gets its files in order.
  const lanes = Array.from({ length: Math.max(1, threads) }, () => createDecoderLane(log));
  const inFlight = lanes.map(() => 0);
  return {
    async read(fileName, bytes) {
      const lane = inFlight.indexOf(Math.min(...inFlight));
      inFlight[lane] = (inFlight[lane] ?? 0) + 1;
      try {
        return await (lanes[lane] as ActivityDecoder).read(fileName, bytes);
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

/** One worker thread reading files in turn, or the main thread once the worker failed. */
function createDecoderLane(log?: { warn: (details: object, message: string) => void }): ActivityDecoder {
  let worker: Worker | undefined;
  let broken = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (r: ActivityFileResult) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };

  function started(): Worker | undefined {
    if (broken) return undefined;
    if (worker) return worker;
    try {
      worker = new Worker(new URL('./decode-worker-entry.mjs', import.meta.url));
    } catch {
      broken = true;
      return undefined;
    }
    worker.unref();
    worker.on('message', (reply: DecodeReply) => {
      const pending = waiting.get(reply.id);
      if (!pending) return;
      waiting.delete(reply.id);
      if ('result' in reply) pending.resolve(reply.result);
      else if ('fileError' in reply) pending.reject(new ActivityFileError(reply.fileError));
      else pending.reject(new Error(reply.crash));
    });
    worker.on('error', (error) => {
      log?.warn({ err: error }, 'activity decoder worker failed: files are read on the main thread');
      broken = true;
      worker = undefined;
      failAll(error);
    });
    worker.on('exit', () => {
      worker = undefined;
      failAll(new Error('the activity decoder stopped'));
    });
    return worker;
  }

  return {
    async read(fileName, bytes) {
      const thread = started();
      if (!thread) return readActivityFile(fileName, bytes);
      const id = nextId++;
      try {
        return await new Promise<ActivityFileResult>((resolve, reject) => {
          waiting.set(id, { resolve, reject });
          // A copy in its own ArrayBuffer is transferred, so the caller's bytes stay whole (with
          // `bytes.slice()`, a Buffer's view, the import job's files arrived empty).
          const copy = new Uint8Array(bytes);
          thread.postMessage({ id, fileName, bytes: copy } satisfies DecodeRequest, [copy.buffer]);
        });
      } catch (error) {
        if (error instanceof ActivityFileError || !broken) throw error;
        // The worker failed to start (e.g. no tsx loader): this and later files on the main thread.
        return readActivityFile(fileName, bytes);
      }
    },
    get inWorker() {
      return !broken;
    },
    async close() {
      const thread = worker;
      worker = undefined;
      broken = true;
      if (thread) await thread.terminate();
    },
  };
}
