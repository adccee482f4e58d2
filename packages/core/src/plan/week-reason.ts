import type { IsoDate } from '../dates/index';
import type { RaceGoal } from '../model/athlete';
import type { PlannedSession, TrainingPhase } from '../model/plan-types';
import { dayNumber, gapDays, shiftDate, weekdayOf } from './day-math';
import { BREAK_PAUSED_DAYS } from './volume';
import { RUN_WALK_WEEKS } from './workouts-return';

/** What the engine decided for one week, as the reason line reads it. */
export interface WeekReasonFacts {
  /** Monday. */
  start: IsoDate;
  phase: TrainingPhase;
  isRecoveryWeek: boolean;
  /** Plannable days of the week (the current week may have fewer than 7). */
  days: number;
  /** Days on which every sport of the race is paused (holiday, illness): ≥ 4 make the week a break. */
  pausedDays: number;
  /** Endurance time the week aims at (seconds): the engine's volume decision. */
  volume: number;
  /** Longest ride and run placed (seconds, 0 when none). */
  longest: { bike: number; run: number };
  /** Back to running: run-walk week 1–3, 0 for the lead-in days (plan/run-return.ts). */
  runReturnWeek?: number;
}

type RaceRef = Pick<RaceGoal, 'name' | 'date' | 'priority'>;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 3:15 for 3 h 15 min (the long sessions are always whole quarter-hours or more). */
function clockTime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "+8 %", "−35 %" (typographic minus), or undefined when the change is not measurable. */
function change(
  volume: number,
  previous: WeekReasonFacts | undefined,
  current: WeekReasonFacts,
): string | undefined {
  // A partial or paused week is no measure of the progression.
  const whole = (week: WeekReasonFacts) => week.days === 7 && week.pausedDays === 0;
  if (!previous || !whole(previous) || !whole(current) || previous.volume <= 0) return undefined;
  const percent = Math.round(((volume - previous.volume) / previous.volume) * 100);
  if (percent === 0) return 'volume held';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)} % volume`;
}

function longSessions(longest: WeekReasonFacts['longest']): string[] {
  const parts: string[] = [];
  if (longest.bike > 0) parts.push(`long ride ${clockTime(longest.bike)}`);
  if (longest.run > 0) parts.push(`long run ${clockTime(longest.run)}`);
  return parts;
}

const BUILD_LABEL: Partial<Record<TrainingPhase, string>> = { Foundation: 'Foundation', Specific: 'Build' };

/**
 * One line per week, the reason a coach would write on it (docs/coaching-plan.md "Week reasons"),
 * derived only from what the engine already decided: phase, place in the load:recovery block,
 * endurance time against the last load week (load weeks) or the week before (other weeks), the longest ride and run, and the races.
 * Order of precedence: A race in the week, taper, post-race, B/C race in the week, off season, break,
 * back to running, easing back in, recovery week, load week. Pure and linear in the number of weeks.
 */
export function weekReasons(
  weeks: readonly WeekReasonFacts[],
  races: readonly RaceRef[],
  loadWeeksPerBlock: number,
): string[] {
  const sorted = [...races].sort((a, b) => gapDays(b.date, a.date));
  let blockPosition = 0;
  let lastLoadWeek: WeekReasonFacts | undefined;
  return weeks.map((week, i) => {
    const end = shiftDate(week.start, 6);
    const inWeek = sorted.filter((race) => race.date >= week.start && race.date <= end);
    const isBuildWeek = week.phase === 'Foundation' || week.phase === 'Specific';
    const isBreak = isBuildWeek && week.pausedDays >= BREAK_PAUSED_DAYS;
    // The first week back from a break holds the level and starts no block (plan/volume.ts).
    const easingBack = isBuildWeek && !isBreak && (weeks[i - 1]?.pausedDays ?? 0) >= BREAK_PAUSED_DAYS;
    const isLoadWeek = isBuildWeek && !week.isRecoveryWeek && !isBreak;
    blockPosition = isLoadWeek && !easingBack ? blockPosition + 1 : 0;
    // A load week is measured against the last load week (the progression), any other week
    // against the week before it (the drop).
    const volumeChange = change(week.volume, isLoadWeek ? lastLoadWeek : weeks[i - 1], week);
    if (isLoadWeek && inWeek.length === 0) lastLoadWeek = week;

    const aRace = inWeek.find((race) => race.priority === 'A');
    if (aRace) return `Race week: ${aRace.name} on ${WEEKDAYS[weekdayOf(aRace.date) - 1]}`;
    if (week.phase === 'Taper') {
      const next = sorted.find((race) => race.priority === 'A' && race.date > end);
      const base = next ? `Taper: ${gapDays(week.start, next.date)} days to ${next.name}` : 'Taper';
      return volumeChange && volumeChange !== 'volume held' ? `${base}, ${volumeChange}` : base;
    }
    if (week.phase === 'PostRace' || week.phase === 'RaceDay') {
      const last = [...sorted].reverse().find((race) => race.priority === 'A' && race.date < week.start);
      return last
        ? `Recovery after ${last.name}: short, easy sessions`
        : 'Post-race recovery: short, easy sessions';
    }
    const minor = inWeek[0];
    if (minor) {
      const day = WEEKDAYS[weekdayOf(minor.date) - 1];
      return minor.priority === 'B'
        ? `B race: ${minor.name} on ${day}, mini-taper in the 5 days before`
        : `C race: ${minor.name} on ${day}, easy day before`;
    }
    if (week.phase === 'Off') return 'Off season: easy, unstructured training';
    if (isBreak)
      return week.pausedDays >= 7
        ? 'Break: no training this week, the rest a recovery week would give'
        : `Break: ${week.pausedDays} days off, easy sessions on the others`;
    if (week.runReturnWeek !== undefined)
      return [
        week.runReturnWeek === 0
          ? 'Back to running: easy run-walk from the last days of the week'
          : `Back to running: easy run-walk, week ${week.runReturnWeek} of ${RUN_WALK_WEEKS}`,
        ...(week.isRecoveryWeek ? ['recovery week'] : []),
        ...longSessions({ bike: week.longest.bike, run: 0 }),
      ].join(', ');
    if (easingBack)
      return [
        'Easing back in after the break: no step up, each sport back at half its share',
        ...longSessions(week.longest),
      ].join(', ');
    if (week.isRecoveryWeek)
      return `Recovery week: ${volumeChange ?? 'less volume'}, legs fresh for the next block`;
    const label = BUILD_LABEL[week.phase] ?? week.phase;
    const position =
      blockPosition <= loadWeeksPerBlock
        ? `${label} ${blockPosition} of ${loadWeeksPerBlock + 1}`
        : `${label} ${blockPosition}`;
    const details = [
      ...(volumeChange
        ? [volumeChange]
        : week.days < 7
          ? [`${week.days} day${week.days === 1 ? '' : 's'} left`]
          : []),
      ...longSessions(week.longest),
    ];
    return details.length > 0 ? `${position}: ${details.join(', ')}` : position;
  });
}

/** Adds each week's longest ride and run from the placed sessions (races, tests and skipped ones not counted). One pass. */
export function weekFactsFromSessions(
  weeks: readonly Omit<WeekReasonFacts, 'longest'>[],
  sessions: readonly PlannedSession[],
): WeekReasonFacts[] {
  const facts: WeekReasonFacts[] = weeks.map((week) => ({ ...week, longest: { bike: 0, run: 0 } }));
  const first = weeks[0];
  if (!first) return facts;
  const firstDay = dayNumber(first.start);
  const byStart = new Map<number, WeekReasonFacts>();
  for (const fact of facts) byStart.set(dayNumber(fact.start), fact);
  for (const session of sessions) {
    // A test's hour on the bike is no long ride.
    if (
      session.status === 'skipped' ||
      session.focus === 'Race' ||
      session.focus === 'PerformanceTest' ||
      session.sport === 'strength'
    )
      continue;
    const day = dayNumber(session.date);
    const fact = byStart.get(day - ((((day - firstDay) % 7) + 7) % 7));
    if (!fact) continue;
    if (session.sport === 'bike' || session.sport === 'run')
      fact.longest[session.sport] = Math.max(fact.longest[session.sport], session.duration);
  }
  return facts;
}
