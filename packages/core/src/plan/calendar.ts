import { fromDayNumber, type IsoDate } from '../dates/index';
import { dayNumber, weekdayOf } from './day-math';
import type { Sport } from '../model/index';
import {
  SPORT_OF_MODALITY,
  WEEKDAYS,
  type AvailabilitySlot,
  type InjuryPause,
  type RaceGoal,
  type WeeklyAvailability,
} from '../model/athlete';
import type { PhaseSpan, TrainingPhase } from '../model/plan-types';
import { RACE_PROFILES } from '../goals/race-catalogue';
import type { DayState, SlotState } from './week-builder';
import { raceWeekLimits } from './race-week';

/** Sports excluded on a day by open or closed injury and pause periods (spec section 3). */
export function excludedSportsOn(pauses: readonly InjuryPause[], day: number): Set<Sport> {
  const excluded = new Set<Sport>();
  for (const pause of pauses) {
    if (day < dayNumber(pause.start)) continue;
    if (pause.end !== undefined && day > dayNumber(pause.end)) continue;
    for (const modality of pause.excludedModalities) excluded.add(SPORT_OF_MODALITY[modality]);
  }
  return excluded;
}

interface RaceMarks {
  race?: RaceGoal;
  isPrimerDay: boolean;
  easyOnly: boolean;
  isRestDay: boolean;
  /** After a long triathlon: swim and bike only (non-weight-bearing) for the first week. */
  noRun?: boolean;
  /** Two days before a race: no long session (the race is the week's long day). */
  noLongSession?: boolean;
  /** Race-week limits counted from the race date (race-week.ts): no strength, short runs. */
  noStrength?: boolean;
  maxRunDuration?: number;
}

/**
 * Days after a 70.3 or an Ironman without running: the first week back is easy swimming and
 * spinning; the run, whose impact meets the most muscle damage, comes back in the second week.
 */
const NO_RUN_DAYS_AFTER_LONG_TRIATHLON = 7;

/**
 * Marks around races. A and B races: the day before is a primer day, B races get a
 * mini-taper of two easy days before that (coaching-science.md: "B races: a short
 * mini-taper"), A races one; C races only an easy day before ("C races: 1 day"). After an A
 * race the first `restDays` of the recovery days are rest (1 after a Sprint … 4 after an
 * Ironman), the rest easy; after a B race at least two easy days (a third of its recovery
 * days: 4 after a B 70.3), after a C race one.
 */
function raceMarks(goals: readonly RaceGoal[], firstDay: number, lastDay: number): Map<number, RaceMarks> {
  const marks = new Map<number, RaceMarks>();
  const mark = (day: number, change: Partial<RaceMarks>): void => {
    if (day < firstDay || day > lastDay) return;
    const current = marks.get(day) ?? { isPrimerDay: false, easyOnly: false, isRestDay: false };
    marks.set(day, { ...current, ...change });
  };
  for (const goal of goals) {
    const raceDay = dayNumber(goal.date);
    // Two days before any race, no long session: for A and B races the mini-taper already makes
    // it easy; a C race's week, which trains through, would otherwise put its long ride there when
    // the race takes the weekend (seven days of 8.2 CTL points after a recovery week, 2027-07-15
    // in docs/coaching-plan.md).
    mark(raceDay - 2, { noLongSession: true });
    for (const [offset, limits] of raceWeekLimits(goal.priority)) mark(raceDay - offset, limits);
    if (goal.priority === 'C') {
      mark(raceDay - 1, { easyOnly: true });
    } else {
      mark(raceDay - 1, { isPrimerDay: true, easyOnly: true });
      const easyBefore = goal.priority === 'B' ? 2 : 1;
      for (let d = 2; d <= 1 + easyBefore; d++) mark(raceDay - d, { easyOnly: true });
    }
    if (goal.priority === 'A') {
      const { recoveryDays: recovery, restDays } = RACE_PROFILES[goal.type];
      const longTriathlon = goal.type === 'HalfIronman' || goal.type === 'Ironman';
      for (let d = 1; d <= recovery; d++) {
        const noRun = longTriathlon && d <= NO_RUN_DAYS_AFTER_LONG_TRIATHLON;
        mark(
          raceDay + d,
          d <= restDays ? { isRestDay: true } : noRun ? { easyOnly: true, noRun } : { easyOnly: true },
        );
      }
    } else {
      // Recovery after B and C races scales with the distance: a B race gets at least 2 easy
      // days (no intensity, issue 12), a third of its recovery days for long races; a C race 1.
      const easyAfter =
        goal.priority === 'B' ? Math.max(2, Math.ceil(RACE_PROFILES[goal.type].recoveryDays / 3)) : 1;
      for (let d = 1; d <= easyAfter; d++) mark(raceDay + d, { easyOnly: true });
    }
  }
  // The race itself wins over marks from a neighbouring race.
  for (const goal of goals) mark(dayNumber(goal.date), { race: goal, isPrimerDay: false, isRestDay: false });
  return marks;
}

/** One DayState per plannable day, from today to the season's end. */
export function buildDays(
  today: IsoDate,
  phases: readonly PhaseSpan[],
  availability: WeeklyAvailability,
  pauses: readonly InjuryPause[],
  goals: readonly RaceGoal[],
): DayState[] {
  const last = phases.at(-1);
  if (!last) return [];
  const firstDay = dayNumber(today);
  const lastDay = dayNumber(last.end);
  const marks = raceMarks(goals, firstDay, lastDay);
  const days: DayState[] = [];
  let spanIndex = 0;
  const spanEnds = phases.map((phase) => dayNumber(phase.end));
  let weekday = weekdayOf(today);
  for (let dayNumber = firstDay; dayNumber <= lastDay; dayNumber++) {
    const date = fromDayNumber(dayNumber);
    let span = phases[spanIndex];
    while (span && (spanEnds[spanIndex] ?? dayNumber) < dayNumber) span = phases[++spanIndex];
    if (!span) break;
    const excluded = excludedSportsOn(pauses, dayNumber);
    const markOfDay = marks.get(dayNumber);
    const weekdayName = WEEKDAYS[weekday - 1] ?? 'Monday';
    const slots: SlotState[] = [];
    if (!markOfDay?.isRestDay) {
      const offered = availability[weekdayName] ?? [];
      for (let index = 0; index < offered.length; index++) {
        const slot = offered[index] as AvailabilitySlot;
        // Each day its own set: fixed sessions and races take sports out of a day's slots.
        const sports = new Set<Sport>();
        for (const modality of slot.modalities) {
          const sport = SPORT_OF_MODALITY[modality];
          if (!excluded.has(sport) && !(markOfDay?.noRun && sport === 'run')) sports.add(sport);
        }
        slots.push({ index, duration: slot.duration, sports, used: false, taken: 0 });
      }
    }
    const day: DayState = {
      date,
      dayNumber,
      span,
      slots,
      easyOnly: (markOfDay?.easyOnly ?? false) || span.phase === 'PostRace' || span.phase === 'Off',
      // Primer day: one short session; other mini-taper days: easy and at most an hour.
      maxSessionDuration: markOfDay?.isPrimerDay ? 45 * 60 : markOfDay?.easyOnly ? 60 * 60 : Infinity,
      isPrimerDay: markOfDay?.isPrimerDay ?? false,
      noLongSession: markOfDay?.noLongSession ?? false,
      ...(markOfDay?.noStrength ? { noStrength: true } : {}),
      ...(markOfDay?.maxRunDuration === undefined ? {} : { maxRunDuration: markOfDay.maxRunDuration }),
      sessions: [],
      excluded,
    };
    if (markOfDay?.race) day.race = markOfDay.race;
    days.push(day);
    weekday = weekday === 7 ? 1 : weekday + 1;
  }
  return days;
}

/** Phase of the majority of plannable days, used for the week's label. */
export function weekPhase(days: readonly { span: PhaseSpan }[], fallback: TrainingPhase): TrainingPhase {
  const counts = new Map<TrainingPhase, number>();
  for (const day of days) counts.set(day.span.phase, (counts.get(day.span.phase) ?? 0) + 1);
  let best = fallback;
  let bestCount = 0;
  for (const [phase, count] of counts) {
    if (count > bestCount) {
      best = phase;
      bestCount = count;
    }
  }
  return best;
}
