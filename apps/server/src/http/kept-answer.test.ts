import { describe, expect, it } from 'vitest';
import { createKeptAnswers, KeptAnswer, type KeptAnswerStore } from './kept-answer';

/** A store in memory that counts its reads: what the process asks of the database. */
function countingStore() {
  const rows = new Map<string, { key: string; answer: KeptAnswer }>();
  const counts = { reads: 0, writes: 0 };
  const store: KeptAnswerStore = {
    async read(athleteId, call) {
      counts.reads += 1;
      return rows.get(`${athleteId}|${call}`) ?? null;
    },
    async write(athleteId, call, key, answer) {
      counts.writes += 1;
      rows.set(`${athleteId}|${call}`, { key, answer });
    },
  };
  return { store, counts };
}

const make = (text: string) => async () => JSON.stringify({ text });

describe('kept answers in the process', () => {
  it('keeps an answer with a database copy once it is asked for again soon, and serves it from the process', async () => {
    const { store, counts } = countingStore();
    const kept = createKeptAnswers(store);
    const first = await kept.answer('a', 'fitness|all', 'v1', make('five years'));
    expect(counts).toEqual({ reads: 1, writes: 1 });
    await kept.answer('a', 'fitness|all', 'v1', make('not built again'));
    expect(counts).toEqual({ reads: 2, writes: 1 });
    const third = await kept.answer('a', 'fitness|all', 'v1', make('not built again'));
    expect(counts).toEqual({ reads: 2, writes: 1 });
    expect(third.json).toBe(first.json);
  });

  it('keeps nothing in the process while the same call comes round only after more athletes than it keeps', async () => {
    const { store, counts } = countingStore();
    const kept = createKeptAnswers(store);
    const athletes = Array.from({ length: 100 }, (_, i) => `athlete-${i}`);
    for (const athlete of athletes) await kept.answer(athlete, 'fitness|all', 'v1', make(athlete));
    const before = counts.reads;
    for (let round = 0; round < 3; round++)
      for (const athlete of athletes) {
        const answer = await kept.answer(athlete, 'fitness|all', 'v1', make('not built again'));
        expect(answer.json).toBe(JSON.stringify({ text: athlete }));
      }
    expect(counts.reads - before).toBe(300);
    expect(counts.writes).toBe(100);
    // Not even the last athlete's answer went into the process only to be pushed out again later.
    const reads = counts.reads;
    await kept.answer('athlete-99', 'fitness|all', 'v1', make('not built again'));
    expect(counts.reads - reads).toBe(1);
  });

  it('serves a changed key from the store, never the answer kept under the old one', async () => {
    const { store } = countingStore();
    const kept = createKeptAnswers(store);
    for (let i = 0; i < 3; i++) await kept.answer('a', 'roadmap', 'v1', make('old'));
    const changed = await kept.answer('a', 'roadmap', 'v2', make('new'));
    expect(changed.json).toBe(JSON.stringify({ text: 'new' }));
  });

  it('keeps an answer without a database copy from its first ask: building it again is the only other way', async () => {
    const kept = createKeptAnswers();
    let built = 0;
    const build = async () => {
      built += 1;
      return '{"weeks":[]}';
    };
    await kept.answer('a', 'outlook|2026-03-09|7', 'v1', build);
    const again = await kept.answer('a', 'outlook|2026-03-09|7', 'v1', build);
    expect(built).toBe(1);
    expect(again).toBeInstanceOf(KeptAnswer);
  });
});
