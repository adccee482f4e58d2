import { isoWeekday, type IsoDate } from '../../dates/index';
import { WEEKDAYS, type CompletedSession, type WeeklyAvailability } from '../../model/athlete';
import type { EnduranceSport } from '../../model/index';
import type { Capability } from '../../model/plan-types';
import { dayNumber, gapDays } from '../day-math';
import type { PlanInput } from '../plan-input';
import { decideRampUp, type RampUpDecision } from '../ramp-up';
import { recentReadinessLights } from '../readiness-evidence';

/** A completed session with its day number: five years of history compared as integers, not dates. */
export interface DatedSession {
  session: CompletedSession;
  day: number;
}

/** Where the athlete stands today: what they did, how much they train, how the first week ramps. */
export interface StartingPoint {
  todayNumber: number;
  completed: DatedSession[];
  /** What the previous plan asked for on the days before today (the server's stored sessions). */
  previousPlan: NonNullable<PlanInput['previousPlan']>;
  /** Weekly endurance time now, in the sports the race trains (seconds). */
  currentVolume: number;
  /** Strength in the experience window (6 weeks): without it, strength is introduced gently. */
  doesStrength: boolean;
  rampUp: RampUpDecision;
  /**
   * The share of a week's offered endurance time that falls on the days left this week (today
   * to Sunday): what the current week may still plan, by the athlete's own week, not by days.
   */
  daysLeftShare: number;
  /**
   * Whether the athlete, who logs their training, did less than half their usual endurance time
   * in the week from `monday`: a week off, rest enough to start a new block.
   */
  wasWeekOff: (monday: IsoDate) => boolean;
}

/** A logged week under this share of the usual week is a week off. */
const WEEK_OFF_SHARE = 0.5;
/** The log counts as kept when it has a session this many days before today or closer. */
const LOG_KEPT_DAYS = 14;

export function assessStartingPoint(
  input: PlanInput,
  today: IsoDate,
  capability: Capability,
  trainedSports: readonly EnduranceSport[],
): StartingPoint {
  const todayNumber = dayNumber(today);
  const completed = input.completedSessions.map((session) => ({ session, day: dayNumber(session.date) }));
  const currentVolume = trainedSports.reduce((sum, sport) => sum + capability.weekly[sport], 0);
  const readiness =
    input.recentReadiness
      ?.filter((entry) => gapDays(entry.date, today) >= 1 && gapDays(entry.date, today) <= 7)
      .map((entry) => entry.status) ?? recentReadinessLights(input.checkIns, today);
  const compliance = lastWeekCompliance(input, completed, todayNumber, capability, currentVolume);
  return {
    todayNumber,
    completed,
    previousPlan: input.previousPlan ?? [],
    currentVolume,
    doesStrength: completed.some(
      ({ session, day }) => session.sport === 'strength' && todayNumber - day >= 0 && todayNumber - day <= 42,
    ),
    rampUp: decideRampUp(
      compliance === undefined ? { recentReadiness: readiness } : { compliance, recentReadiness: readiness },
    ),
    daysLeftShare: daysLeftShare(input.availability, isoWeekday(today)),
    wasWeekOff: (monday) => {
      const logKept = completed.some(({ day }) => day < todayNumber && todayNumber - day <= LOG_KEPT_DAYS);
      if (!logKept || currentVolume <= 0) return false;
      const from = dayNumber(monday);
      const done = completed
        .filter(({ session, day }) => session.sport !== 'strength' && day >= from && day < from + 7)
        .reduce((sum, { session }) => sum + session.duration, 0);
      return done < currentVolume * WEEK_OFF_SHARE;
    },
  };
}

/**
 * The long sessions sit where the athlete has the time, mostly the weekend: a plan made or
 * re-made on a Saturday must keep the weekend's share of the week (half of it for many
 * triathletes), not two sevenths, or that weekend's long ride becomes an hour (issue 12).
 */
function daysLeftShare(availability: WeeklyAvailability, weekday: number): number {
  const offered = WEEKDAYS.map((name) =>
    (availability[name] ?? [])
      .filter((slot) => slot.modalities.some((modality) => modality !== 'strengthtraining'))
      .reduce((sum, slot) => sum + slot.duration, 0),
  );
  const week = offered.reduce((sum, time) => sum + time, 0);
  if (week <= 0) return (8 - weekday) / 7;
  return offered.slice(weekday - 1).reduce((sum, time) => sum + time, 0) / week;
}

/** Endurance time done in the last 7 days over what was expected of them; undefined when unknown. */
function lastWeekCompliance(
  input: PlanInput,
  completed: readonly DatedSession[],
  todayNumber: number,
  capability: Capability,
  currentVolume: number,
): number | undefined {
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
  return plannedLastWeek > 0
    ? lastWeekDone / plannedLastWeek
    : capability.source === 'History' && currentVolume > 0 && logCoversLastWeek
      ? lastWeekDone / currentVolume
      : undefined;
}
