import type { IsoDate } from '../../dates/index';
import type { RaceGoal } from '../../model/athlete';
import { ENDURANCE_SPORTS, type EnduranceSport } from '../../model/index';
import { gapDays, mondayOf, shiftDate } from '../day-math';
import { isTestDue } from '../performance-tests';
import type { DatedSession } from './starting-point';

/** No routine test in the last 3 weeks before an A race (coaching-science.md "Progression"). */
const LAST_TEST_DAYS_BEFORE_A_RACE = 21;

/** Which performance tests are still owed; carried from week to week as the plan is built. */
export interface TestSchedule {
  /** Week index of each sport's last test (0 without one; negative before the plan). */
  lastTestWeek: Record<EnduranceSport, number>;
  /** Sports whose threshold is unknown: tested whenever a week allows. */
  pending: Set<EnduranceSport>;
  /** Retests asked for after a rejected result, each taken once. */
  requested: { sport: EnduranceSport; notBefore: IsoDate }[];
}

export function startTestSchedule(input: {
  completed: readonly DatedSession[];
  firstMonday: IsoDate;
  sportsToTest: readonly EnduranceSport[];
  trainedSports: readonly EnduranceSport[];
  testRequests: readonly { sport: EnduranceSport; notBefore: IsoDate }[] | undefined;
  /** PlanInput.lastTests: each sport's last measurement (or the start of training) as the server knows it. */
  lastTests?: Partial<Record<EnduranceSport, IsoDate>>;
}): TestSchedule {
  const lastTestWeek: Record<EnduranceSport, number> = { swim: 0, bike: 0, run: 0 };
  for (const sport of ENDURANCE_SPORTS) {
    const lastTest = input.completed
      .filter(({ session }) => session.sport === sport && session.isPerformanceTest === true)
      .reduce<IsoDate | undefined>(
        (latest, { session }) => (latest === undefined || session.date > latest ? session.date : latest),
        input.lastTests?.[sport],
      );
    lastTestWeek[sport] = lastTest ? Math.floor(gapDays(input.firstMonday, mondayOf(lastTest)) / 7) : 0;
  }
  return {
    lastTestWeek,
    pending: new Set(input.sportsToTest.filter((sport) => input.trainedSports.includes(sport))),
    requested: [...(input.testRequests ?? [])],
  };
}

/** The week's tests (at most two), taken off the schedule. */
export function takeWeekTests(
  schedule: TestSchedule,
  week: {
    index: number;
    start: IsoDate;
    dayCount: number;
    isBuild: boolean;
    isRecoveryWeek: boolean;
    /** Days of the week each sport is allowed (not excluded by an injury or pause). */
    allowedDays: Readonly<Record<EnduranceSport, number>>;
    rebuild: Readonly<Record<EnduranceSport, number>>;
  },
  goals: readonly RaceGoal[],
  trainedSports: readonly EnduranceSport[],
): EnduranceSport[] {
  const tests: EnduranceSport[] = [];
  if (!week.isBuild || week.dayCount < 3) return tests;
  const weekEnd = shiftDate(week.start, 6);
  // Routine and repeat tests stay out of the last 3 weeks before an A race (coaching-science.md
  // "Progression": the legs arrive fresh); a threshold still unknown is measured whenever it can be.
  const nextARace = goals.find((goal) => goal.priority === 'A' && gapDays(week.start, goal.date) >= 0);
  const nearARace =
    nextARace !== undefined && gapDays(weekEnd, nextARace.date) < LAST_TEST_DAYS_BEFORE_A_RACE;
  for (const sport of trainedSports) {
    if (tests.length >= 2) break;
    const requestIndex = schedule.requested.findIndex(
      (request) => request.sport === sport && gapDays(request.notBefore, weekEnd) >= 0,
    );
    const due =
      schedule.pending.has(sport) ||
      (!nearARace &&
        (requestIndex >= 0 || isTestDue(week.index - schedule.lastTestWeek[sport], week.isRecoveryWeek)));
    // A sport coming back from an injury or pause rebuilds before it is tested (no test first).
    if (!due || week.allowedDays[sport] < week.dayCount || week.rebuild[sport] < 1) continue;
    tests.push(sport);
    schedule.pending.delete(sport);
    if (requestIndex >= 0) schedule.requested.splice(requestIndex, 1);
    schedule.lastTestWeek[sport] = week.index;
  }
  return tests;
}
