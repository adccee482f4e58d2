import { Temporal } from 'temporal-polyfill';
import type { IsoDate } from '../dates/index';

/**
 * The instant a workout started, from the athlete's local day and clock time (`HH:mm`) in
 * their time zone. Without a clock time the workout is put at local noon, which keeps it on
 * its day in every time zone.
 */
export function localStartInstant(date: IsoDate, time: string | null | undefined, timeZone: string): Date {
  const [hour, minute] = (time ?? '12:00').split(':').map(Number);
  const zoned = Temporal.PlainDate.from(date).toZonedDateTime({
    timeZone,
    plainTime: new Temporal.PlainTime(hour ?? 12, minute ?? 0),
  });
  return new Date(zoned.epochMilliseconds);
}
