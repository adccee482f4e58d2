import { Temporal } from 'temporal-polyfill';
import { fastDayNumber, fastIsoDate } from '../load/day-index';

/**
 * Calendar days are ISO strings (`YYYY-MM-DD`) at every boundary of the engine: plans are
 * days in the athlete's time zone, never instants. Hot loops work on day numbers (days since
 * 1970-01-01), which are plain integers and cheap to compare and index.
 */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;

export function isIsoDate(value: string): boolean {
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' }).toString() === value;
  } catch {
    return false;
  }
}

export function toDayNumber(date: IsoDate): number {
  // `YYYY-MM-DD`, nearly every call, without Temporal (~10 µs a call, and addDays runs in every
  // loop over days); the same number for every valid date, the same RangeError for an invalid one.
  if (date.length === 10) return fastDayNumber(date);
  const plain = Temporal.PlainDate.from(date, { overflow: 'reject' });
  return Math.round(Date.UTC(plain.year, plain.month - 1, plain.day) / MS_PER_DAY);
}

/** Day numbers of 0000-01-01 and 9999-12-31: fastIsoDate's range. */
const FOUR_DIGIT_YEARS = { first: -719_528, last: 2_932_896 };

export function fromDayNumber(day: number): IsoDate {
  if (day >= FOUR_DIGIT_YEARS.first && day <= FOUR_DIGIT_YEARS.last) return fastIsoDate(day);
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** ISO weekday: Monday 1 … Sunday 7 (weeks start on Monday, spec section 1). */
export function isoWeekday(date: IsoDate): number {
  return Temporal.PlainDate.from(date).dayOfWeek;
}

/** The Monday of the week that holds `date`. */
export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** Today's calendar date in an IANA time zone at a given instant (the caller owns the clock). */
export function localDate(instant: Date, timeZone: string): IsoDate {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

/** DD.MM.YY, the spec's display format (section 9). */
export function formatDisplayDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y?.slice(2)}`;
}

export function ageOn(dateOfBirth: IsoDate, today: IsoDate): number {
  const birth = Temporal.PlainDate.from(dateOfBirth);
  return birth.until(Temporal.PlainDate.from(today), { largestUnit: 'years' }).years;
}
