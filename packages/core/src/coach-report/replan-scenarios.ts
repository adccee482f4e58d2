import { addDays, daysBetween, type IsoDate } from '../dates/index';
import type { PlannedSession } from '../model/plan-types';
import { generateSeasonPlan } from '../plan/generate-plan';
import { parsePlanInput, type PlanInputJson } from '../plan/plan-input-schema';
import type { BankAthlete } from './athlete-bank';

/**
 * Issue 12: "a re-plan after a missed week, illness or injury keeps the same properties". Each
 * bank athlete follows the first plan for five weeks, with one thing going wrong, and is planned
 * again on the first day of week 6 from what was really done, the way the server re-plans.
 */
export type ReplanScenario = 'missed week' | 'illness' | 'run injury';

export const REPLAN_SCENARIOS: readonly ReplanScenario[] = ['missed week', 'illness', 'run injury'];

/** The day of the re-plan: five weeks after the first plan's day. */
const REPLAN_AFTER_DAYS = 35;

const ALL_MODALITIES = ['swimming', 'cycling', 'running', 'strengthtraining'] as const;

export function replanned(athlete: BankAthlete, scenario: ReplanScenario): BankAthlete {
  const parsed = parsePlanInput(athlete.input);
  if (!parsed.ok) throw new Error(`${athlete.name}: ${parsed.errors.join(', ')}`);
  const first = generateSeasonPlan(parsed.input, athlete.today);
  const today = addDays(athlete.today, REPLAN_AFTER_DAYS);
  const week = (n: number): [IsoDate, IsoDate] => [
    addDays(athlete.today, 7 * (n - 1)),
    addDays(athlete.today, 7 * n - 1),
  ];
  const within = (date: IsoDate, [from, to]: [IsoDate, IsoDate]) => date >= from && date <= to;

  let wasDone: (session: PlannedSession) => boolean;
  const injuryPauses = [...(athlete.input.injuryPauses ?? [])];
  switch (scenario) {
    case 'missed week':
      // Week 4 not trained at all, without telling the app.
      wasDone = (session) => !within(session.date, week(4));
      break;
    case 'illness':
      // Ill in week 5, reported as a pause that ended yesterday.
      injuryPauses.push({
        id: 'replan-illness',
        type: 'Pause',
        start: week(5)[0],
        end: week(5)[1],
        excludedModalities: [...ALL_MODALITIES],
      });
      wasDone = (session) => !within(session.date, week(5));
      break;
    case 'run injury':
      // No running from week 4 on; the injury is reported and heals two weeks after the re-plan.
      injuryPauses.push({
        id: 'replan-calf',
        type: 'Injury',
        start: week(4)[0],
        end: addDays(today, 13),
        excludedModalities: ['running'],
      });
      wasDone = (session) => session.sport !== 'run' || session.date < week(4)[0];
      break;
  }

  const past = first.sessions.filter(
    (session) =>
      daysBetween(athlete.today, session.date) >= 0 &&
      session.date < today &&
      session.status !== 'skipped' &&
      session.focus !== 'Race',
  );
  const lastWeek = past.filter((session) => session.date >= addDays(today, -7));
  const input: PlanInputJson = {
    ...athlete.input,
    injuryPauses,
    completedSessions: [
      ...(athlete.input.completedSessions ?? []),
      ...past.filter(wasDone).map((session) => ({
        date: session.date,
        sport: session.sport,
        duration: session.duration,
        load: session.load,
        plannedSessionId: session.id,
      })),
    ],
    // The server passes the previous plan's weeks (the block continues) and what it asked of the
    // last week (compliance).
    previousWeeks: first.weeks,
    previousPlan: lastWeek.map((session) => ({
      date: session.date,
      sport: session.sport,
      duration: session.duration,
      focus: session.focus,
    })),
  };
  return { name: `${athlete.name} · ${scenario}`, today, input };
}
