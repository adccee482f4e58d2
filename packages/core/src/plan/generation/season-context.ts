import type { EnduranceSport } from '../../model/index';
import type { PlannedSession, WeekPlan } from '../../model/plan-types';
import type { PlanInput } from '../plan-input';
import type { WeekVolume } from '../volume';
import { DEFAULT_LONG } from '../week-targets';
import type { AthleteContext } from './athlete-context';
import type { RaceFocus } from './race-focus';
import type { SeasonWeeks } from './season-weeks';
import type { SessionEdits } from './session-edits';
import type { SessionSettings } from './session-settings';
import type { Shortfall } from './slot-shortfall';
import type { StartingPoint } from './starting-point';
import { startRampGuard, type RampGuard } from './ramp-guard';
import { startTestSchedule, type TestSchedule } from './test-schedule';

/** What every week of the season reads: decided before the first week is built. */
export interface SeasonContext {
  athlete: AthleteContext;
  /** Fitness the plan starts from (plan/starting-fitness.ts): the ramp guard projects from it. */
  startingFitness: number;
  focus: RaceFocus;
  start: StartingPoint;
  calendar: SeasonWeeks;
  volumes: readonly WeekVolume[];
  settings: SessionSettings;
  edits: SessionEdits;
}

/**
 * What each week leaves to the next, in place: the no-back-to-back and key-day rules, the long
 * sessions' growth, the rebuild after a pause and the tests owed all span weeks.
 */
export interface SeasonProgress {
  sessions: PlannedSession[];
  /** Bricks among `sessions`: the brick formats rotate by it. */
  bricks: number;
  /** Specific load weeks planned so far: every second one takes a brick off its long ride. */
  brickWeeks: number;
  weeks: WeekPlan[];
  hardDays: Set<number>;
  keyDays: Set<number>;
  previousLong: Record<EnduranceSport, number>;
  /** Share of each sport's time after an exclusion (1 = back to normal). */
  rebuild: Record<EnduranceSport, number>;
  /** After a return to running: the longest the next long run may be (run-return-week.ts). */
  runLongCap?: number;
  tests: TestSchedule;
  worstShortfall: Shortfall | undefined;
  /** Planned daily stress so far: no seven days may raise fitness more than the coaches allow. */
  rampGuard: RampGuard;
}

export function startSeasonProgress(
  season: SeasonContext,
  testRequests: PlanInput['testRequests'],
  lastTests: PlanInput['lastTests'] = {},
): SeasonProgress {
  const longSession = season.athlete.capability.longSession;
  return {
    sessions: [],
    bricks: 0,
    brickWeeks: 0,
    weeks: [],
    hardDays: new Set<number>(),
    keyDays: new Set<number>(),
    previousLong: {
      swim: Math.max(DEFAULT_LONG.swim, longSession.swim),
      bike: Math.max(DEFAULT_LONG.bike, longSession.bike),
      run: Math.max(DEFAULT_LONG.run, longSession.run),
    },
    rebuild: { swim: 1, bike: 1, run: 1 },
    tests: startTestSchedule({
      completed: season.start.completed,
      firstMonday: season.calendar.firstMonday,
      sportsToTest: season.athlete.thresholds.sportsToTest,
      trainedSports: season.focus.trainedSports,
      testRequests,
      lastTests,
    }),
    worstShortfall: undefined,
    rampGuard: startRampGuard(season.start.todayNumber, season.startingFitness),
  };
}
