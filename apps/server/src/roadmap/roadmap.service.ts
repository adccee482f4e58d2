import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  addDays,
  fitnessSeries,
  FITNESS_DAYS,
  startOfWeek,
  type DailyStress,
  type IsoDate,
  type PhaseSpan,
  type RaceGoal,
  type SeasonPlan,
  type WeekPlan,
} from '@tricoach/core';
import type { Db } from '../db/database';
import { plannedSessions, raceGoals, trainingPlans } from '../db/schema';
import { ownGoal } from '../goals/own-goal';
import { athleteFitness, estimatedFitness } from '../history/athlete-fitness';
import { createLoadSeries, type AthleteState, type LoadSeries } from '../history/load-series';
import { createKeptAnswers, type KeptAnswer } from '../http/kept-answer';
import { keptAnswerStore } from '../http/kept-answer-store';
import { toEngineGoal } from '../plan/plan-input.loader';

const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

type StoredSeason = Omit<SeasonPlan, 'sessions'>;
interface Window {
  from: IsoDate;
  to: IsoDate;
}

/**
 * The season as a roadmap (spec 7 "Roadmap"): phases with dates, weekly hours, every race with
 * its priority and where today falls. Read from the stored plan summary (training_plans.plan),
 * races from the athlete's goals so a past race still shows.
 */
export function createRoadmapService(db: Db, loads: LoadSeries = createLoadSeries(db)) {
  const kept = createKeptAnswers(keptAnswerStore(db));

  async function season(athleteId: string): Promise<StoredSeason | null> {
    const [row] = await db
      .select({ plan: trainingPlans.plan })
      .from(trainingPlans)
      .where(eq(trainingPlans.athleteId, athleteId));
    return (row?.plan ?? null) as StoredSeason | null;
  }

  async function goalsOf(athleteId: string): Promise<RaceGoal[]> {
    const rows = await db
      .select()
      .from(raceGoals)
      .where(eq(raceGoals.athleteId, athleteId))
      .orderBy(asc(raceGoals.eventDate));
    return rows.map(toEngineGoal);
  }

  /**
   * The planned sessions' loads after today up to `to` (skipped ones left out), in no order, as
   * one text value of "date load" pairs (the embedded database pays per row returned), from the
   * (athlete, date) index alone: load and skipped are generated columns it includes.
   */
  async function plannedLoads(athleteId: string, today: IsoDate, to: IsoDate): Promise<DailyStress[]> {
    const [row] = await db
      .select({
        days: sql<
          string | null
        >`string_agg(${plannedSessions.date}::text || ' ' || ${plannedSessions.load}::text, ',')`,
      })
      .from(plannedSessions)
      .where(
        and(
          eq(plannedSessions.athleteId, athleteId),
          gt(plannedSessions.date, today),
          lte(plannedSessions.date, to),
          eq(plannedSessions.skipped, false),
        ),
      );
    if (!row?.days) return [];
    return row.days
      .split(',')
      .map((entry) => ({ date: entry.slice(0, 10), stress: Number(entry.slice(11)) }));
  }

  /**
   * Fitness, fatigue and form (load/ CTL/ATL model): the actual curve from the completed workouts
   * of the last 42 days, then the planned one to `to` from the plan's own session loads (skipped
   * sessions left out), continuing from today's actual fitness. Daily points, `planned` after today.
   */
  async function fitnessCurve(
    athleteId: string,
    state: AthleteState,
    to: IsoDate,
    plan: StoredSeason | null,
  ) {
    const { today } = state;
    // A history shorter than the fitness window would read today's fitness from zero (a new
    // athlete reads 0 and the planned line would leap up from it): the curve then starts from the
    // estimate the plan was built on, the one model of the plan, its report and the statistics
    // (history/athlete-fitness.ts).
    const [{ points: actual }, planned] = await Promise.all([
      athleteFitness(loads, athleteId, state, estimatedFitness(plan), addDays(today, -FITNESS_DAYS)),
      to > today ? plannedLoads(athleteId, today, to) : Promise.resolve([]),
    ]);
    const round = (value: number) => Math.round(value * 10) / 10;
    const start = actual.at(-1) ?? { fitness: 0, fatigue: 0 };
    const ahead =
      to > today
        ? fitnessSeries(planned, {
            from: addDays(today, 1),
            to,
            initialFitness: start.fitness,
            initialFatigue: start.fatigue,
          }).points
        : [];
    return [...actual, ...ahead].map((point) => ({
      date: point.date,
      fitness: round(point.fitness),
      fatigue: round(point.fatigue),
      form: round(point.form),
      planned: point.date > today,
    }));
  }

  function build(plan: StoredSeason | null, goals: RaceGoal[], today: IsoDate, window?: Window) {
    const inside = (date: IsoDate) => !window || (date >= window.from && date <= window.to);
    const phases = (plan?.phases ?? [])
      .filter((span) => !window || (span.end >= window.from && span.start <= window.to))
      .map((span: PhaseSpan) => {
        const start = window && span.start < window.from ? window.from : span.start;
        const end = window && span.end > window.to ? window.to : span.end;
        return {
          phase: span.phase,
          start,
          end,
          isCurrent: today >= start && today <= end,
          ...(span.raceGoalId ? { raceGoalId: span.raceGoalId } : {}),
        };
      });
    const weeks = (plan?.weeks ?? [])
      .filter(
        (week: WeekPlan) => !window || (addDays(week.start, 6) >= window.from && week.start <= window.to),
      )
      .map((week: WeekPlan) => ({
        start: week.start,
        index: week.index,
        phase: week.phase,
        isRecoveryWeek: week.isRecoveryWeek,
        plannedHours: hours(week.plannedDuration),
        targetHours: hours(week.targetDuration),
        // Plans stored before week reasons existed have none until they are regenerated.
        reason: (week as Partial<WeekPlan>).reason ?? null,
        isCurrent: week.start === startOfWeek(today),
      }));
    const assessments = new Map((plan?.goals ?? []).map((assessment) => [assessment.goal.id, assessment]));
    const races = goals
      .filter((goal) => inside(goal.date))
      .map((goal) => {
        const assessment = assessments.get(goal.id);
        return {
          id: goal.id,
          name: goal.name,
          type: goal.type,
          date: goal.date,
          priority: goal.priority,
          isPast: goal.date < today,
          ...(assessment ? { feasibility: assessment.feasibility } : {}),
        };
      });
    const current = phases.find((span) => span.isCurrent);
    return {
      today,
      from: window?.from ?? phases[0]?.start ?? today,
      to: window?.to ?? phases.at(-1)?.end ?? today,
      currentPhase: current?.phase ?? null,
      phases,
      weeks,
      races,
    };
  }

  async function seasonOf(athleteId: string, state: AthleteState) {
    const [plan, goals] = await Promise.all([season(athleteId), goalsOf(athleteId)]);
    const roadmap = build(plan, goals, state.today);
    return { ...roadmap, fitness: await fitnessCurve(athleteId, state, roadmap.to, plan) };
  }

  /** The part of the season leading to one goal: after the previous A race (or from the start) to the goal's race day and recovery. */
  async function byGoalOf(athleteId: string, goal: RaceGoal, state: AthleteState) {
    const [plan, goals] = await Promise.all([season(athleteId), goalsOf(athleteId)]);
    const { today } = state;
    const previousA = goals.filter((other) => other.priority === 'A' && other.date < goal.date).at(-1);
    const spans = plan?.phases ?? [];
    const seasonStart = spans[0]?.start ?? today;
    const from =
      previousA && addDays(previousA.date, 1) > seasonStart ? addDays(previousA.date, 1) : seasonStart;
    // An A race owns its race day and recovery phases; a B or C race ends on its day.
    const owned = spans.filter((span) => span.raceGoalId === goal.id && span.start >= goal.date);
    const to = owned.reduce((end, span) => (span.end > end ? span.end : end), goal.date);
    const roadmap = build(plan, goals, today, { from: from < to ? from : goal.date, to });
    return { goalId: goal.id, ...roadmap, fitness: await fitnessCurve(athleteId, state, roadmap.to, plan) };
  }

  /** The key of everything a roadmap is made of: plan, goals, workouts and the athlete's today. */
  const keyOf = (state: AthleteState) => `${state.planVersion}|${state.version}|${state.today}`;

  return {
    /**
     * The season as the route sends it, kept until the plan, the goals, the workouts or the
     * athlete's today change (`serialize`: the route's response serializer).
     */
    async seasonKept(athleteId: string, now: Date, serialize: Serialize): Promise<KeptAnswer> {
      const state = await loads.todayOf(athleteId, now);
      return kept.answer(athleteId, 'roadmap', keyOf(state), async () =>
        serialize(await seasonOf(athleteId, state)),
      );
    },

    async byGoalKept(
      athleteId: string,
      goalId: string,
      now: Date,
      serialize: Serialize,
    ): Promise<KeptAnswer> {
      const state = await loads.todayOf(athleteId, now);
      // A goal that is not the athlete's is never kept: the key is only looked up after the
      // versions, and a kept goal's key holds the versions its goal row was read under.
      return kept.answer(athleteId, `roadmap|${goalId}`, keyOf(state), async () =>
        serialize(await byGoalOf(athleteId, toEngineGoal(await ownGoal(db, athleteId, goalId)), state)),
      );
    },
  };
}

type Serialize = (answer: unknown) => string;
