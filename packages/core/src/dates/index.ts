import { civilDayNumber, fastDayNumber, fastIsoDate } from '../load/day-index';

/**
 * Calendar days are ISO strings (`YYYY-MM-DD`) at every boundary of the engine: plans are
 * days in the athlete's time zone, never instants. Hot loops work on day numbers (days since
 * 1970-01-01), which are plain integers and cheap to compare and index.
 *
 * No Temporal here (issue 17 part 1): the web app's dashboard imports this module, and
 * evaluating the polyfill was a ~50 ms task before its first render. Dates are `YYYY-MM-DD`
 * only (years 0000–9999); time zones go through `Intl.DateTimeFormat`, as the polyfill's do.
 * dates.test.ts checks every function against Temporal.
 */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;

/** A calendar date written `YYYY-MM-DD` (the API's and the database's form). */
export function isIsoDate(value: string): boolean {
  try {
    fastDayNumber(value);
    return true;
  } catch {
    return false;
  }
}

/** Days since 1970-01-01; a RangeError for anything but a `YYYY-MM-DD` calendar date. */
export function toDayNumber(date: IsoDate): number {
  return fastDayNumber(date);
}

/** Day numbers of 0000-01-01 and 9999-12-31: fastIsoDate's range. */
const FOUR_DIGIT_YEARS = { first: -719_528, last: 2_932_896 };

export function fromDayNumber(day: number): IsoDate {
  if (day >= FOUR_DIGIT_YEARS.first && day <= FOUR_DIGIT_YEARS.last) return fastIsoDate(day);
  // Other years as Temporal writes them (`+010000-01-01`, `-000001-12-31`), though no function
  // here reads them back.
  const iso = new Date(day * MS_PER_DAY).toISOString();
  return iso.slice(0, iso.indexOf('T'));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** ISO weekday: Monday 1 … Sunday 7 (weeks start on Monday, spec section 1). */
export function isoWeekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((toDayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the week that holds `date`. */
export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

/**
 * One formatter per time zone (making one is the expensive part; a RangeError for an unknown
 * zone), with the last date it gave and the second it was for: a server asks for an athlete's
 * today several times a call, and formatting an instant costs more than the rest of a cheap call.
 */
interface ZoneDays {
  format: Intl.DateTimeFormat;
  second: number;
  date: IsoDate | undefined;
}
const zoneDays = new Map<string, ZoneDays>();

function zoneDaysOf(timeZone: string): ZoneDays {
  let zone = zoneDays.get(timeZone);
  if (!zone) {
    // The proleptic Gregorian calendar with its era (1 BC is ISO year 0), in ASCII digits.
    const format = new Intl.DateTimeFormat('en-US', {
      calendar: 'gregory',
      numberingSystem: 'latn',
      timeZone,
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    zone = { format, second: Number.NaN, date: undefined };
    zoneDays.set(timeZone, zone);
  }
  return zone;
}

/**
 * Today's calendar date in an IANA time zone at a given instant (the caller owns the clock). The
 * same second gives the same date: zone offsets are whole seconds, so a day never ends mid-second.
 */
export function localDate(instant: Date, timeZone: string): IsoDate {
  const zone = zoneDaysOf(timeZone);
  const second = Math.floor(instant.getTime() / 1000);
  if (second === zone.second && zone.date !== undefined) return zone.date;
  let year = Number.NaN;
  let month = Number.NaN;
  let day = Number.NaN;
  let beforeChrist = false;
  for (const part of zone.format.formatToParts(instant)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'era') beforeChrist = part.value === 'BC';
  }
  const dayNumber = civilDayNumber(beforeChrist ? 1 - year : year, month, day);
  if (!Number.isFinite(dayNumber)) throw new RangeError(`Invalid instant: ${String(instant)}`);
  const date = fromDayNumber(dayNumber);
  zone.second = second;
  zone.date = date;
  return date;
}

/** DD.MM.YY, the spec's display format (section 9). */
export function formatDisplayDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y?.slice(2)}`;
}

/**
 * Whole years from `dateOfBirth` to `today` (negative when today is earlier), as Temporal's
 * `until` counts them: someone born on 29 February turns a year older on 1 March.
 */
export function ageOn(dateOfBirth: IsoDate, today: IsoDate): number {
  const sign = Math.sign(toDayNumber(today) - toDayNumber(dateOfBirth));
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  const [todayMonthDay, birthMonthDay] = [today.slice(5), dateOfBirth.slice(5)];
  // A year counts once its anniversary (month and day, `MM-DD`) is reached.
  const short = sign > 0 ? todayMonthDay < birthMonthDay : todayMonthDay > birthMonthDay;
  return short ? years - sign : years;
}
