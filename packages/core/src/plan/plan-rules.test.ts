import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates/index';
import type { CompletedSession } from '../model/athlete';
import {
  estimateCapability,
  LONG_SESSION_TOO_LONG,
  validateLongSessionAgainstVolume,
  WEEKLY_CAPABILITY_TOO_LOW,
} from './capability';
import { generateSeasonPlan } from './generate-plan';
import { parsePlanInput } from './plan-input-schema';
import { applyPerformanceTestDecision, evaluatePerformanceTest, isTestDue } from './performance-tests';
import type { PlanInput } from './plan-input';
import { decideRampUp } from './ramp-up';
import { adjustSessionForReadiness } from '../readiness/adjust';
import { generatePerformanceTestSession } from './performance-test-session';
import { buildSeasonPhases } from './season-phases';
import { moveSession, skipSession, skipSuggestions, unskipSession } from './session-changes';
import { planWeeklyVolumes, postRaceFactor, raceWeekFactor, type WeekFrame } from './volume';
import { blendedShares } from './week-targets';
import { safeLoadWeekGrowth } from '../goals/race-needs';
import { slot } from './test-support/slots';
import { POWER_AND_PACE_PREFERENCES } from './test-support/preferences';

const TODAY = '2027-01-04';

function baseInput(over: Partial<PlanInput> = {}): PlanInput {
  return {
    athlete: {
      dateOfBirth: '1990-01-01',
      gender: 'Male',
      weight: 75,
      intention: 'NextLevelRace',
      maf: 'ConsistentTraining',
      experience: {
        swim: { months: 24, weeklyDistance: 4000, longSessionDistance: 2000 },
        bike: { months: 24, weeklyDuration: 3 * 3600, longSessionDuration: 2 * 3600 },
        run: { months: 24, weeklyDuration: 2.5 * 3600, longSessionDuration: 3600 },
      },
      otherEnduranceSports: [],
      injuryTendencies: [],
    },
    thresholds: {
      bikeUpperPower: 240,
      runUpperPace: 280,
      swimCss: 105,
      runUpperHeartRate: 170,
      bikeUpperHeartRate: 162,
    },
    preferences: POWER_AND_PACE_PREFERENCES,
    goals: [{ id: 'oly', name: 'Olympic', type: 'Olympic', date: '2027-06-13', priority: 'A' }],
    availability: {
      Monday: [slot(1, 'swimming', 'strengthtraining')],
      Tuesday: [slot(1.5, 'cycling', 'running')],
      Wednesday: [slot(1, 'running'), slot(1, 'swimming')],
      Thursday: [slot(1.5, 'cycling', 'running')],
      Friday: [slot(1, 'swimming', 'strengthtraining')],
      Saturday: [slot(3, 'cycling', 'running')],
      Sunday: [slot(2, 'running', 'cycling')],
    },
    injuryPauses: [],
    completedSessions: [],
    checkIns: [],
    lockedSessions: [],
    skippedSessionIds: [],
    sessionMoves: [],
    ...over,
  };
}

function history(weeks: number, perWeekHours: number, endBefore = TODAY): CompletedSession[] {
  const sessions: CompletedSession[] = [];
  for (let day = 1; day <= weeks * 7; day++) {
    if (day % 7 === 0 || day % 7 === 3) continue;
    const sport = (['swim', 'bike', 'run', 'bike', 'run'] as const)[day % 5] ?? 'run';
    sessions.push({ date: addDays(endBefore, -day), sport, duration: (perWeekHours * 3600) / 5 });
  }
  return sessions;
}

describe('season phases', () => {
  it('plans backwards from the A race: Foundation, Specific, Taper, RaceDay, PostRace, Off', () => {
    const phases = buildSeasonPhases(
      [{ id: 'a', name: 'A', type: 'Olympic', date: '2027-06-13', priority: 'A' }],
      TODAY,
    );
    expect(phases.map((p) => [p.phase, p.start, p.end])).toEqual([
      ['Foundation', '2027-01-04', '2027-04-11'],
      ['Specific', '2027-04-12', '2027-06-06'],
      ['Taper', '2027-06-07', '2027-06-12'],
      ['RaceDay', '2027-06-13', '2027-06-13'],
      ['PostRace', '2027-06-14', '2027-06-20'],
      ['Off', '2027-06-21', '2027-07-04'],
    ]);
  });

  it('handles two A races in one season with a rebuild between them', () => {
    const phases = buildSeasonPhases(
      [
        { id: 'a1', name: 'A1', type: 'Sprint', date: '2027-05-02', priority: 'A' },
        { id: 'a2', name: 'A2', type: 'Olympic', date: '2027-08-29', priority: 'A' },
      ],
      TODAY,
    );
    expect(phases.map((p) => p.phase)).toEqual([
      'Foundation',
      'Specific',
      'Taper',
      'RaceDay',
      'PostRace',
      'Foundation',
      'Specific',
      'Taper',
      'RaceDay',
      'PostRace',
      'Off',
    ]);
  });

  it('starts in the taper when the race is close', () => {
    expect(
      buildSeasonPhases([{ id: 'a', name: 'A', type: 'Sprint', date: '2027-01-08', priority: 'A' }], TODAY)[0]
        ?.phase,
    ).toBe('Taper');
  });
});

describe('weekly volume progression', () => {
  const frames = (phases: WeekFrame['phase'][]): WeekFrame[] =>
    phases.map((phase, index) => ({
      start: addDays(TODAY, index * 7),
      index,
      phase,
      pausedDays: 0,
      taperWeeksLeft: 1,
    }));

  it('grows within the safe ramp towards the peak, takes a recovery week after each block and tapers', () => {
    const weeks = planWeeklyVolumes(
      frames(['Foundation', 'Foundation', 'Foundation', 'Foundation', 'Specific', 'Specific', 'Taper']),
      {
        startVolume: 5 * 3600,
        peakFor: () => 12 * 3600,
        loadWeeksPerBlock: 3,
        firstWeekOutcome: 'StepUp',
      },
    );
    expect(weeks.map((w) => w.isRecoveryWeek)).toEqual([false, false, false, true, false, false, false]);
    expect(weeks[0]!.target / (5 * 3600)).toBeLessThanOrEqual(1 + safeLoadWeekGrowth(5 * 3600) + 1e-9);
    for (let i = 1; i < 3; i++)
      expect(weeks[i]!.target / weeks[i - 1]!.target).toBeLessThanOrEqual(
        1 + safeLoadWeekGrowth(weeks[i - 1]!.target) + 1e-9,
      );
    expect(weeks[3]!.target).toBeCloseTo(weeks[2]!.target * 0.65);
    expect(weeks[6]!.target).toBeLessThan(weeks[5]!.target * 0.6);
    expect(weeks.map((w) => w.rampUp)).toEqual([
      'StepUp',
      'StepUp',
      'StepUp',
      'Reduction',
      'StepUp',
      'StepUp',
      'Reduction',
    ]);
  });

  it('spreads the growth over the build and holds the peak for the last block', () => {
    const phases: WeekFrame['phase'][] = [
      ...Array<'Foundation'>(10).fill('Foundation'),
      ...Array<'Specific'>(8).fill('Specific'),
      'Taper',
    ];
    const weeks = planWeeklyVolumes(frames(phases), {
      startVolume: 7 * 3600,
      peakFor: () => 8.5 * 3600,
      loadWeeksPerBlock: 3,
      firstWeekOutcome: 'StepUp',
    });
    const load = weeks.filter((w, i) => !w.isRecoveryWeek && i < 18);
    for (let i = 1; i < load.length; i++) expect(load[i]!.target).toBeGreaterThanOrEqual(load[i - 1]!.target);
    expect(load.at(-1)!.target).toBeCloseTo(8.5 * 3600);
    expect(load.slice(-3).map((w) => w.rampUp)).toEqual(['StepUp', 'NoIncrease', 'NoIncrease']);
    expect(load[load.length - 4]!.target).toBeLessThan(8.5 * 3600);
  });

  it('holds the current week when only part of it is left, and steps up in the first full week', () => {
    const input = frames(['Foundation', 'Foundation', 'Foundation']);
    input[0]!.days = 3;
    const weeks = planWeeklyVolumes(input, {
      startVolume: 6 * 3600,
      peakFor: () => 10 * 3600,
      loadWeeksPerBlock: 3,
      firstWeekOutcome: 'StepUp',
    });
    expect(weeks[0]!.target).toBe(6 * 3600);
    expect(weeks[0]!.rampUp).toBe('StepUp');
    expect(weeks[1]!.target).toBeGreaterThan(6 * 3600);
    expect(weeks[1]!.target).toBeLessThanOrEqual(6 * 3600 * 1.1);
  });

  it('trains 50 % of the peak in a short race week, 40 % before an Ironman (the race not counted)', () => {
    expect(raceWeekFactor(5)).toBe(0.5);
    expect(raceWeekFactor(10)).toBe(0.45);
    expect(raceWeekFactor(21)).toBe(0.4);
  });

  it('plans short, easy post-race weeks by race distance', () => {
    expect(postRaceFactor(1, 5)).toBe(0.5);
    expect(postRaceFactor(1, 21)).toBe(0.15);
    expect(postRaceFactor(2, 21)).toBeCloseTo(0.3);
    expect(postRaceFactor(5, 21)).toBe(0.5);
  });

  it('uses 2:1 blocks when asked and eases back in after a pause', () => {
    const input = frames(['Foundation', 'Foundation', 'Foundation', 'Foundation', 'Foundation']);
    input[1]!.pausedDays = 7;
    const weeks = planWeeklyVolumes(input, {
      startVolume: 6 * 3600,
      peakFor: () => 10 * 3600,
      loadWeeksPerBlock: 2,
      firstWeekOutcome: 'NoIncrease',
    });
    expect(weeks[1]!.target).toBe(0);
    // The first week back holds the level; the sports' rebuild (week-targets) does the easing.
    expect(weeks[2]!.target).toBe(weeks[0]!.target);
    expect(weeks[2]!.rampUp).toBe('NoIncrease');
    expect(weeks[2]!.reasons.join()).toMatch(/Easing back in/);
  });
});

describe('sport mix', () => {
  it('moves from the athlete own mix to the race mix over six weeks, every race sport at least half its share', () => {
    const race = { swim: 0.2, bike: 0.5, run: 0.3 };
    const own = { swim: 0, bike: 3600, run: 3 * 3600 };
    const first = blendedShares(race, own, 0);
    expect(first.run!).toBeGreaterThan(0.6);
    expect(first.swim!).toBeGreaterThanOrEqual(0.08);
    expect(Object.values(first).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(blendedShares(race, own, 5)).toEqual(race);
    expect(blendedShares(race, { swim: 0, bike: 0, run: 0 }, 0)).toEqual(race);
  });
});

describe('ramp-up decision', () => {
  it('steps up only after the work was done and absorbed', () => {
    expect(decideRampUp({ compliance: 0.95, recentReadiness: ['proceed', 'proceed'] }).outcome).toBe(
      'StepUp',
    );
    expect(decideRampUp({ compliance: 0.7, recentReadiness: [] }).outcome).toBe('NoIncrease');
    expect(
      decideRampUp({ compliance: 1, recentReadiness: ['takecare', 'proceed', 'takecare'] }).outcome,
    ).toBe('NoIncrease');
    expect(decideRampUp({ compliance: 0.4, recentReadiness: [] }).outcome).toBe('Reduction');
    expect(decideRampUp({ recentReadiness: ['rest', 'skip', 'rest'] }).outcome).toBe('Reduction');
  });
});

describe('capability', () => {
  it('reads the last 6 weeks of history, else the onboarding answers', () => {
    const athlete = baseInput().athlete;
    expect(estimateCapability(athlete, [], TODAY).source).toBe('Onboarding');
    const fromHistory = estimateCapability(athlete, history(6, 8), TODAY);
    expect(fromHistory.source).toBe('History');
    const total = fromHistory.weekly.swim + fromHistory.weekly.bike + fromHistory.weekly.run;
    expect(total / 3600).toBeGreaterThan(5);
    expect(total / 3600).toBeLessThan(8.5);
  });

  it('weighs a short history against the onboarding answers: one imported run does not make the week', () => {
    const athlete = baseInput().athlete;
    const answers = estimateCapability(athlete, [], TODAY);
    const oneRun = estimateCapability(
      athlete,
      [{ date: addDays(TODAY, -1), sport: 'run', duration: 2400 }],
      TODAY,
    );
    expect(oneRun.source).toBe('History');
    const hours = (c: typeof answers) => (c.weekly.swim + c.weekly.bike + c.weekly.run) / 3600;
    // One day seen of the five weeks: the answers still stand, and no sport drops to nothing.
    expect(hours(oneRun)).toBeGreaterThan(hours(answers) * 0.95);
    expect(oneRun.weekly.swim).toBeCloseTo(answers.weekly.swim * (34 / 35));
    expect(oneRun.longSession.bike).toBeCloseTo(answers.longSession.bike * (34 / 35));
    // Six weeks seen: the history alone decides.
    const sixWeeks = estimateCapability(athlete, history(6, 8), TODAY);
    expect(sixWeeks.weekly.swim).toBe(
      estimateCapability(
        {
          ...athlete,
          experience: { ...athlete.experience, swim: { ...athlete.experience.swim, weeklyDistance: 1 } },
        },
        history(6, 8),
        TODAY,
      ).weekly.swim,
    );
  });

  it('does not read a first logged workout as a missed week (no ramp-up reduction from one import)', () => {
    const input = baseInput();
    const withoutLog = generateSeasonPlan(input, TODAY);
    const oneRun = generateSeasonPlan(
      { ...input, completedSessions: [{ date: addDays(TODAY, -1), sport: 'run', duration: 2400 }] },
      TODAY,
    );
    expect(oneRun.rampUp.outcome).toBe(withoutLog.rampUp.outcome);
    const firstWeek = (plan: typeof oneRun) => plan.weeks[0]!.targetDuration;
    expect(firstWeek(oneRun)).toBeGreaterThan(firstWeek(withoutLog) * 0.9);
  });

  it('halves capability after a break over 6 weeks', () => {
    const athlete = baseInput().athlete;
    const before = estimateCapability(athlete, history(6, 8, '2026-10-01'), '2026-10-01');
    const after = estimateCapability(athlete, history(6, 8, '2026-10-01'), TODAY);
    expect(after.source).toBe('AfterBreak');
    expect(after.weekly.bike).toBeCloseTo(before.weekly.bike / 2);
  });

  it('gives the spec messages when the long session exceeds the weekly volume', () => {
    expect(validateLongSessionAgainstVolume('run', 3600, 1800)).toBeUndefined();
    expect(validateLongSessionAgainstVolume('run', 3600, 7200, 'weekly')?.message).toBe(
      LONG_SESSION_TOO_LONG,
    );
    expect(validateLongSessionAgainstVolume('run', 3600, 7200, 'longSession')?.message).toBe(
      WEEKLY_CAPABILITY_TOO_LOW,
    );
  });
});

describe('performance tests', () => {
  it('classifies results and flags unrealistic changes', () => {
    expect(evaluatePerformanceTest('bikeUpperPower', 250).outcome).toBe('unknown');
    expect(evaluatePerformanceTest('bikeUpperPower', 252, 250).outcome).toBe('stable');
    expect(evaluatePerformanceTest('bikeUpperPower', 265, 250)).toMatchObject({ outcome: 'increase' });
    expect(evaluatePerformanceTest('bikeUpperPower', 300, 250)).toMatchObject({
      outcome: 'increase',
      flag: 'PerformanceTestUnrealisticIncrease',
    });
    expect(evaluatePerformanceTest('swimCss', 100, 104)).toMatchObject({ outcome: 'increase' });
    expect(evaluatePerformanceTest('runUpperPace', 330, 280)).toMatchObject({
      outcome: 'decrease',
      flag: 'PerformanceTestUnrealisticDecrease',
    });
    expect(evaluatePerformanceTest('swimCss', 300, 100).outcome).toBe('invalid');
  });

  it('accept updates the threshold, reject keeps it and asks for a retest', () => {
    const evaluation = evaluatePerformanceTest('bikeUpperPower', 260, 250);
    expect(
      applyPerformanceTestDecision({ bikeUpperPower: 250 }, evaluation, 'accept', TODAY).thresholds
        .bikeUpperPower,
    ).toBe(260);
    const rejected = applyPerformanceTestDecision({ bikeUpperPower: 250 }, evaluation, 'reject', TODAY);
    expect(rejected.thresholds.bikeUpperPower).toBe(250);
    expect(rejected.retest).toEqual({ sport: 'bike', notBefore: '2027-01-18' });
  });

  it('retests every 6–8 weeks, preferring recovery weeks', () => {
    expect(isTestDue(5, true)).toBe(false);
    expect(isTestDue(6, true)).toBe(true);
    expect(isTestDue(7, false)).toBe(false);
    expect(isTestDue(8, false)).toBe(true);
  });

  it('plans a retest after a rejected result and tests unknown thresholds first', () => {
    const plan = generateSeasonPlan(baseInput({ thresholds: {}, testRequests: [] }), TODAY);
    const tests = plan.sessions
      .filter((s) => s.focus === 'PerformanceTest' && s.date < '2027-01-18')
      .map((s) => s.sport);
    expect(tests.sort()).toEqual(['bike', 'run', 'swim']);
    const retest = generateSeasonPlan(
      baseInput({ testRequests: [{ sport: 'bike', notBefore: '2027-02-01' }] }),
      TODAY,
    );
    const bikeTests = retest.sessions
      .filter((s) => s.focus === 'PerformanceTest' && s.sport === 'bike')
      .map((s) => s.date);
    expect(bikeTests[0]! >= '2027-02-01' && bikeTests[0]! <= '2027-02-07').toBe(true);
  });
});

describe('routine tests across re-plans', () => {
  const firstTest = (lastTests: Record<string, string> | undefined, sport: 'bike' | 'run') =>
    generateSeasonPlan(baseInput(lastTests ? { lastTests } : {}), TODAY).sessions.find(
      (s) => s.focus === 'PerformanceTest' && s.sport === sport,
    )?.date;

  it('counts from the last measurement, not from the re-plan’s first week', () => {
    // Without the date, every re-plan counts from its own first week: 6–8 weeks ahead, for ever.
    const counted = firstTest(undefined, 'bike')!;
    expect(daysBetween(TODAY, counted)).toBeGreaterThanOrEqual(6 * 7 - 7);
    // Measured seven weeks ago: due now, in the first build week that allows it.
    const overdue = firstTest({ bike: addDays(TODAY, -7 * 7) }, 'bike')!;
    expect(daysBetween(TODAY, overdue)).toBeLessThan(14);
    // Measured this week: the next test is 6–8 weeks on, like the first plan's.
    const recent = firstTest({ bike: TODAY }, 'bike')!;
    expect(recent).toBe(counted);
    // A date for one sport moves only that sport's test.
    expect(firstTest({ bike: addDays(TODAY, -7 * 7) }, 'run')).toBe(firstTest(undefined, 'run'));
  });
});

describe('re-planning', () => {
  it('keeps locked sessions exactly and marks skipped ones', () => {
    const plan = generateSeasonPlan(baseInput(), TODAY);
    // The skipped run in the week before the locked ride: a lock re-plans its own week around it.
    const skipped = plan.sessions.find((s) => s.sport === 'run' && s.date > '2027-01-10');
    const locked = plan.sessions.find((s) => s.sport === 'bike' && s.date > '2027-01-24');
    if (!locked || !skipped) throw new Error('fixture');
    const again = generateSeasonPlan(
      baseInput({ lockedSessions: [{ ...locked, title: 'My own ride' }], skippedSessionIds: [skipped.id] }),
      TODAY,
    );
    expect(again.sessions.find((s) => s.id === locked.id)).toMatchObject({
      title: 'My own ride',
      status: 'locked',
      date: locked.date,
    });
    expect(again.sessions.find((s) => s.id === skipped.id)?.status).toBe('skipped');
  });

  it('does not plan a sport again on a day it was already trained', () => {
    const plan = generateSeasonPlan(baseInput(), '2027-01-05');
    const planned = plan.sessions.find((s) => s.date === '2027-01-05');
    if (!planned || planned.sport === 'strength') throw new Error('fixture');
    const again = generateSeasonPlan(
      baseInput({ completedSessions: [{ date: '2027-01-05', sport: planned.sport, duration: 3600 }] }),
      '2027-01-05',
    );
    expect(again.sessions.filter((s) => s.date === '2027-01-05' && s.sport === planned.sport)).toEqual([]);
  });

  it('measures compliance against the previous plan when the server passes it', () => {
    const done = history(6, 7);
    const lastWeek = done.filter((s) => s.date >= addDays(TODAY, -7));
    const asPlanned = lastWeek.map((s) => ({ date: s.date, sport: s.sport, duration: s.duration }));
    expect(
      generateSeasonPlan(baseInput({ completedSessions: done, previousPlan: asPlanned }), TODAY).rampUp
        .outcome,
    ).toBe('StepUp');
    const doubled = asPlanned.map((s) => ({ ...s, duration: s.duration * 2 }));
    expect(
      generateSeasonPlan(baseInput({ completedSessions: done, previousPlan: doubled }), TODAY).rampUp.outcome,
    ).toBe('Reduction');
  });

  it('does not cram missed work: a short week of history lowers, never raises, the next week', () => {
    const normal = generateSeasonPlan(baseInput({ completedSessions: history(6, 7) }), TODAY);
    const missed = history(6, 7).filter((s) => s.date < addDays(TODAY, -7));
    const afterMissed = generateSeasonPlan(baseInput({ completedSessions: missed }), TODAY);
    expect(afterMissed.rampUp.outcome).toBe('Reduction');
    expect(afterMissed.weeks[0]!.targetDuration).toBeLessThan(normal.weeks[0]!.targetDuration);
  });

  it('eases back in after an illness pause and rebuilds an injured sport gradually', () => {
    const ill = generateSeasonPlan(
      baseInput({
        injuryPauses: [
          {
            id: 'flu',
            type: 'Pause',
            start: '2027-01-11',
            end: '2027-01-17',
            excludedModalities: ['swimming', 'cycling', 'running', 'strengthtraining'],
          },
        ],
      }),
      TODAY,
    );
    expect(ill.sessions.filter((s) => s.date >= '2027-01-11' && s.date <= '2027-01-17')).toEqual([]);
    expect(ill.weeks[2]!.targetDuration).toBeLessThan(ill.weeks[0]!.targetDuration);
    expect(
      ill.sessions.filter((s) => s.date >= '2027-01-18' && s.date <= '2027-01-24' && s.isHard).length,
    ).toBeLessThanOrEqual(2);

    const injured = generateSeasonPlan(
      baseInput({
        injuryPauses: [
          {
            id: 'calf',
            type: 'Injury',
            start: '2026-12-20',
            end: '2027-01-24',
            excludedModalities: ['running'],
          },
        ],
      }),
      TODAY,
    );
    const runWeek = (index: number) => injured.weeks[index]!.targets.run.duration;
    expect(runWeek(2)).toBe(0);
    expect(runWeek(3)).toBeGreaterThan(0);
    expect(runWeek(3)).toBeLessThan(runWeek(6));
  });

  it('suggests days from today to 7 days ahead and moves a session there', () => {
    const plan = generateSeasonPlan(baseInput(), TODAY);
    const firstWeek = plan.sessions.filter((s) => s.date < '2027-01-11' && s.sport === 'swim');
    const [session, other] = firstWeek;
    if (!session || !other) throw new Error('fixture');
    // Free the other swim's slot: that day becomes a suggestion.
    const sessions = plan.sessions.filter((s) => s.id !== other.id);
    const context = { availability: baseInput().availability, injuryPauses: [], today: TODAY };
    const days = skipSuggestions(sessions, session.id, context);
    expect(days).toContain(other.date);
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day >= TODAY && day <= addDays(TODAY, 7)).toBe(true);
    const moved = moveSession(sessions, session.id, other.date, context);
    expect(moved.ok && moved.sessions.find((s) => s.id === session.id)?.date).toBe(other.date);
    expect(moveSession(sessions, session.id, addDays(TODAY, 20), context)).toEqual({
      ok: false,
      error: 'DateOutsideWindow',
    });
    const skipped = skipSession(plan.sessions, session.id);
    expect(skipped.ok && skipped.sessions.find((s) => s.id === session.id)?.status).toBe('skipped');
    if (skipped.ok) expect(unskipSession(skipped.sessions, session.id).ok).toBe(true);
  });
});

describe('readiness hook and ad-hoc tests', () => {
  it('planned sessions go through readiness/ adjustSessionForReadiness unchanged in shape', () => {
    const plan = generateSeasonPlan(baseInput(), TODAY);
    const hard = plan.sessions.find((s) => s.isHard && s.focus !== 'PerformanceTest');
    if (!hard) throw new Error('fixture');
    const adjusted = adjustSessionForReadiness(hard, 'takecare', { thresholds: plan.thresholds });
    expect(adjusted.session?.id).toBe(hard.id);
    expect(adjusted.session!.duration).toBeLessThan(hard.duration);
    expect(adjusted.session!.load).toBeLessThan(hard.load);
  });

  it('generates a performance test on a chosen day', () => {
    const session = generatePerformanceTestSession('run', '2027-02-03', baseInput());
    expect(session).toMatchObject({
      id: '2027-02-03.x.run.test',
      focus: 'PerformanceTest',
      isHard: true,
      duration: 55 * 60,
    });
  });
});

describe('without goals and with bad input', () => {
  it('builds a 12-week Foundation block when there is no race', () => {
    const plan = generateSeasonPlan(baseInput({ goals: [] }), TODAY);
    expect(plan.phases.map((p) => p.phase)).toEqual(['Foundation']);
    expect(plan.weeks).toHaveLength(12);
    expect(plan.sessions.length).toBeGreaterThan(50);
    // No race to check the availability against; the slots may still hold less than the base
    // target once two swims a week keep their slots (the week says so).
    expect(plan.availabilityIssues.filter((issue) => issue.code !== 'NotEnoughTrainingHours')).toEqual([]);
  });

  it('reports invalid JSON input field by field', () => {
    const result = parsePlanInput({
      athlete: { dateOfBirth: '1990-13-01' },
      availability: { Monday: [{ duration: '1:75', modalities: [] }] },
      goals: [{ id: 'g' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContain('athlete.dateOfBirth: must be a date YYYY-MM-DD');
    expect(result.errors).toContain('availability.Monday.0.duration: must be seconds or h:mm');
    expect(result.errors).toContain('availability.Monday.0.modalities: a slot needs at least one modality');
    expect(result.errors.some((line) => line.startsWith('goals.0.type:'))).toBe(true);
  });

  it('accepts h:mm durations and check-in words', () => {
    const result = parsePlanInput({
      athlete: {
        dateOfBirth: '1990-01-01',
        gender: 'Female',
        weight: 60,
        intention: 'RampUp',
        maf: 'Competitive',
        experience: {
          swim: { months: 1, weeklyDistance: 1000, longSessionDistance: 500 },
          bike: { months: 1, weeklyDuration: '2:00', longSessionDuration: 3600 },
          run: { months: 1, weeklyDuration: '1:30', longSessionDuration: '0:45' },
        },
      },
      availability: {
        Monday: [{ duration: '1:15', modalities: ['running'] }],
        Tuesday: [],
        Wednesday: [],
        Thursday: [],
        Friday: [],
        Saturday: [],
        Sunday: [],
      },
      checkIns: [{ date: '2027-01-01', fatigue: 'Fresh', sleep: 2 }],
    });
    expect(result.ok && result.input.availability.Monday[0]?.duration).toBe(4500);
    expect(result.ok && result.input.athlete.experience.bike.weeklyDuration).toBe(7200);
  });
});
