import { describe, expect, it } from 'vitest';
import { ATHLETE_BANK } from '../coach-report/athlete-bank';
import { replanned } from '../coach-report/replan-scenarios';
import { addDays, type IsoDate } from '../dates/index';
import type { CompletedSession, InjuryPause } from '../model/athlete';
import { estimateCapability } from './capability';
import { generateSeasonPlan } from './generate-plan';
import { parsePlanInput } from './plan-input-schema';
import { planWeeklyVolumes, type WeekFrame } from './volume';

/**
 * Back from an injury or pause, the plan rebuilds towards what the athlete trained before it: the
 * weeks off are a break to ease back from, not a new, lower normal.
 */

const TODAY = '2027-03-01' as IsoDate;
const ATHLETE = parseBank('marathon runner (B)').input.athlete;

function parseBank(name: string) {
  const athlete = ATHLETE_BANK.find((candidate) => candidate.name === name);
  if (!athlete) throw new Error(`no bank athlete ${name}`);
  const parsed = parsePlanInput(athlete.input);
  if (!parsed.ok) throw new Error(parsed.errors.join(', '));
  return parsed;
}

/** An hour of `sport` on five days of every week of the thirteen before `TODAY`, but where skipped. */
function log(sport: 'run' | 'bike', skip: (date: IsoDate) => boolean = () => false): CompletedSession[] {
  const sessions: CompletedSession[] = [];
  for (let day = 1; day <= 91; day++) {
    const date = addDays(TODAY, -day);
    if (day % 7 < 2 || skip(date)) continue;
    sessions.push({ date, sport, duration: 3600 });
  }
  return sessions;
}

const calfStrain = (weeks: number): InjuryPause => ({
  id: 'calf',
  type: 'Injury',
  start: addDays(TODAY, -7 * weeks),
  end: addDays(TODAY, -1),
  excludedModalities: ['running'],
});

describe('capability across a declared injury', () => {
  it('judges a sport on the days it could be trained, not on the weeks it was kept out', () => {
    const before = estimateCapability(ATHLETE, log('run'), TODAY);
    expect(before.weekly.run).toBeCloseTo(5 * 3600);
    const injury = calfStrain(2);
    const ran = log('run', (date) => date >= injury.start);
    // Without the injury declared, two empty weeks of six read as a third less running…
    expect(estimateCapability(ATHLETE, ran, TODAY).weekly.run).toBeCloseTo(5 * 3600 * (4 / 6));
    // …declared, the six weeks it could run (reaching back over the injury) are its level.
    const declared = estimateCapability(ATHLETE, ran, TODAY, [injury]);
    expect(declared.weekly.run).toBeCloseTo(5 * 3600);
    expect(declared.longSession.run).toBe(3600);
  });

  it('counts a break of more than six weeks at half, as a gap in the log does', () => {
    const injury = calfStrain(8);
    // Cycling on through the injury, running only before it.
    const sessions = [...log('run', (date) => date >= injury.start), ...log('bike')];
    const capability = estimateCapability(ATHLETE, sessions, TODAY, [injury]);
    expect(capability.weekly.run).toBeCloseTo(5 * 3600 * 0.5);
    expect(capability.longSession.run).toBe(3600 * 0.5);
    expect(capability.weekly.bike).toBeCloseTo(5 * 3600);
  });
});

/** Foundation weeks from TODAY, each with its paused days. */
const foundationWeeks = (paused: number[]): WeekFrame[] =>
  paused.map((pausedDays, index) => ({
    start: addDays(TODAY, index * 7),
    index,
    phase: 'Foundation',
    pausedDays,
  }));

describe('weekly volume after a pause', () => {
  it('holds the level in the first week back, however many weeks the pause lasted', () => {
    const settings = {
      startVolume: 6 * 3600,
      peakFor: () => 10 * 3600,
      loadWeeksPerBlock: 3,
      firstWeekOutcome: 'NoIncrease' as const,
    };
    const oneWeek = planWeeklyVolumes(foundationWeeks([0, 7, 0, 0]), settings);
    const threeWeeks = planWeeklyVolumes(foundationWeeks([0, 7, 7, 7, 0, 0]), settings);
    // Not lowered: every paused sport restarts at half its share (updateRebuild), which is the
    // easing; lowering the level as well would take it twice.
    for (const back of [oneWeek[2]!, threeWeeks[4]!]) {
      expect(back.target).toBe(6 * 3600);
      expect(back.rampUp).toBe('NoIncrease');
      expect(back.reasons.join()).toMatch(/Easing back in/);
    }
    // The paused weeks themselves neither ease nor step up.
    for (const week of threeWeeks.slice(1, 4)) {
      expect(week.target).toBe(0);
      expect(week.rampUp).toBe('NoIncrease');
      expect(week.reasons.join()).not.toMatch(/Easing back in|Step up/);
    }
  });
});

describe('recovery weeks around a break', () => {
  const settings = {
    startVolume: 6 * 3600,
    peakFor: () => 10 * 3600,
    loadWeeksPerBlock: 2,
    firstWeekOutcome: 'NoIncrease' as const,
  };
  const recoveryWeeks = (paused: number[]) =>
    planWeeklyVolumes(foundationWeeks(paused), settings).flatMap((week, index) =>
      week.isRecoveryWeek ? [index] : [],
    );

  it('takes a break as the block’s rest, and the week back holds the level outside the next block', () => {
    // A 10-day holiday (7 + 3 paused days) after two load weeks: no recovery week on the holiday or
    // twelve days after it; the next comes after two full load weeks back.
    expect(recoveryWeeks([0, 0, 7, 3, 0, 0, 0, 0])).toEqual([6]);
    // A break in the middle of a block restarts it.
    expect(recoveryWeeks([0, 5, 0, 0, 0, 0])).toEqual([5]);
    // Without a break: every third week.
    expect(recoveryWeeks([0, 0, 0, 0, 0, 0])).toEqual([2, 5]);
    // Three paused days are no break: the block goes on.
    expect(recoveryWeeks([0, 3, 0, 0, 0, 0])).toEqual([2, 5]);
  });
});

describe('a runner back from a calf injury (coach report athlete)', () => {
  it('builds back to the weekly running of before the injury ahead of the taper', () => {
    const base = ATHLETE_BANK.find((athlete) => athlete.name === 'marathon runner (B)')!;
    const back = replanned(base, 'run injury');
    const parsed = parsePlanInput(back.input);
    if (!parsed.ok) throw new Error(parsed.errors.join(', '));
    const plan = generateSeasonPlan(parsed.input, back.today);
    const injuryStart = back.input.injuryPauses!.find((pause) => pause.id === 'replan-calf')!.start;
    // What the first plan had them run, and they ran, in the weeks before the injury.
    const ranBefore = parsed.input.completedSessions.filter(
      (session) => session.sport === 'run' && session.date < injuryStart,
    );
    const weeksBefore = (Date.parse(injuryStart) - Date.parse(base.today)) / (7 * 86_400_000);
    const weeklyBefore = ranBefore.reduce((sum, session) => sum + session.duration, 0) / weeksBefore;
    const build = plan.weeks.filter((week) => week.phase === 'Foundation' || week.phase === 'Specific');
    const peakRun = Math.max(...build.map((week) => week.targets.run.duration));
    expect(peakRun).toBeGreaterThanOrEqual(weeklyBefore);
    // Eased in once: the first week back runs about half of it (the sport's rebuild), not a
    // third (the rebuild and a lowered level together).
    const firstBack = build.find((week) => week.targets.run.duration > 0)!;
    expect(firstBack.targets.run.duration).toBeLessThanOrEqual(weeklyBefore * 0.5);
    expect(firstBack.targets.run.duration).toBeGreaterThanOrEqual(weeklyBefore * 0.4);
  });
});
