import type { StartingFitness } from '../load/fitness-today';
import type { IsoDate } from '../dates/index';
import type { EnduranceSport, Sport, Thresholds } from '../model/index';
import type {
  AthleteProfile,
  CompletedSession,
  DailyCheckInInput,
  DisplayPreferences,
  InjuryPause,
  RaceGoal,
  SessionMove,
  WeeklyAvailability,
} from '../model/athlete';
import type { AvailabilityIssue } from '../availability/validate-availability';
import type { GoalIssue } from '../goals/goal-rules';
import type {
  Capability,
  GoalAssessment,
  PhaseSpan,
  PlannedSession,
  SessionFocus,
  WeekPlan,
} from '../model/plan-types';
import type { ReadinessLight, RampUpDecision } from './ramp-up';
import type { AthleteLevel } from './workout-types';

/** Everything the plan generator reads. `today` is passed separately: the engine has no clock. */
export interface PlanInput {
  athlete: AthleteProfile;
  thresholds: Thresholds;
  preferences: DisplayPreferences;
  goals: RaceGoal[];
  availability: WeeklyAvailability;
  injuryPauses: InjuryPause[];
  completedSessions: CompletedSession[];
  checkIns: DailyCheckInInput[];
  /** Sessions the athlete locked: kept exactly as they are on recalculation. */
  lockedSessions: PlannedSession[];
  skippedSessionIds: string[];
  sessionMoves: SessionMove[];
  /** Retests asked for after a rejected result (performance-tests.ts). */
  testRequests?: { sport: EnduranceSport; notBefore: IsoDate }[];
  /**
   * The day each sport's threshold was last measured (a test result), or the day the athlete's
   * training with the coach began when it never was: routine tests fall due 6–8 weeks after it.
   * Without it a re-plan counts from its own first week, and a plan re-made every few weeks
   * would push the routine tests ahead of itself for ever.
   */
  lastTests?: Partial<Record<EnduranceSport, IsoDate>>;
  /**
   * Readiness status of recent mornings, when the server has computed it with readiness/.
   * Without it the plan derives a light from the check-in questionnaire.
   */
  recentReadiness?: { date: IsoDate; status: ReadinessLight }[];
  /**
   * What the previous plan asked for in the last days (the server's stored sessions). With it,
   * compliance is completed ÷ planned time of the last 7 days; without it, completed time ÷ the
   * 6-week norm. With each session's focus, a re-plan knows which of this week's done sessions
   * was the week's long one.
   */
  previousPlan?: { date: IsoDate; sport: Sport; duration: number; focus?: SessionFocus }[];
  /**
   * The previous plan's weeks (`WeekPlan`), at least the current one: the plan continues the
   * block of load weeks the athlete is in instead of starting a new one every time it is made.
   */
  previousWeeks?: Pick<WeekPlan, 'start' | 'isRecoveryWeek' | 'blockLoadWeeks'>[];
}

export interface SeasonPlan {
  today: IsoDate;
  age: number;
  level: AthleteLevel;
  capability: Capability;
  /**
   * Fitness and fatigue today as the plan starts from them (plan/starting-fitness.ts): the app's
   * roadmap continues from these, so the report, the plan and the chart use one model.
   */
  startingFitness: StartingFitness;
  /** Thresholds the targets use: entered values plus estimates (zones/ resolveThresholds). */
  thresholds: Thresholds;
  sportsToTest: EnduranceSport[];
  goals: GoalAssessment[];
  goalIssues: GoalIssue[];
  availabilityIssues: AvailabilityIssue[];
  rampUp: RampUpDecision;
  /** 3 for 3:1 blocks, 2 for 2:1. */
  loadWeeksPerBlock: number;
  phases: PhaseSpan[];
  weeks: WeekPlan[];
  sessions: PlannedSession[];
}
