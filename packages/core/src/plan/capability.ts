import type { IsoDate } from '../dates/index';
import { excludedSportsOn } from './calendar';
import { dayNumber } from './day-math';
import type { EnduranceSport } from '../model/index';
import type { AthleteProfile, CompletedSession, InjuryPause } from '../model/athlete';
import type { Capability } from '../model/plan-types';

/** Spec section 9: experience window 6 weeks; a break over 6 weeks lowers capability. */
export const EXPERIENCE_WINDOW_DAYS = 42;
export const BREAK_LIMIT_DAYS = 42;
/**
 * After a break longer than 6 weeks, aerobic fitness has dropped noticeably (detraining:
 * VO2max falls ~4–14 % within 2–12 weeks, Mujika & Padilla 2000); restart at half the
 * pre-break volume, which the ramp then rebuilds quickly.
 */
export const AFTER_BREAK_FACTOR = 0.5;
/**
 * From five weeks of logged training on, the history alone says what the athlete does (its first
 * workout may fall anywhere in the window's first week); before that the answers fill the rest.
 */
const HISTORY_DECIDES_ALONE_DAYS = 35;
/** Easy swim pace guess for turning onboarding metres into time: CSS default 2:00 + 15 s. */
const EASY_SWIM_SECONDS_PER_100M = 135;

export function capabilityFromOnboarding(athlete: AthleteProfile): Capability {
  const { swim, bike, run } = athlete.experience;
  const swimWeekly = (swim.weeklyDistance / 100) * EASY_SWIM_SECONDS_PER_100M;
  const swimLong = (swim.longSessionDistance / 100) * EASY_SWIM_SECONDS_PER_100M;
  return {
    weekly: { swim: swimWeekly, bike: bike.weeklyDuration, run: run.weeklyDuration },
    longSession: { swim: swimLong, bike: bike.longSessionDuration, run: run.longSessionDuration },
    source: 'Onboarding',
  };
}

function emptyBySport(): Record<EnduranceSport, number> {
  return { swim: 0, bike: 0, run: 0 };
}

/** Weekly averages and longest sessions of a window of completed sessions. */
function summarise(
  sessions: readonly CompletedSession[],
  weeks: number,
): Pick<Capability, 'weekly' | 'longSession'> {
  const weekly = emptyBySport();
  const longSession = emptyBySport();
  for (const session of sessions) {
    if (session.sport === 'strength') continue;
    weekly[session.sport] += session.duration / weeks;
    longSession[session.sport] = Math.max(longSession[session.sport], session.duration);
  }
  return { weekly, longSession };
}

/**
 * Current capability: the last 6 weeks of completed sessions when there are any, else the
 * onboarding answers. When the last session is more than 6 weeks old, the 6 weeks before
 * the break count at half (AFTER_BREAK_FACTOR). A sport kept out by a declared injury or pause
 * is judged on the days it could be trained (`acrossDeclaredBreaks`). Sessions may come in any order.
 */
export function estimateCapability(
  athlete: AthleteProfile,
  completed: readonly CompletedSession[],
  today: IsoDate,
  pauses: readonly InjuryPause[] = [],
): Capability {
  const todayDay = dayNumber(today);
  let lastDay = -Infinity;
  const days = completed.map((session) => {
    const day = dayNumber(session.date);
    if (day < todayDay && day > lastDay) lastDay = day;
    return day;
  });
  if (lastDay === -Infinity) return capabilityFromOnboarding(athlete);

  const daysSinceLastSession = todayDay - lastDay;
  const windowEnd = daysSinceLastSession > BREAK_LIMIT_DAYS ? lastDay + 1 : todayDay;
  const windowStart = windowEnd - EXPERIENCE_WINDOW_DAYS;
  const inWindow = completed.filter((_, i) => {
    const day = days[i] ?? 0;
    return day >= windowStart && day < windowEnd;
  });
  // A history younger than the window (a new user with a week of imports) averages over the weeks it covers.
  let firstDay = Infinity;
  for (const day of days) if (day < firstDay) firstDay = day;
  const daysSeen = Math.min(EXPERIENCE_WINDOW_DAYS, windowEnd - Math.max(windowStart, firstDay));
  const summary = acrossDeclaredBreaks(
    summarise(inWindow, Math.max(7, daysSeen) / 7),
    { completed, days, windowEnd, firstDay },
    pauses,
  );
  if (daysSinceLastSession > BREAK_LIMIT_DAYS) {
    const scale = (values: Record<EnduranceSport, number>): Record<EnduranceSport, number> => ({
      swim: values.swim * AFTER_BREAK_FACTOR,
      bike: values.bike * AFTER_BREAK_FACTOR,
      run: values.run * AFTER_BREAK_FACTOR,
    });
    return {
      weekly: scale(summary.weekly),
      longSession: scale(summary.longSession),
      source: 'AfterBreak',
      daysSinceLastSession,
    };
  }
  return { ...blendWithOnboarding(summary, athlete, daysSeen), source: 'History', daysSinceLastSession };
}

/**
 * Weeks a declared injury or pause kept a sport out are not weeks of doing less: a runner back
 * from a month with a calf strain returns towards the volume they ran before it (the plan's
 * rebuild then eases the sport back in), not towards the month's zero. Such a sport is judged on
 * the 6 weeks of days it could be trained, the window reaching back over the break; a break
 * longer than 6 weeks counts at half (AFTER_BREAK_FACTOR), as a gap in the log does.
 */
function acrossDeclaredBreaks(
  summary: Pick<Capability, 'weekly' | 'longSession'>,
  log: {
    completed: readonly CompletedSession[];
    days: readonly number[];
    windowEnd: number;
    firstDay: number;
  },
  pauses: readonly InjuryPause[],
): Pick<Capability, 'weekly' | 'longSession'> {
  if (pauses.length === 0) return summary;
  const earliest = Math.max(log.firstDay, log.windowEnd - EXPERIENCE_WINDOW_DAYS - BREAK_LIMIT_DAYS);
  const excludedOn = new Map<number, Set<string>>();
  for (let day = earliest; day < log.windowEnd; day++) excludedOn.set(day, excludedSportsOn(pauses, day));
  const result = { weekly: { ...summary.weekly }, longSession: { ...summary.longSession } };
  for (const sport of ['swim', 'bike', 'run'] as const) {
    let trainable = 0;
    let excluded = 0;
    let from = log.windowEnd;
    while (from > earliest && trainable < EXPERIENCE_WINDOW_DAYS) {
      from -= 1;
      if (excludedOn.get(from)?.has(sport)) excluded += 1;
      else trainable += 1;
    }
    if (excluded === 0) continue;
    const factor = excluded > BREAK_LIMIT_DAYS ? AFTER_BREAK_FACTOR : 1;
    let total = 0;
    let longest = 0;
    log.completed.forEach((session, i) => {
      const day = log.days[i] ?? 0;
      if (session.sport !== sport || day < from || day >= log.windowEnd || excludedOn.get(day)?.has(sport))
        return;
      total += session.duration;
      longest = Math.max(longest, session.duration);
    });
    result.weekly[sport] = (total / (Math.max(7, trainable) / 7)) * factor;
    result.longSession[sport] = longest * factor;
  }
  return result;
}

/**
 * The app sees only the weeks since the athlete's first logged workout; for the rest of the
 * 6-week window the onboarding answers still stand. One workout imported yesterday is a week of
 * evidence, not proof that the athlete trains 40 minutes a week: the answers weigh what the
 * history does not cover (by the days since its first workout), so the plan moves toward what
 * is really done without collapsing.
 */
function blendWithOnboarding(
  history: Pick<Capability, 'weekly' | 'longSession'>,
  athlete: AthleteProfile,
  daysSeen: number,
): Pick<Capability, 'weekly' | 'longSession'> {
  const seen = Math.min(1, daysSeen / HISTORY_DECIDES_ALONE_DAYS);
  if (seen >= 1) return history;
  const answers = capabilityFromOnboarding(athlete);
  const blend = (fromHistory: number, fromAnswers: number) => seen * fromHistory + (1 - seen) * fromAnswers;
  const weekly = emptyBySport();
  const longSession = emptyBySport();
  for (const sport of ['swim', 'bike', 'run'] as const) {
    weekly[sport] = blend(history.weekly[sport], answers.weekly[sport]);
    // A long session really done is proof of capability; one not yet seen is not its absence.
    longSession[sport] = Math.max(
      history.longSession[sport],
      blend(history.longSession[sport], answers.longSession[sport]),
    );
  }
  return { weekly, longSession };
}

/** Spec section 5 messages for the onboarding check "long session may not exceed weekly volume". */
export const LONG_SESSION_TOO_LONG =
  'Your current long session capability is too long for the requested volume';
export const WEEKLY_CAPABILITY_TOO_LOW =
  'Your current weekly training capability is too low for the requested duration';

export interface CapabilityIssue {
  sport: EnduranceSport;
  code: 'LongSessionTooLong' | 'WeeklyCapabilityTooLow';
  message: string;
}

/**
 * Spec section 5, "Volume versus long session": the long session may not exceed the weekly
 * volume. Checked from both sides as the onboarding form does: `changed` says which field
 * the athlete edited last, which decides the message.
 */
export function validateLongSessionAgainstVolume(
  sport: EnduranceSport,
  weekly: number,
  longSession: number,
  changed: 'weekly' | 'longSession' = 'longSession',
): CapabilityIssue | undefined {
  if (longSession <= weekly) return undefined;
  return changed === 'weekly'
    ? { sport, code: 'LongSessionTooLong', message: LONG_SESSION_TOO_LONG }
    : { sport, code: 'WeeklyCapabilityTooLow', message: WEEKLY_CAPABILITY_TOO_LOW };
}
