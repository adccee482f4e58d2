import type { IsoDate } from '../dates/index';
import type { PlanInput, SeasonPlan } from './plan-input';
import { buildSeasonPhases } from './season-phases';
import { assemblePlan } from './generation/assemble-plan';
import { resolveAthleteContext } from './generation/athlete-context';
import { buildWeek } from './generation/build-week';
import { explainWeeks } from './generation/explain-weeks';
import { chooseRaceFocus } from './generation/race-focus';
import { startSeasonProgress, type SeasonContext } from './generation/season-context';
import { planSeasonVolumes } from './generation/season-volumes';
import { layOutWeeks } from './generation/season-weeks';
import { finishSessions, readSessionEdits } from './generation/session-edits';
import { sessionSettings } from './generation/session-settings';
import { assessStartingPoint } from './generation/starting-point';
import { easyStressPerHour, startingFitness as startingFitnessOf } from './starting-fitness';

/**
 * The season plan: phases, weekly targets and sessions from today to the end of the season.
 * Pure and deterministic: the same input and `today` give the same plan.
 * Each step lives in generation/ (docs/architecture.md "Plans").
 */
export function generateSeasonPlan(input: PlanInput, today: IsoDate): SeasonPlan {
  const athlete = resolveAthleteContext(input, today);
  const focus = chooseRaceFocus(input.goals, today, athlete.level);
  const start = assessStartingPoint(input, today, athlete.capability, focus.trainedSports);
  const phases = buildSeasonPhases(focus.goals, today);
  const calendar = layOutWeeks(input, today, phases, focus.goals, focus.trainedSports, athlete.rest);
  const { volumes, loadWeeksPerBlock } = planSeasonVolumes({
    frames: calendar.frames,
    athlete,
    focus,
    intention: input.athlete.intention,
    availability: input.availability,
    currentVolume: start.currentVolume,
    firstWeekOutcome: start.rampUp.outcome,
    ...(input.previousWeeks ? { previousWeeks: input.previousWeeks } : {}),
    wasWeekOff: start.wasWeekOff,
  });
  const settings = sessionSettings(input, athlete.thresholds, focus);
  const startingFitness = startingFitnessOf({
    completed: input.completedSessions,
    weekly: athlete.capability.weekly,
    rates: easyStressPerHour(settings.env, athlete.level, settings.cssPace, today),
    today,
  });
  const season: SeasonContext = {
    athlete,
    startingFitness: startingFitness.fitness,
    focus,
    start,
    calendar,
    volumes,
    settings,
    edits: readSessionEdits(input, today),
  };

  // Weeks are built in order: each one leaves hard days, long sessions and owed tests to the next.
  const progress = startSeasonProgress(season, input.testRequests, input.lastTests);
  for (const index of calendar.weekDays.keys()) buildWeek(season, progress, index);

  const sessions = finishSessions(progress.sessions, season.edits);
  explainWeeks(progress.weeks, calendar, sessions, focus.goals, loadWeeksPerBlock);
  return assemblePlan({
    plan: input,
    today,
    athlete,
    focus,
    start,
    loadWeeksPerBlock,
    phases,
    weeks: progress.weeks,
    sessions,
    worstShortfall: progress.worstShortfall,
    startingFitness,
  });
}
