import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../model/index';
import type { Intensity } from '../zones/index';
import { INTENSITIES, intensityRank } from '../zones/index';
import type { AdjustableBlock, AdjustableSession, ReadinessStatus } from './index';
import { adjustSessionForReadiness } from './index';

/** Shaped like the plan's PlannedSession: extra fields must survive. */
const intervals = {
  id: '2026-11-22.s0.run',
  sport: 'run' as const,
  title: 'Threshold intervals',
  duration: 2880,
  load: 50,
  intensityFactor: 0.9,
  isHard: true,
  isInterval: true,
  easyDuration: 1680,
  steps: [
    { kind: 'WarmUp', duration: 600, intensity: 'endurance' as Intensity },
    {
      kind: 'Repeat' as const,
      count: 4,
      steps: [
        {
          kind: 'Work',
          duration: 300,
          intensity: 'threshold' as Intensity,
          target: { kind: 'pace' as const, low: 228, high: 252, unit: 's/km' as const },
        },
        { kind: 'Recovery', duration: 120, intensity: 'recovery' as Intensity },
      ],
    },
    { kind: 'CoolDown', duration: 600, intensity: 'endurance' as Intensity },
  ],
};

const allSteps = (blocks: readonly AdjustableBlock[]) =>
  blocks.flatMap((b) => ('count' in b ? b.steps : [b]));

describe('adjustSessionForReadiness', () => {
  it('rest removes the session', () => {
    expect(adjustSessionForReadiness(intervals, 'rest')).toMatchObject({ action: 'removed', session: null });
  });
  it('take care: nothing above endurance, 25 % shorter, numbers recomputed', () => {
    const { action, session } = adjustSessionForReadiness(intervals, 'takecare');
    expect(action).toBe('eased');
    expect(session?.duration).toBe(2160);
    expect(session?.id).toBe(intervals.id);
    expect(session?.title).toBe(intervals.title);
    expect(allSteps(session?.steps ?? []).map((s) => [s.intensity, s.duration])).toEqual([
      ['endurance', 450],
      ['endurance', 225],
      ['recovery', 90],
      ['endurance', 450],
    ]);
    const work = allSteps(session?.steps ?? [])[1];
    expect(work && 'target' in work).toBe(false);
    expect(session?.isHard).toBe(false);
    expect(session?.isInterval).toBe(false);
    expect(session?.easyDuration).toBe(2160);
    expect(session?.load).toBeLessThan(50 * 0.75);
    expect(session?.intensityFactor).toBeLessThanOrEqual(0.9);
  });
  it('skip: a hard session becomes half as long (at most 30 min) at recovery', () => {
    const { action, session } = adjustSessionForReadiness(intervals, 'skip');
    expect(action).toBe('replaced');
    expect(session?.duration).toBe(1440);
    expect(allSteps(session?.steps ?? []).every((s) => s.intensity === 'recovery')).toBe(true);
    const long = { ...intervals, duration: 7200 };
    expect(adjustSessionForReadiness(long, 'skip').session?.duration).toBe(1800);
  });
  it('skip: a swim test (no hard day for the legs) is replaced like any hard session', () => {
    const cssTest = { ...intervals, sport: 'swim' as const, focus: 'PerformanceTest', isHard: false };
    expect(adjustSessionForReadiness(cssTest, 'skip').action).toBe('replaced');
  });
  it('take care: a test becomes an easy session of its sport under its own name, not a capped test', () => {
    const ftpTest = {
      ...intervals,
      sport: 'bike' as const,
      focus: 'PerformanceTest',
      title: 'FTP test (20 min)',
    };
    const { action, session, message } = adjustSessionForReadiness(ftpTest, 'takecare');
    expect(action).toBe('eased');
    expect(session).toMatchObject({
      focus: 'Endurance',
      title: 'Easy ride instead of the test',
      duration: 2160,
    });
    expect(session?.id).toBe(ftpTest.id);
    expect(
      allSteps(session?.steps ?? []).every((s) => intensityRank(s.intensity) <= intensityRank('endurance')),
    ).toBe(true);
    expect(message).toMatch(/^No test on a take-care day/);
    expect(adjustSessionForReadiness(ftpTest, 'skip').session).toMatchObject({ focus: 'Endurance' });
    // Any other session keeps its name and focus when eased.
    expect(adjustSessionForReadiness({ ...intervals, focus: 'Threshold' }, 'takecare').session?.focus).toBe(
      'Threshold',
    );
  });
  it('leaves a race alone', () => {
    const race = { ...intervals, focus: 'Race' };
    expect(adjustSessionForReadiness(race, 'rest')).toMatchObject({ action: 'unchanged', session: race });
  });
  it('skip leaves an easy session easy and shorter', () => {
    const easy = {
      sport: 'bike' as const,
      duration: 3600,
      steps: [{ duration: 3600, intensity: 'endurance' as Intensity }],
    };
    expect(adjustSessionForReadiness(easy, 'skip')).toMatchObject({
      action: 'eased',
      session: { duration: 2700 },
    });
  });
  it('proceed applies soreness caps only, with new targets when thresholds are given', () => {
    expect(adjustSessionForReadiness(intervals, 'proceed')).toEqual({
      action: 'unchanged',
      session: intervals,
      message: expect.any(String),
    });
    const capped = adjustSessionForReadiness(
      intervals,
      { status: 'proceed', intensityCaps: { run: 'endurance' } },
      {
        thresholds: { runUpperPace: 240 },
        preferences: { run: { aerobic: 'Pace', interval: 'Pace', indoor: 'Pace' } },
      },
    );
    expect(capped.action).toBe('capped');
    expect(capped.session?.duration).toBe(2880);
    const work = allSteps(capped.session?.steps ?? [])[1];
    expect(work?.intensity).toBe('endurance');
    expect(work?.target).toMatchObject({ kind: 'pace', zone: 'Z2' });
    expect(
      adjustSessionForReadiness(intervals, { status: 'proceed', intensityCaps: { bike: 'recovery' } }).action,
    ).toBe('unchanged');
  });

  const step = fc.record({
    duration: fc.integer({ min: 0, max: 3600 }),
    intensity: fc.constantFrom(...INTENSITIES),
  });
  const block: fc.Arbitrary<AdjustableBlock> = fc.oneof(
    step,
    fc.record({
      kind: fc.constant('Repeat' as const),
      count: fc.integer({ min: 1, max: 8 }),
      steps: fc.array(step, { minLength: 1, maxLength: 3 }),
    }),
  );
  const session: fc.Arbitrary<AdjustableSession> = fc
    .record({
      sport: fc.constantFrom<Sport>('swim', 'bike', 'run', 'strength'),
      steps: fc.array(block, { minLength: 1, maxLength: 6 }),
      load: fc.double({ min: 0, max: 300, noNaN: true }),
      intensityFactor: fc.double({ min: 0.4, max: 1.3, noNaN: true }),
    })
    .map((s) => ({
      ...s,
      duration: s.steps.reduce(
        (t, b) =>
          t +
          ('count' in b ? b.count * b.steps.reduce((u, x) => u + (x.duration ?? 0), 0) : (b.duration ?? 0)),
        0,
      ),
    }));

  it('never longer, never harder, never more stress (property)', () => {
    fc.assert(
      fc.property(
        session,
        fc.constantFrom<ReadinessStatus>('proceed', 'takecare', 'skip', 'rest'),
        fc.option(fc.constantFrom(...INTENSITIES), { nil: undefined }),
        (original, status, cap) => {
          const caps = cap ? { [original.sport]: cap } : {};
          const { session: adjusted } = adjustSessionForReadiness(original, { status, intensityCaps: caps });
          if (status === 'rest') {
            expect(adjusted).toBeNull();
            return;
          }
          expect(adjusted).not.toBeNull();
          if (!adjusted) return;
          expect(adjusted.duration).toBeLessThanOrEqual(original.duration);
          expect(adjusted.load ?? 0).toBeLessThanOrEqual((original.load ?? 0) + 1e-9);
          expect(adjusted.intensityFactor ?? 0).toBeLessThanOrEqual(original.intensityFactor ?? 0);
          const before = allSteps(original.steps);
          const after = allSteps(adjusted.steps);
          expect(after).toHaveLength(before.length);
          after.forEach((s, i) => {
            const o = before[i];
            expect(intensityRank(s.intensity)).toBeLessThanOrEqual(
              intensityRank(o?.intensity ?? 'anaerobic'),
            );
            expect(s.duration ?? 0).toBeLessThanOrEqual(o?.duration ?? 0);
            if (status !== 'proceed')
              expect(intensityRank(s.intensity)).toBeLessThanOrEqual(intensityRank('endurance'));
            if (cap) expect(intensityRank(s.intensity)).toBeLessThanOrEqual(intensityRank(cap));
          });
        },
      ),
    );
  });
});
