import { ATHLETE_BANK, type BankAthlete } from '../../coach-report/index';
import type { IsoDate } from '../../dates/index';
import type { PlannedSession } from '../../model/plan-types';
import { generateSeasonPlan } from '../generate-plan';
import type { SeasonPlan } from '../plan-input';
import { parsePlanInput, type PlanInputJson } from '../plan-input-schema';

/** A bank athlete by name (coach-report/athlete-bank.ts). */
export function bankAthlete(name: string): BankAthlete {
  const found = ATHLETE_BANK.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no bank athlete ${name}`);
  return found;
}

export function planFor(input: PlanInputJson, today: IsoDate): SeasonPlan {
  const parsed = parsePlanInput(input);
  if (!parsed.ok) throw new Error(parsed.errors.join(', '));
  return generateSeasonPlan(parsed.input, today);
}

/** Planned sessions done exactly as planned, as the server's log gives them to the planner. */
export function doneAsPlanned(sessions: readonly PlannedSession[]): PlanInputJson['completedSessions'] {
  return sessions.map((s) => ({
    date: s.date,
    sport: s.sport,
    duration: s.duration,
    load: s.load,
    plannedSessionId: s.id,
  }));
}
