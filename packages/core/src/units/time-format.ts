/**
 * Clock-style text for durations and paces. Parsers return `undefined` for text that breaks
 * the rule (errors as data; the validation layer owns the message).
 */

/** Spec section 5, time format: `h:mm` or `hh:mm`, hours 0-29, minutes 00-59. */
const HOURS_MINUTES = /^(\d{1,2}):([0-5]\d)$/;
const MAX_HOURS = 29;

/** Parses `h:mm` / `hh:mm` into seconds (SI). */
export function parseHoursMinutes(text: string): number | undefined {
  const match = HOURS_MINUTES.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > MAX_HOURS) return undefined;
  return hours * 3600 + minutes * 60;
}

/** Seconds to `h:mm`, rounded to the nearest minute. */
export function formatHoursMinutes(seconds: number): string {
  const totalMinutes = Math.round(Math.max(0, seconds) / 60);
  const hours = Math.floor(totalMinutes / 60);
  return `${hours}:${pad2(totalMinutes % 60)}`;
}

/** `mm:ss` (also `m:ss`, and minutes above 59 for long paces); seconds 00-59. */
const MINUTES_SECONDS = /^(\d{1,3}):([0-5]\d)$/;

/** Parses `mm:ss` into seconds. */
export function parseMinutesSeconds(text: string): number | undefined {
  const match = MINUTES_SECONDS.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Seconds to `m:ss`; rounds to whole seconds first so 59.6 s never prints as `0:60`. A pace
 * with no speed (infinite or not a number) prints as `--:--`.
 */
export function formatMinutesSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const total = Math.round(Math.max(0, seconds));
  return `${Math.floor(total / 60)}:${pad2(total % 60)}`;
}

/** A duration as `h:mm:ss` from one hour up, `m:ss` below. */
export function formatDuration(seconds: number): string {
  const total = Math.round(Math.max(0, seconds));
  const hours = Math.floor(total / 3600);
  if (hours === 0) return formatMinutesSeconds(total);
  const rest = total - hours * 3600;
  return `${hours}:${pad2(Math.floor(rest / 60))}:${pad2(rest % 60)}`;
}

/**
 * A duration for prose: `45 min`, `1 h`, `1 h 05 min`. Short steps keep their seconds, as a coach
 * writes them: a stride of `20 s`, a rep of `1 min 30 s` (under 10 minutes; longer ones round to
 * the minute).
 */
export function formatDurationWords(seconds: number): string {
  const wholeSeconds = Math.round(Math.max(0, seconds));
  if (wholeSeconds > 0 && wholeSeconds < 60) return `${wholeSeconds} s`;
  if (wholeSeconds < SECONDS_SHOWN_BELOW && wholeSeconds % 60 !== 0)
    return `${Math.floor(wholeSeconds / 60)} min ${wholeSeconds % 60} s`;
  const totalMinutes = Math.round(Math.max(0, seconds) / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${pad2(minutes)} min`;
}

/** From 10 minutes on, a duration's seconds are noise in prose. */
const SECONDS_SHOWN_BELOW = 10 * 60;

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}
