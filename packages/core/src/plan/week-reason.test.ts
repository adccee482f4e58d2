import { describe, expect, it } from 'vitest';
import { weekFactsFromSessions, weekReasons, type WeekReasonFacts } from './week-reason';
import type { PlannedSession } from '../model/plan-types';
import { ATHLETE_BANK } from '../coach-report/athlete-bank';
import { generateSeasonPlan } from './generate-plan';
import { parsePlanInput } from './plan-input-schema';

const H = 3600;
function week(
  start: string,
  phase: WeekReasonFacts['phase'],
  volume: number,
  extra: Partial<WeekReasonFacts> = {},
): WeekReasonFacts {
  return {
    start,
    phase,
    isRecoveryWeek: false,
    days: 7,
    pausedDays: 0,
    volume,
    longest: { bike: 0, run: 0 },
    ...extra,
  };
}
const race = { name: 'Ironman Barcelona', date: '2027-10-03', priority: 'A' as const };

describe('weekReasons', () => {
  it('names the place in the block, the growth on the last load week and the long sessions', () => {
    const lines = weekReasons(
      [
        week('2027-06-07', 'Specific', 10 * H, { longest: { bike: 3 * H, run: 1.5 * H } }),
        week('2027-06-14', 'Specific', 10.8 * H, { longest: { bike: 3.25 * H, run: 0 } }),
        week('2027-06-21', 'Specific', 11 * H),
        week('2027-06-28', 'Specific', 7.15 * H, { isRecoveryWeek: true }),
        week('2027-07-05', 'Specific', 11.88 * H, { longest: { bike: 3.5 * H, run: 1.75 * H } }),
      ],
      [race],
      3,
    );
    expect(lines).toEqual([
      'Build 1 of 4: long ride 3:00, long run 1:30',
      'Build 2 of 4: +8 % volume, long ride 3:15',
      'Build 3 of 4: +2 % volume',
      'Recovery week: −35 % volume, legs fresh for the next block',
      'Build 1 of 4: +8 % volume, long ride 3:30, long run 1:45',
    ]);
  });

  it('uses Foundation in the base phase and a 3-week block for 2:1', () => {
    expect(
      weekReasons([week('2027-01-04', 'Foundation', 5 * H), week('2027-01-11', 'Foundation', 5 * H)], [], 2),
    ).toEqual(['Foundation 1 of 3', 'Foundation 2 of 3: volume held']);
  });

  it('does not compare a partial current week', () => {
    expect(
      weekReasons(
        [week('2027-01-04', 'Foundation', 2 * H, { days: 3 }), week('2027-01-11', 'Foundation', 6 * H)],
        [],
        3,
      ),
    ).toEqual(['Foundation 1 of 4: 3 days left', 'Foundation 2 of 4']);
  });

  it('counts the taper down to race day and names race week and recovery', () => {
    const lines = weekReasons(
      [
        week('2027-09-13', 'Specific', 14 * H),
        week('2027-09-20', 'Taper', 10.5 * H),
        week('2027-09-27', 'Taper', 5 * H),
        week('2027-10-04', 'PostRace', 2 * H),
        week('2027-10-11', 'Off', 3 * H),
      ],
      [race],
      3,
    );
    expect(lines).toEqual([
      'Build 1 of 4',
      'Taper: 13 days to Ironman Barcelona, −25 % volume',
      'Race week: Ironman Barcelona on Sunday',
      'Recovery after Ironman Barcelona: short, easy sessions',
      'Off season: easy, unstructured training',
    ]);
  });

  it('names B and C races in their week', () => {
    const lines = weekReasons(
      [week('2027-05-03', 'Specific', 8 * H), week('2027-05-10', 'Specific', 8 * H)],
      [
        { name: 'Half Lanzarote', date: '2027-05-08', priority: 'B' },
        { name: 'Park run', date: '2027-05-15', priority: 'C' },
        race,
      ],
      3,
    );
    expect(lines).toEqual([
      'B race: Half Lanzarote on Saturday, mini-taper in the 5 days before',
      'C race: Park run on Saturday, easy day before',
    ]);
  });
  it('calls a paused week a break and the week after it easing back in, then starts the block again', () => {
    const lines = weekReasons(
      [
        week('2027-02-15', 'Foundation', 9 * H),
        week('2027-02-22', 'Foundation', 9.2 * H),
        week('2027-03-01', 'Foundation', 0, { pausedDays: 7 }),
        week('2027-03-08', 'Foundation', 2 * H, { pausedDays: 3, longest: { bike: 0.75 * H, run: 0 } }),
        week('2027-03-15', 'Foundation', 9.2 * H),
        week('2027-03-22', 'Foundation', 5 * H, { pausedDays: 4 }),
      ],
      [race],
      2,
    );
    expect(lines).toEqual([
      'Foundation 1 of 3',
      'Foundation 2 of 3: +2 % volume',
      'Break: no training this week, the rest a recovery week would give',
      'Easing back in after the break: no step up, each sport back at half its share, long ride 0:45',
      // Not measured against the partial week before it.
      'Foundation 1 of 3',
      'Break: 4 days off, easy sessions on the others',
    ]);
  });
});

describe('weekFactsFromSessions', () => {
  it('takes the longest ride and run of each week, races and skipped sessions left out', () => {
    const s = (
      date: string,
      sport: PlannedSession['sport'],
      duration: number,
      more: Partial<PlannedSession> = {},
    ) => ({ date, sport, duration, focus: 'Endurance', status: 'planned', ...more }) as PlannedSession;
    const facts = weekFactsFromSessions(
      [
        {
          start: '2027-01-04',
          phase: 'Foundation',
          isRecoveryWeek: false,
          days: 7,
          pausedDays: 0,
          volume: 0,
        },
        {
          start: '2027-01-11',
          phase: 'Foundation',
          isRecoveryWeek: false,
          days: 7,
          pausedDays: 0,
          volume: 0,
        },
      ],
      [
        s('2027-01-05', 'bike', 2 * H),
        s('2027-01-10', 'bike', 3 * H),
        s('2027-01-09', 'run', 5 * H, { status: 'skipped' }),
        s('2027-01-12', 'run', H),
        s('2027-01-17', 'bike', 6 * H, { focus: 'Race' }),
        s('2027-01-13', 'bike', 4 * H, { focus: 'PerformanceTest' }),
      ],
    );
    expect(facts.map((f) => f.longest)).toEqual([
      { bike: 3 * H, run: 0 },
      { bike: 0, run: H },
    ]);
  });
});

describe('season plan', () => {
  it('gives every week of every bank athlete a one-line reason', () => {
    for (const athlete of ATHLETE_BANK) {
      const parsed = parsePlanInput(athlete.input);
      if (!parsed.ok) throw new Error(parsed.errors.join(', '));
      const plan = generateSeasonPlan(parsed.input, athlete.today);
      for (const w of plan.weeks) {
        expect(w.reason.length, `${athlete.name} ${w.start}`).toBeGreaterThan(0);
        expect(w.reason).not.toContain('\n');
      }
      const raceWeeks = plan.weeks.filter((w) => w.reason.startsWith('Race week'));
      expect(raceWeeks.length).toBe(plan.goals.filter((g) => g.goal.priority === 'A').length);
    }
  });
});
