import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

  constructor(readonly json: string) {}

  bytes(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                // Made once, sent many times, but also on every miss (an athlete not kept, a new
                // version), which is most calls with thousands of athletes about: 4, as every
                // other answer (@fastify/compress), takes half of 5's time for ~20 % more bytes
                // (five years of fitness, 161 KB: 1.3 ms and 23 KB against 2.5 ms and 19 KB).
                [constants.BROTLI_PARAM_QUALITY]: 4,
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
 * Athletes whose answers are kept, the most recently read ones, as the load series keeps 64: a
 * five-year roadmap is ~50 KB with its copies, so each service's store holds ~10 MB at most.
 */
const MAX_ATHLETES = 64;
/** Per athlete: the season, a few goals' roadmaps and the plan overview, for today's versions. */
const MAX_PER_ATHLETE = 8;

/**
 * Answers kept per athlete under a key that says everything they are made of (the database's
 * versions of the athlete's data, their today, the call's parameters): a changed key is a miss,
 * and what was kept under an old key is pushed out by newer ones.
 */
export function createKeptAnswers() {
  const byAthlete = new Map<string, Map<string, KeptAnswer>>();

  return {
    async answer(athleteId: string, key: string, make: () => Promise<string>): Promise<KeptAnswer> {
      let kept = byAthlete.get(athleteId);
      const known = kept?.get(key);
      if (kept) byAthlete.delete(athleteId);
      if (known && kept) {
        byAthlete.set(athleteId, kept);
        return known;
      }
      const answer = new KeptAnswer(await make());
      kept = byAthlete.get(athleteId) ?? kept ?? new Map<string, KeptAnswer>();
      byAthlete.delete(athleteId);
      if (kept.size >= MAX_PER_ATHLETE) kept.delete(kept.keys().next().value ?? '');
      kept.set(key, answer);
      if (byAthlete.size >= MAX_ATHLETES) byAthlete.delete(byAthlete.keys().next().value ?? '');
      byAthlete.set(athleteId, kept);
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
    accepted && answer.json.length >= COMPRESS_FROM_BYTES && request.headers['x-no-compression'] === undefined
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
