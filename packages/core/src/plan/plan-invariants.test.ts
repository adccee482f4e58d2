import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekday, toDayNumber } from '../dates/index';
import { MODALITY_OF_SPORT, WEEKDAYS, type InjuryPause } from '../model/athlete';
import type { PlannedSession, TrainingPhase } from '../model/plan-types';
import { excludedSportsOn } from './calendar';
import { isSwimRest } from '../workouts/swim-rest';
import { generateSeasonPlan } from './generate-plan';
import { planInputArb } from './test-support/arbitrary-athlete';
import type { SeasonPlan } from './plan-input';

const RUNS = { numRuns: 50 };

type PlanCase = { input: Parameters<typeof generateSeasonPlan>[0]; today: string };

function generate({ input, today }: PlanCase): SeasonPlan {
  return generateSeasonPlan(input, today);
}

function sportsOf(session: PlannedSession): string[] {
  return session.legs ? session.legs.map((leg) => leg.sport) : [session.sport];
}

function excludedOn(pauses: readonly InjuryPause[], date: string): Set<string> {
  return excludedSportsOn(pauses, toDayNumber(date));
}

/** Checks `property` on the plans of RUNS random athletes (fast-check shrinks a failing one). */
function forEveryPlan(property: (plan: SeasonPlan, case_: PlanCase) => void): void {
  fc.assert(
    fc.property(planInputArb, (case_) => property(generate(case_), case_)),
    RUNS,
  );
}

/** The plan's sessions in the 7 days from `start`. */
function sessionsOfWeek(plan: SeasonPlan, start: string): PlannedSession[] {
  return plan.sessions.filter((s) => daysBetween(start, s.date) >= 0 && daysBetween(start, s.date) < 7);
}

describe('season plan invariants (property-based)', { timeout: 120_000 }, () => {
  it('places every session inside an availability slot that offers its sports, the sessions of a slot within its time, at most two a day, never two key or interval sessions or one sport twice on a day', () => {
    forEveryPlan((plan, case_) => {
      const slotTime = new Map<string, number>();
      const byDay = new Map<string, PlannedSession[]>();
      for (const session of plan.sessions) {
        if (session.focus === 'Race') continue;
        const weekday = WEEKDAYS[isoWeekday(session.date) - 1] ?? 'Monday';
        const slot = case_.input.availability[weekday][session.slotIndex];
        expect(slot, session.id).toBeDefined();
        if (!slot) continue;
        for (const sport of sportsOf(session))
          expect(slot.modalities).toContain(MODALITY_OF_SPORT[sport as 'swim']);
        const key = `${session.date}/${session.slotIndex}`;
        // Sessions the athlete locked or moved keep their own day: the rest is the planner's.
        if (session.status === 'locked') continue;
        slotTime.set(key, (slotTime.get(key) ?? 0) + session.duration);
        expect(slotTime.get(key), key).toBeLessThanOrEqual(slot.duration);
        byDay.set(session.date, [...(byDay.get(session.date) ?? []), session]);
      }
      for (const [date, sessions] of byDay) {
        expect(sessions.length, date).toBeLessThanOrEqual(2);
        expect(sessions.filter((s) => s.isKey).length, date).toBeLessThanOrEqual(1);
        expect(sessions.filter((s) => s.isInterval).length, date).toBeLessThanOrEqual(1);
        const endurance = sessions.flatMap(sportsOf).filter((sport) => sport !== 'strength');
        expect(new Set(endurance).size, date).toBe(endurance.length);
      }
    });
  });

  it('gives every step of every swim, ride and run a target but the rests at the wall, the sessions remade while balancing a week included', () => {
    forEveryPlan((plan) => {
      for (const session of plan.sessions) {
        if (session.sport === 'strength') continue;
        const legs = session.legs ?? [{ sport: session.sport, steps: session.steps }];
        for (const leg of legs)
          for (const block of leg.steps) {
            const steps = block.kind === 'Repeat' ? block.steps : [block];
            for (const step of steps) {
              // A rest at the wall is timed, and no pace: the swimmer stands still.
              if (isSwimRest(step, leg.sport)) {
                expect(step.target, `${session.id} rest`).toBeUndefined();
                expect(step.duration, `${session.id} rest`).toBeGreaterThan(0);
              } else expect(step.target, `${session.id} ${step.kind}`).toBeDefined();
            }
          }
        for (const block of session.steps)
          if (block.kind !== 'Repeat' && !isSwimRest(block, session.sport))
            expect(block.target, session.id).toBeDefined();
      }
    });
  });

  it('never plans an excluded modality during an injury or pause', () => {
    forEveryPlan((plan, case_) => {
      for (const session of plan.sessions) {
        if (session.focus === 'Race') continue;
        const excluded = excludedOn(case_.input.injuryPauses, session.date);
        for (const sport of sportsOf(session))
          expect(excluded.has(sport), `${session.id} during a pause`).toBe(false);
      }
    });
  });

  it('never puts hard days back to back and never two interval sessions on one day', () => {
    forEveryPlan((plan) => {
      const hardDays = new Set(plan.sessions.filter((s) => s.isHard).map((s) => toDayNumber(s.date)));
      for (const day of hardDays)
        expect(hardDays.has(day + 1), `hard days ${day} and ${day + 1}`).toBe(false);
      const intervalsPerDay = new Map<string, number>();
      for (const s of plan.sessions.filter((session) => session.isInterval))
        intervalsPerDay.set(s.date, (intervalsPerDay.get(s.date) ?? 0) + 1);
      for (const [date, count] of intervalsPerDay) expect(count, date).toBeLessThanOrEqual(1);
    });
  });

  it('keeps roughly 80 % of endurance training time easy in every week of real training (70 % in the taper)', () => {
    forEveryPlan((plan) => {
      for (const week of plan.weeks) {
        const sessions = sessionsOfWeek(plan, week.start).filter(
          (s) => s.sport !== 'strength' && s.focus !== 'Race' && s.focus !== 'PerformanceTest',
        );
        const total = sessions.reduce((sum, s) => sum + s.duration, 0);
        if (total < 3 * 3600) continue;
        const easy = sessions.reduce((sum, s) => sum + s.easyDuration, 0);
        // The taper keeps intensity while volume falls (Mujika & Padilla 2003): up to 30 % intense.
        expect(easy / total, `week ${week.start}`).toBeGreaterThanOrEqual(week.phase === 'Taper' ? 0.6 : 0.7);
      }
    });
  });

  it('never plans a session longer than its week, nor a long session longer than the week of its sport', () => {
    forEveryPlan((plan) => {
      for (const week of plan.weeks) {
        const sessions = sessionsOfWeek(plan, week.start).filter((s) => s.focus !== 'Race');
        const planned = sessions.reduce((sum, s) => sum + s.duration, 0);
        for (const session of sessions) {
          expect(session.duration).toBeLessThanOrEqual(planned);
          if (session.focus === 'LongEndurance') {
            const sportWeek = sessions
              .filter((s) => s.sport === session.sport)
              .reduce((sum, s) => sum + s.duration, 0);
            expect(session.duration).toBeLessThanOrEqual(sportWeek);
          }
        }
      }
    });
  });

  it('orders phases contiguously from today and tapers right before every A race', () => {
    const order: Record<TrainingPhase, TrainingPhase[]> = {
      Foundation: ['Specific', 'Taper'],
      Specific: ['Taper'],
      Taper: ['RaceDay'],
      RaceDay: ['PostRace', 'Off'],
      PostRace: ['Foundation', 'Specific', 'Taper', 'Off'],
      Off: [],
    };
    forEveryPlan((plan, case_) => {
      expect(plan.phases[0]?.start).toBe(case_.today);
      for (let i = 1; i < plan.phases.length; i++) {
        const previous = plan.phases[i - 1];
        const current = plan.phases[i];
        if (!previous || !current) continue;
        expect(addDays(previous.end, 1)).toBe(current.start);
        expect(order[previous.phase]).toContain(current.phase);
      }
      for (const goal of case_.input.goals.filter((g) => g.id === 'a')) {
        const raceDay = plan.phases.find((p) => p.phase === 'RaceDay' && p.raceGoalId === goal.id);
        expect(raceDay?.start).toBe(goal.date);
        if (daysBetween(case_.today, goal.date) >= 1) {
          const taper = plan.phases.find((p) => p.phase === 'Taper' && p.raceGoalId === goal.id);
          expect(taper?.end).toBe(addDays(goal.date, -1));
        }
      }
    });
  });

  it('is deterministic: the same input gives the same plan', () => {
    fc.assert(
      fc.property(planInputArb, (case_) => {
        expect(JSON.stringify(generate(case_))).toBe(JSON.stringify(generate(case_)));
      }),
      { numRuns: 20 },
    );
  });

  it('keeps locked sessions exactly on recalculation and plans around them', () => {
    fc.assert(
      fc.property(planInputArb, fc.integer({ min: 1, max: 5 }), (case_, every) => {
        const first = generate(case_);
        const locked = first.sessions
          .filter((s, i) => s.focus !== 'Race' && i % (every + 1) === 0)
          .slice(0, 12);
        const again = generate({ input: { ...case_.input, lockedSessions: locked }, today: case_.today });
        for (const session of locked)
          expect(again.sessions.find((s) => s.id === session.id)).toEqual({ ...session, status: 'locked' });
        const ids = again.sessions.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        // The builder plans around them: no day holds more than two sessions with them.
        const perDay = new Map<string, number>();
        for (const s of again.sessions) perDay.set(s.date, (perDay.get(s.date) ?? 0) + 1);
        for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(2);
      }),
      { numRuns: 25 },
    );
  });

  it('gives every session a unique, stable id', () => {
    fc.assert(
      fc.property(planInputArb, (case_) => {
        const ids = generate(case_).sessions.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 30 },
    );
  });
});
