import { Negotiator } from '@fastify/accept-negotiator';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

/** The same threshold as the compression of every other answer (app.ts). */
const COMPRESS_FROM_BYTES = 1024;
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * An answer kept between calls (e.g. five years of fitness points, ~165 KB), with its JSON text
 * and each compressed copy made once, on the first call that asks for it. Compressing per call
 * was most of such a call's time and of the garbage it left (docs/decisions.md, page calls).
 */
export class KeptAnswer {
  private readonly encoded = new Map<Encoding, Buffer>();

  /**
   * `length`: the JSON text's length in UTF-16 units (what decides whether it goes compressed),
   * known without the text when the answer comes back from its brotli copy (`fromBrotli`).
   */
  private constructor(
    private text: string | undefined,
    readonly length: number,
  ) {}

  static of(json: string): KeptAnswer {
    return new KeptAnswer(json, json.length);
  }

  /** An answer read back from its brotli copy (kept_answers): the text is unpacked only if asked for. */
  static fromBrotli(bytes: Buffer, length: number): KeptAnswer {
    const answer = new KeptAnswer(undefined, length);
    answer.encoded.set('br', bytes);
    return answer;
  }

  get json(): string {
    this.text ??= brotliDecompressSync(this.encoded.get('br') ?? Buffer.alloc(0)).toString('utf8');
    return this.text;
  }

  bytes(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                // Made once, sent many times, and kept in the database (read back by every
                // process): 5 halves the largest answer against 4 (five years of fitness, 165 KB:
                // 9.3 KB against 19.9 KB, 2.2 against 1.9 ms; a roadmap, 26 KB: 3.3 against 3.6 KB,
                // 0.5 against 0.3 ms); 6 and up cost more for nothing (9: 9.0 KB in 6.9 ms).
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.json),
              },
            })
          : gzipSync(this.json);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Athletes whose answers are kept in the process, the most recently read ones, as the load series
 * keeps 64: a five-year roadmap is ~50 KB with its copies, so each service's store holds ~10 MB at
 * most. Beyond them, and across processes, answers come from the database (`KeptAnswerStore`).
 */
const MAX_ATHLETES = 64;
/** Per athlete: the season, a few goals' roadmaps and the plan overview, for today's versions. */
const MAX_PER_ATHLETE = 8;
/**
 * The last answers asked for once, by athlete, call and key: asked again while still among them,
 * an answer is kept. As many as the athletes kept: an answer asked again only after more asks
 * than that would have been pushed out of the 64 before its next read anyway.
 */
const ASKED_ONCE = MAX_ATHLETES;

/**
 * Set while answers are prepared ahead of their reads (answer-preparation.ts): they go to the
 * database only, not among the process's recent athletes, which a sweep of every athlete would churn.
 */
export const preparingAnswers = new AsyncLocalStorage<true>();

/** Where answers are kept beyond the process: one row per athlete and call (kept_answers). */
export interface KeptAnswerStore {
  read(athleteId: string, call: string): Promise<{ key: string; answer: KeptAnswer } | null>;
  write(athleteId: string, call: string, key: string, answer: KeptAnswer): Promise<void>;
}

/**
 * Answers kept per athlete and call (`call`: the call and its parameters) under a key that says
 * everything they are made of (the database's versions of the athlete's data, their today): a
 * changed key is a miss, and what was kept under an old key is pushed out by newer ones. With a
 * store, a miss in the process reads the athlete's row first and a rebuilt answer is written
 * back, so the next process (or this one, once the athlete has left its 64) reads one row.
 *
 * With a store, an answer joins the process's 64 only when it is asked for again soon (the same
 * call, key and athlete among the last `ASKED_ONCE` asked): among thousands of athletes a
 * process's recent 64 are rarely asked again, and every answer that went in only to be pushed
 * out later had lived long enough to reach V8's old generation, its compressed bytes counted as
 * external memory against that generation's limit. At 10,000 athletes that was a full collection
 * every half second, and the five-year fitness call's p99 (docs/scaling.md, 2026-11-28). An
 * athlete who comes back to a screen soon still gets it from the process.
 */
export function createKeptAnswers(store?: KeptAnswerStore) {
  const byAthlete = new Map<string, Map<string, KeptAnswer>>();
  const askedOnce = new Set<string>();

  /** Without a store the process is the only copy; with one, the second ask keeps it. */
  function askedBefore(athleteId: string, memoryKey: string): boolean {
    if (!store) return true;
    const asked = `${athleteId}|${memoryKey}`;
    if (askedOnce.delete(asked)) return true;
    if (askedOnce.size >= ASKED_ONCE) askedOnce.delete(askedOnce.values().next().value ?? '');
    askedOnce.add(asked);
    return false;
  }

  function remember(athleteId: string, memoryKey: string, answer: KeptAnswer): void {
    const kept = byAthlete.get(athleteId) ?? new Map<string, KeptAnswer>();
    byAthlete.delete(athleteId);
    if (kept.size >= MAX_PER_ATHLETE) kept.delete(kept.keys().next().value ?? '');
    kept.set(memoryKey, answer);
    if (byAthlete.size >= MAX_ATHLETES) byAthlete.delete(byAthlete.keys().next().value ?? '');
    byAthlete.set(athleteId, kept);
  }

  return {
    async answer(
      athleteId: string,
      call: string,
      key: string,
      make: () => Promise<string>,
    ): Promise<KeptAnswer> {
      const memoryKey = `${call}|${key}`;
      const kept = byAthlete.get(athleteId);
      const known = kept?.get(memoryKey);
      if (known && kept) {
        byAthlete.delete(athleteId);
        byAthlete.set(athleteId, kept);
        return known;
      }
      const stored = store ? await store.read(athleteId, call) : null;
      let answer: KeptAnswer;
      if (stored && stored.key === key) answer = stored.answer;
      else {
        answer = KeptAnswer.of(await make());
        await store?.write(athleteId, call, key, answer);
      }
      if (!preparingAnswers.getStore() && askedBefore(athleteId, memoryKey))
        remember(athleteId, memoryKey, answer);
      return answer;
    },
  };
}

/**
 * Sends a kept answer as the response schema would write it (the JSON text is made from an
 * object whose keys are the schema's), compressed as the client accepts; a reply that already
 * carries a Content-Encoding is left alone by @fastify/compress.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && answer.length >= COMPRESS_FROM_BYTES && request.headers['x-no-compression'] === undefined
      ? encodings.negotiate(accepted)
      : null;
  if (!encoding) return reply.send(answer.json as never);
  // Vary is added to, not replaced: another hook may vary the answer on something else too.
  const vary = reply.getHeader('vary');
  return reply
    .header('content-encoding', encoding)
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    .send(answer.bytes(encoding) as never);
}
