import type { Intensity, SessionFocus, Sport } from '@tricoach/core';
import { formatDurationWords, formatSportDistance, type SessionUnits } from '@tricoach/core/units';

/** The session wording shared with the calendar feed lives in core (units/workout-text). */
export {
  formatSportDistance,
  formatTarget,
  SPORT_LABEL,
  STEP_LABEL,
  type SessionUnits as Units,
} from '@tricoach/core/units';

export const SPORT_ORDER: readonly Sport[] = ['swim', 'bike', 'run', 'strength'];

export const INTENSITY_LABEL: Record<Intensity, string> = {
  recovery: 'Recovery',
  endurance: 'Endurance',
  tempo: 'Tempo',
  threshold: 'Threshold',
  vo2max: 'VO2max',
  anaerobic: 'Anaerobic',
};

export const FOCUS_LABEL: Record<SessionFocus, string> = {
  Recovery: 'Recovery',
  Endurance: 'Endurance',
  LongEndurance: 'Long endurance',
  Technique: 'Technique',
  Tempo: 'Tempo',
  Threshold: 'Threshold',
  VO2max: 'VO2max',
  RacePace: 'Race pace',
  Brick: 'Brick',
  Strength: 'Strength',
  PerformanceTest: 'Performance test',
  Race: 'Race',
};

export const formatSessionDuration = (seconds: number): string => formatDurationWords(seconds);

/** A session's distance, or nothing when it has none (strength, unknown). */
export function sessionDistance(meters: number, sport: Sport, units: SessionUnits): string | undefined {
  if (sport === 'strength' || !(meters > 0)) return undefined;
  return formatSportDistance(meters, sport, units);
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Short weekday of an ISO date (Monday first). */
export function weekdayName(iso: string): string {
  const day = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] ?? '';
}
