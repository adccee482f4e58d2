import { describe, expect, it } from 'vitest';
import { dateTick, explainForm, formatChange } from './history-format';

describe('formatChange', () => {
  it('reads the change from the previous period in percent', () => {
    expect(formatChange(120, 100)).toBe('+20%');
    expect(formatChange(75, 100)).toBe('−25%');
    expect(formatChange(100, 100)).toBe('same');
  });

  it('says "new" after an empty period and nothing when both are empty', () => {
    expect(formatChange(5, 0)).toBe('new');
    expect(formatChange(0, 0)).toBeNull();
  });
});

describe('explainForm', () => {
  it('puts the form band and the ramp rate into one sentence', () => {
    const sentence = explainForm({
      date: '2026-11-22',
      fitness: 52,
      fatigue: 64.5,
      form: -12.5,
      formBand: 'optimal',
      rampRate: 3.2,
      rampBand: 'low',
    });
    expect(sentence).toBe(
      'Form −12.5 means you are in a productive training block, building fitness; fitness rose 3.2 points over the last 7 days, a safe rate of build.',
    );
  });

  it('says when fitness falls and the athlete is very rested', () => {
    const sentence = explainForm({
      date: '2026-11-22',
      fitness: 30,
      fatigue: 5,
      form: 22,
      formBand: 'detraining',
      rampRate: -5.4,
      rampBand: 'declining',
    });
    expect(sentence).toContain('Form 22.0 means you are very rested and fitness is starting to fade');
    expect(sentence).toContain('fitness fell 5.4 points over the last 7 days, fitness is falling quickly.');
  });
});

describe('dateTick', () => {
  const seconds = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
  it('writes DD.MM over a few months and the month with the year beyond', () => {
    expect(dateTick(seconds('2026-10-24'), 30)).toBe('24.10');
    expect(dateTick(seconds('2026-09-01'), 365)).toBe('Sep 26');
  });
});
