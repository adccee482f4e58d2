import { ageOn, type IsoDate } from '../dates/index';
import { dayNumber, gapDays, mondayOf, shiftDate, weekdayOf } from './day-math';
import { ENDURANCE_SPORTS, type EnduranceSport, type Sport } from '../model/index';
import type { RaceGoal } from '../model/athlete';
import type { PlannedSession, SportTarget, WeekPlan } from '../model/plan-types';
import { RACE_PROFILES, raceLegs, type RaceFamily } from '../goals/race-catalogue';
import { validateGoals } from '../goals/goal-rules';
import { assessGoalFeasibility } from '../goals/feasibility';
import { minimumLongSessionDurations } from '../availability/long-session-minimums';
import { validateAvailability, type AvailabilityIssue } from '../availability/validate-availability';
import { allSlots, weeklyAvailableTime } from '../availability/slots';
import { estimateSessionStress, intensityFactorFor } from '../load/session-stress';
import { resolveThresholds } from '../zones/resolve';
import { DEFAULT_CSS_SEC_PER_100M } from '../zones/calculators';
import { athleteLevel, loadWeeksPerBlock as blockLength } from './athlete-level';
import { buildDays, weekPhase } from './calendar';
import { estimateCapability } from './capability';
import type { PlanInput, SeasonPlan } from './plan-input';
import { decideRampUp } from './ramp-up';
import { anchorRaces, buildSeasonPhases } from './season-phases';
import { applySessionMoves, markSkipped } from './session-changes';
import { isTestDue } from './performance-tests';
import { planWeeklyVolumes, type WeekFrame } from './volume';
import { weekFactsFromSessions, weekReasons } from './week-reason';
import { peakWeeklyVolume } from './peak-volume';
import { TRIATHLON_LONG_GOALS, longSessionCeilings } from './long-session-goals';
import { keepRestDays, preferredRestWeekday, restDayTime } from './rest-days';
import { HARD_SHARE, OPENING_EASY_DAYS, TAPER_HARD_SHARE, WeekBuilder, type DayState } from './week-builder';
import {
  DEFAULT_LONG,
  blendedShares,
  intervalSportsFor,
  longSessionTargets,
  splitSportTargets,
  minimumSwimsFor,
  sportShares,
  strengthFor,
  updateRebuild,
} from './week-targets';
import { recentReadinessLights } from './readiness-evidence';

/** Weeks of one strength session for an athlete new to strength work. */
const STRENGTH_INTRO_WEEKS = 2;
/** No routine test in the last 3 weeks before an A race (coaching-science.md "Progression"). */
const LAST_TEST_DAYS_BEFORE_A_RACE = 21;
/** A load week whose sessions fill less than 90 % of its endurance target is reported. */
const SHORTFALL_TOLERANCE = 0.9;

function clock(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
}

/**
 * Decision (docs/coaching-plan.md §5): the weekly target stays what the race needs, within the
 * availability ÷ 1.1 of spec 5, and the plan reports what the slots really hold. Capping the
 * target silently would tell the athlete the race is covered; the shortfall tells them what to
 * change (one session per slot, interval sessions of 60–80 min, so short or few weekday slots
 * hold less than their hours).
 */
function slotShortfallIssue({ placed, target }: { placed: number; target: number }): AvailabilityIssue {
  return {
    code: 'NotEnoughTrainingHours',
    message: `Your slots hold about ${clock(placed)} of a ${clock(target)} endurance week the plan asks for (one session per slot): add a slot or lengthen weekday slots`,
    available: Math.round(placed),
    required: Math.round(target),
  };
}

/** No strength in the last 10 days before an A race (coaching-science.md "Progression": the legs arrive fresh). */
const STRENGTH_FREE_DAYS_BEFORE_A_RACE = 10;

function dropStrengthBeforeARaces(days: readonly DayState[], goals: readonly RaceGoal[]): void {
  const raceDays = goals.filter((goal) => goal.priority === 'A').map((goal) => dayNumber(goal.date));
  for (const day of days) {
    if (
      !raceDays.some(
        (race) => race - day.dayNumber >= 1 && race - day.dayNumber <= STRENGTH_FREE_DAYS_BEFORE_A_RACE,
      )
    )
      continue;
    for (const slot of day.slots) slot.sports.delete('strength');
  }
}

function emptyTargets(): Record<Sport, SportTarget> {
  return {
    swim: { duration: 0, load: 0 },
    bike: { duration: 0, load: 0 },
    run: { duration: 0, load: 0 },
    strength: { duration: 0, load: 0 },
  };
}

/**
 * The season plan: phases, weekly targets and sessions from today to the end of the season.
 * Pure and deterministic: the same input and `today` give the same plan.
 */
export function generateSeasonPlan(input: PlanInput, today: IsoDate): SeasonPlan {
  const athlete = input.athlete;
  const age = ageOn(athlete.dateOfBirth, today);
  const level = athleteLevel(athlete);
  const resolved = resolveThresholds(
    input.thresholds,
    { age, mafCategory: athlete.maf },
    input.preferences.measurement,
  );
  const capability = estimateCapability(athlete, input.completedSessions, today);
  const goalIssues = validateGoals(input.goals);
  const goals = input.goals
    .filter((goal) => gapDays(today, goal.date) >= 0)
    .sort((a, b) => gapDays(b.date, a.date) || a.id.localeCompare(b.id));
  const mainRace: RaceGoal | undefined = anchorRaces(goals)[0];
  const family: RaceFamily = mainRace ? RACE_PROFILES[mainRace.type].family : 'Triathlon';
  const shares = sportShares(family, level);
  const trainedSports = ENDURANCE_SPORTS.filter((sport) => (shares[sport] ?? 0) > 0);
  const phases = buildSeasonPhases(goals, today);

  const restOptions = {
    needsWeeklyRest: level === 'Novice' || age >= 50,
    restWeekday: preferredRestWeekday(input.availability),
  };
  const enduranceAvailable =
    allSlots(input.availability)
      .filter(({ slot }) => slot.modalities.some((modality) => modality !== 'strengthtraining'))
      .reduce((sum, { slot }) => sum + slot.duration, 0) - restDayTime(input.availability, restOptions);
  const currentVolume = trainedSports.reduce((sum, sport) => sum + capability.weekly[sport], 0);
  const peakFor = (raceGoalId: string | undefined): number => {
    const race = goals.find((goal) => goal.id === raceGoalId) ?? mainRace;
    return peakWeeklyVolume({ race, intention: athlete.intention, level, currentVolume, enduranceAvailable });
  };

  const readiness =
    input.recentReadiness
      ?.filter((entry) => gapDays(entry.date, today) >= 1 && gapDays(entry.date, today) <= 7)
      .map((entry) => entry.status) ?? recentReadinessLights(input.checkIns, today);
  const todayNumber = dayNumber(today);
  // Five years of history: turn dates into day numbers once, then compare integers.
  const completed = input.completedSessions.map((session) => ({ session, day: dayNumber(session.date) }));
  // Strength in the experience window (6 weeks): an athlete without it is introduced gently.
  const doesStrength = completed.some(
    ({ session, day }) => session.sport === 'strength' && todayNumber - day >= 0 && todayNumber - day <= 42,
  );
  const lastWeekDone = completed
    .filter(
      ({ session, day }) => session.sport !== 'strength' && todayNumber - day >= 1 && todayNumber - day <= 7,
    )
    .reduce((sum, { session }) => sum + session.duration, 0);
  const plannedLastWeek = (input.previousPlan ?? [])
    .filter(
      (session) =>
        session.sport !== 'strength' &&
        todayNumber - dayNumber(session.date) >= 1 &&
        todayNumber - dayNumber(session.date) <= 7,
    )
    .reduce((sum, session) => sum + session.duration, 0);
  // Without last week's plan, the norm stands in only when the log covers the whole week: an
  // athlete who started logging yesterday did not miss the six days before.
  const logCoversLastWeek = completed.some(({ day }) => todayNumber - day >= 7);
  const compliance =
    plannedLastWeek > 0
      ? lastWeekDone / plannedLastWeek
      : capability.source === 'History' && currentVolume > 0 && logCoversLastWeek
        ? lastWeekDone / currentVolume
        : undefined;
  const rampUp = decideRampUp(
    compliance === undefined ? { recentReadiness: readiness } : { compliance, recentReadiness: readiness },
  );

  const days = buildDays(today, phases, input.availability, input.injuryPauses, goals);
  const restDays = keepRestDays(days, weekdayOf(today), restOptions);
  dropStrengthBeforeARaces(days, goals);
  const firstMonday = mondayOf(today);
  const weekDays: DayState[][] = [];
  for (const day of days) {
    const index = Math.floor(gapDays(firstMonday, day.date) / 7);
    (weekDays[index] ??= []).push(day);
  }
  const frames: WeekFrame[] = weekDays.map((daysOfWeek, index) => {
    const phase = weekPhase(daysOfWeek, 'Foundation');
    const span = daysOfWeek.find((day) => day.span.phase === phase)?.span;
    const frame: WeekFrame = {
      start: shiftDate(firstMonday, index * 7),
      index,
      phase,
      days: daysOfWeek.length,
      pausedDays: daysOfWeek.filter((day) => trainedSports.every((sport) => day.excluded.has(sport))).length,
    };
    if (span?.raceGoalId !== undefined) frame.raceGoalId = span.raceGoalId;
    const race =
      span?.raceGoalId === undefined ? undefined : goals.find((goal) => goal.id === span.raceGoalId);
    if (phase === 'Taper' && race) {
      frame.taperWeeksLeft = Math.floor(gapDays(frame.start, mondayOf(race.date)) / 7) + 1;
      frame.recoveryDays = RACE_PROFILES[race.type].recoveryDays;
    }
    if ((phase === 'PostRace' || phase === 'RaceDay') && race) {
      frame.postRaceWeek = Math.max(1, Math.floor(gapDays(mondayOf(race.date), frame.start) / 7));
      frame.recoveryDays = RACE_PROFILES[race.type].recoveryDays;
    }
    return frame;
  });
  const loadWeeks = blockLength(age, level);
  const volumes = planWeeklyVolumes(frames, {
    startVolume: currentVolume,
    peakFor,
    loadWeeksPerBlock: loadWeeks,
    firstWeekOutcome: rampUp.outcome,
  });

  const env = {
    thresholds: resolved.thresholds,
    preferences: { ...input.preferences.measurement },
    weight: athlete.weight,
  };
  const cssPace = resolved.thresholds.swimCss ?? DEFAULT_CSS_SEC_PER_100M;
  const hardDays = new Set<number>();
  const keyDays = new Set<number>();
  const previousLong: Record<EnduranceSport, number> = {
    swim: Math.max(DEFAULT_LONG.swim, capability.longSession.swim),
    bike: Math.max(DEFAULT_LONG.bike, capability.longSession.bike),
    run: Math.max(DEFAULT_LONG.run, capability.longSession.run),
  };
  const rebuild: Record<EnduranceSport, number> = { swim: 1, bike: 1, run: 1 };
  const lastTestWeek: Record<EnduranceSport, number> = { swim: 0, bike: 0, run: 0 };
  for (const sport of ENDURANCE_SPORTS) {
    const lastTest = completed
      .filter(({ session }) => session.sport === sport && session.isPerformanceTest === true)
      .reduce<IsoDate | undefined>(
        (latest, { session }) => (latest === undefined || session.date > latest ? session.date : latest),
        undefined,
      );
    lastTestWeek[sport] = lastTest ? Math.floor(gapDays(firstMonday, mondayOf(lastTest)) / 7) : 0;
  }
  const pendingTests = new Set<EnduranceSport>(
    resolved.sportsToTest.filter((sport) => trainedSports.includes(sport)),
  );
  const requested = [...(input.testRequests ?? [])];
  const minimums = mainRace
    ? minimumLongSessionDurations(mainRace.type, mainRace.distance)
    : { bike: 0, run: 0 };
  // A long swim only where the race swim is long: 70.3, Ironman and swim races (about the race's swim time).
  const swimRaceMinimum =
    mainRace && (family === 'Swim' || mainRace.type === 'HalfIronman' || mainRace.type === 'Ironman')
      ? ((raceLegs(mainRace.type, mainRace.distance).swim ?? 0) / 100) * cssPace
      : 0;
  // A triathlon's Specific phase grows the long sessions to the low end of the distance's goals (long-session-goals.ts).
  const triathlonGoals = mainRace ? TRIATHLON_LONG_GOALS[mainRace.type] : undefined;
  const raceMinimum: Record<EnduranceSport, number> = {
    swim: swimRaceMinimum,
    bike: Math.max(minimums.bike, triathlonGoals?.bike[0] ?? 0),
    run: Math.max(minimums.run, triathlonGoals?.run[0] ?? 0),
  };
  const longCeiling = longSessionCeilings(mainRace?.type, swimRaceMinimum, mainRace?.distance);

  const locked = input.lockedSessions.filter((session) => gapDays(today, session.date) >= 0);
  const lockedIds = new Set(locked.map((session) => session.id));
  const skippedIds = new Set(input.skippedSessionIds.filter((id) => !lockedIds.has(id)));
  const sessions: PlannedSession[] = [];
  const weeks: WeekPlan[] = [];
  let worstShortfall: { placed: number; target: number } | undefined;

  for (const [index, daysOfWeek] of weekDays.entries()) {
    const frame = frames[index];
    const volume = volumes[index];
    if (!frame || !volume) continue;
    const reasons = [...volume.reasons];
    const weekStart = frame.start;
    let total = volume.target;
    if (index === 0) {
      // Current week: the days left get their share; missed work is never crammed in, extra work done is counted.
      const weekStartNumber = dayNumber(weekStart);
      const doneThisWeek = completed
        .filter(
          ({ session, day }) => session.sport !== 'strength' && day >= weekStartNumber && day <= todayNumber,
        )
        .reduce((sum, { session }) => sum + session.duration, 0);
      const share = (total * daysOfWeek.length) / 7;
      total = Math.max(0, Math.min(share, total - doneThisWeek));
      if (daysOfWeek.length < 7) reasons.push(`Current week: ${daysOfWeek.length} day(s) left`);
    }

    // Mini-taper (coaching-science.md): a B race takes 20 % off its week, a C race 10 %.
    const racesThisWeek = goals.filter(
      (goal) => goal.priority !== 'A' && daysOfWeek.some((day) => day.date === goal.date),
    );
    if (racesThisWeek.some((goal) => goal.priority === 'B')) {
      total *= 0.8;
      reasons.push('Mini-taper for a B race: 20 % less volume');
    } else if (racesThisWeek.length > 0) {
      total *= 0.9;
      reasons.push('C race this week: 10 % less volume, easy day before');
    }

    const split = splitSportTargets({
      total,
      days: daysOfWeek,
      trainedSports,
      shares: blendedShares(shares, capability.weekly, index),
      rebuild,
      pausedDays: frame.pausedDays,
    });
    const { targets, allowedDays } = split;
    reasons.push(...split.reasons);
    updateRebuild(rebuild, allowedDays, daysOfWeek.length);

    const isBuild = frame.phase === 'Foundation' || frame.phase === 'Specific';
    const longTargets = longSessionTargets({
      targets,
      frame,
      isRecoveryWeek: volume.isRecoveryWeek,
      raceMinimum,
      ceiling: longCeiling,
      previousLong,
      isLastWeekBeforeTaper: frames[index + 1]?.phase === 'Taper' && frame.phase !== 'Taper',
      ...(mainRace ? { raceType: mainRace.type } : {}),
    });

    const tests: EnduranceSport[] = [];
    const testable = isBuild && daysOfWeek.length >= 3;
    // Routine and repeat tests stay out of the last 3 weeks before an A race (coaching-science.md
    // "Progression": the legs arrive fresh); a threshold still unknown is measured whenever it can be.
    const nextARace = goals.find((goal) => goal.priority === 'A' && gapDays(weekStart, goal.date) >= 0);
    const nearARace =
      nextARace !== undefined &&
      gapDays(shiftDate(weekStart, 6), nextARace.date) < LAST_TEST_DAYS_BEFORE_A_RACE;
    if (testable) {
      for (const sport of trainedSports) {
        if (tests.length >= 2) break;
        const requestIndex = requested.findIndex(
          (request) => request.sport === sport && gapDays(request.notBefore, shiftDate(weekStart, 6)) >= 0,
        );
        const due =
          pendingTests.has(sport) ||
          (!nearARace &&
            (requestIndex >= 0 || isTestDue(index - lastTestWeek[sport], volume.isRecoveryWeek)));
        // A sport coming back from an injury or pause rebuilds before it is tested (no test first).
        if (!due || allowedDays[sport] < daysOfWeek.length || rebuild[sport] < 1) continue;
        tests.push(sport);
        pendingTests.delete(sport);
        if (requestIndex >= 0) requested.splice(requestIndex, 1);
        lastTestWeek[sport] = index;
      }
      if (tests.length > 0) reasons.push(`Performance test: ${tests.join(', ')}`);
    }

    const builder = new WeekBuilder({
      index,
      days: daysOfWeek,
      targets,
      longTargets,
      intervalSports: intervalSportsFor(family, frame.phase, level, volume.isRecoveryWeek),
      tests,
      brick: family === 'Triathlon' && frame.phase === 'Specific' && !volume.isRecoveryWeek,
      bricksBefore: sessions.filter((session) => session.focus === 'Brick').length,
      strength: strengthFor(
        frame.phase,
        volume.isRecoveryWeek,
        index < STRENGTH_INTRO_WEEKS && !doesStrength,
      ),
      strengthYields: frame.phase !== 'Foundation',
      minimumSwims:
        allowedDays.swim === daysOfWeek.length && targets.swim > 0
          ? minimumSwimsFor(family, mainRace?.type, frame.phase, volume.isRecoveryWeek)
          : 0,
      level,
      ...(mainRace ? { raceType: mainRace.type } : {}),
      cssPace,
      env,
      hardDays,
      keyDays,
      hardShare: frame.phase === 'Taper' ? TAPER_HARD_SHARE : HARD_SHARE,
      firstHardDay: todayNumber + OPENING_EASY_DAYS,
    });
    for (const session of locked) {
      const day = daysOfWeek.find((candidate) => candidate.date === session.date);
      if (!day) continue;
      const slot = day.slots.find((candidate) => candidate.index === session.slotIndex);
      builder.commit(day, slot, { ...session, status: 'locked' });
    }
    if (index === 0) {
      // Already trained today: that session's slot is taken and its sport is not planned again today.
      const todayState = daysOfWeek.find((day) => day.dayNumber === todayNumber);
      for (const { session, day } of completed) {
        if (day !== todayNumber || !todayState) continue;
        const slot = todayState.slots.find(
          (candidate) => !candidate.used && candidate.sports.has(session.sport),
        );
        if (slot) slot.used = true;
        todayState.excluded.add(session.sport);
        for (const other of todayState.slots) other.sports.delete(session.sport);
      }
    }
    const weekSessions = builder.build();
    reasons.push(...builder.notes);
    sessions.push(...weekSessions);

    const planned = weekSessions.filter((session) => session.focus !== 'Race');
    // The slots decide what a week can hold: the target is the race's need (capped by the
    // availability ÷ 1.1), and when the sessions placed fall short of it the week says so.
    const enduranceTarget = ENDURANCE_SPORTS.reduce((sum, sport) => sum + targets[sport], 0);
    const endurancePlaced = planned
      .filter((s) => s.sport !== 'strength' && !skippedIds.has(s.id))
      .reduce((sum, s) => sum + s.duration, 0);
    const fullLoadWeek =
      isBuild && !volume.isRecoveryWeek && index > 0 && frame.pausedDays === 0 && racesThisWeek.length === 0;
    // A rest day the coach made is not a shortfall of the athlete's slots.
    const restedTime = daysOfWeek
      .filter((day) => restDays.has(day.dayNumber))
      .reduce(
        (sum, day) =>
          sum +
          day.slots
            .filter((slot) => slot.sports.has('swim') || slot.sports.has('bike') || slot.sports.has('run'))
            .reduce((time, slot) => time + slot.duration, 0),
        0,
      );
    if (fullLoadWeek && endurancePlaced + restedTime < enduranceTarget * SHORTFALL_TOLERANCE) {
      reasons.push(
        `Availability holds ${clock(endurancePlaced)} of the ${clock(enduranceTarget)} endurance target`,
      );
      if (!worstShortfall || enduranceTarget > worstShortfall.target)
        worstShortfall = { placed: endurancePlaced, target: enduranceTarget };
    }
    const targetsOut = emptyTargets();
    for (const sport of ENDURANCE_SPORTS) {
      const plannedLoad = planned.filter((s) => s.sport === sport).reduce((sum, s) => sum + s.load, 0);
      const plannedTime = planned.filter((s) => s.sport === sport).reduce((sum, s) => sum + s.duration, 0);
      const load =
        plannedTime > 0
          ? (plannedLoad * targets[sport]) / plannedTime
          : estimateSessionStress({
              sport,
              durationSeconds: targets[sport],
              intensityFactor: intensityFactorFor(sport, 'endurance'),
            });
      targetsOut[sport] = { duration: Math.round(targets[sport]), load: Math.round(load) };
    }
    const strength = strengthFor(
      frame.phase,
      volume.isRecoveryWeek,
      index < STRENGTH_INTRO_WEEKS && !doesStrength,
    );
    targetsOut.strength = {
      duration: strength.count * strength.duration,
      load: Math.round(planned.filter((s) => s.sport === 'strength').reduce((sum, s) => sum + s.load, 0)),
    };
    weeks.push({
      start: weekStart,
      index,
      phase: frame.phase,
      isRecoveryWeek: volume.isRecoveryWeek,
      // A B or C race week lowers the volume (mini-taper) whatever the level does around it.
      rampUp: index === 0 ? rampUp.outcome : racesThisWeek.length > 0 ? 'Reduction' : volume.rampUp,
      targetDuration: Math.round(
        ENDURANCE_SPORTS.reduce((sum, sport) => sum + targets[sport], 0) + targetsOut.strength.duration,
      ),
      targets: targetsOut,
      // Skipped sessions will not be done: they do not count as planned time.
      plannedDuration: weekSessions
        .filter((s) => !skippedIds.has(s.id))
        .reduce((sum, s) => sum + s.duration, 0),
      plannedLoad: Math.round(
        weekSessions.filter((s) => !skippedIds.has(s.id)).reduce((sum, s) => sum + s.load, 0),
      ),
      reasons,
      reason: '',
    });
  }

  const sorted = sessions.sort(
    (a, b) => dayNumber(a.date) - dayNumber(b.date) || a.slotIndex - b.slotIndex || a.id.localeCompare(b.id),
  );
  const withSkips = markSkipped(sorted, skippedIds, lockedIds);
  const finalSessions = applySessionMoves(withSkips, input.sessionMoves);
  const facts = weekFactsFromSessions(
    weeks.map((week) => ({
      start: week.start,
      phase: week.phase,
      isRecoveryWeek: week.isRecoveryWeek,
      days: weekDays[week.index]?.length ?? 7,
      volume: ENDURANCE_SPORTS.reduce((sum, sport) => sum + week.targets[sport].duration, 0),
    })),
    finalSessions,
  );
  const reasonLines = weekReasons(facts, goals, loadWeeks);
  for (const [i, week] of weeks.entries()) week.reason = reasonLines[i] ?? '';
  return {
    today,
    age,
    level,
    capability,
    thresholds: resolved.thresholds,
    sportsToTest: resolved.sportsToTest,
    goals: goals.map((goal) =>
      assessGoalFeasibility(
        goal,
        capability,
        athlete.intention,
        today,
        weeklyAvailableTime(input.availability),
      ),
    ),
    goalIssues,
    availabilityIssues: [
      ...(mainRace ? validateAvailability(input.availability, mainRace, athlete.intention) : []),
      ...(worstShortfall ? [slotShortfallIssue(worstShortfall)] : []),
    ],
    rampUp,
    loadWeeksPerBlock: loadWeeks,
    phases,
    weeks,
    sessions: finalSessions,
  };
}
