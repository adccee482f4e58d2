import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  formatDisplayDate,
  fromDayNumber,
  isIsoDate,
  isoWeekday,
  localDate,
  startOfWeek,
  toDayNumber,
} from './index';

describe('dates', () => {
  it('round-trips day numbers', () => {
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
  it('starts weeks on Monday', () => {
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
  });
  it('validates and formats', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(formatDisplayDate('2026-11-22')).toBe('22.11.26');
  });
  it('reads the local date in a time zone', () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-11-22');
    expect(localDate(instant, 'Europe/Berlin')).toBe('2026-11-23');
  });
  it('reads the local date of each instant, whatever was asked just before (it keeps the last second)', () => {
    const lastMillisecond = Date.parse('2026-11-22T22:59:59.999Z'); // 23:59:59.999 in Berlin
    for (const [epochMs, date] of [
      [lastMillisecond, '2026-11-22'],
      [lastMillisecond + 1, '2026-11-23'],
      [lastMillisecond - 499, '2026-11-22'],
      [lastMillisecond + 1, '2026-11-23'],
      [lastMillisecond + 1 - 86_400_000, '2026-11-22'],
    ] as const)
      expect(localDate(new Date(epochMs), 'Europe/Berlin')).toBe(date);
  });
  it('computes age in whole years', () => {
    expect(ageOn('1990-11-23', '2026-11-22')).toBe(35);
    expect(ageOn('1990-11-22', '2026-11-22')).toBe(36);
    expect(ageOn('2000-02-29', '2001-02-28')).toBe(0);
    expect(ageOn('2000-02-29', '2001-03-01')).toBe(1);
  });
});

/**
 * dates/ used Temporal (temporal-polyfill) until issue 17 part 1's fifth pass; these compare
 * it with what Temporal answers. Only `YYYY-MM-DD` is a date now: Temporal also took other
 * spellings (`20261122`, `2026-11-22T10:00`, `+010000-01-01`), which no caller passes.
 */
describe('dates agree with Temporal', () => {
  const plainDate = (date: string) => Temporal.PlainDate.from(date, { overflow: 'reject' });
  const temporalIsIsoDate = (value: string) => {
    try {
      return plainDate(value).toString() === value;
    } catch {
      return false;
    }
  };
  const EPOCH = Temporal.PlainDate.from('1970-01-01');
  const FIRST_DAY = -719_528; // 0000-01-01
  const LAST_DAY = 2_932_896; // 9999-12-31
  const anyDay = fc.integer({ min: FIRST_DAY, max: LAST_DAY });
  // Ten characters near a date: digits, the separators and what Temporal's other forms use.
  const tenChars = fc.string({
    unit: fc.constantFrom(...'0123456789-+:TZ /'),
    minLength: 10,
    maxLength: 10,
  });
  const nearDate = fc
    .tuple(anyDay, fc.nat({ max: 9 }), fc.constantFrom(...'0123456789-+:TZ /'))
    .map(([day, at, char]) => {
      const iso = fromDayNumber(day);
      return iso.slice(0, at) + char + iso.slice(at + 1);
    });

  it('isIsoDate and toDayNumber: the same answer for every ten-character string (property)', () => {
    fc.assert(
      fc.property(fc.oneof(tenChars, nearDate, anyDay.map(fromDayNumber)), (value) => {
        const valid = temporalIsIsoDate(value);
        expect(isIsoDate(value)).toBe(valid);
        if (valid) {
          expect(toDayNumber(value)).toBe(EPOCH.until(plainDate(value)).days);
        } else {
          expect(() => toDayNumber(value)).toThrow(RangeError);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses the spellings Temporal also read', () => {
    for (const other of ['20261122', '2026-11-22T10:00', '+010000-01-01', '-000001-01-01', '2026-11-22 ']) {
      expect(isIsoDate(other)).toBe(false);
      expect(() => toDayNumber(other)).toThrow(RangeError);
      expect(() => isoWeekday(other)).toThrow(RangeError);
    }
  });

  it('isoWeekday (property)', () => {
    fc.assert(
      fc.property(anyDay.map(fromDayNumber), (date) => {
        expect(isoWeekday(date)).toBe(Temporal.PlainDate.from(date).dayOfWeek);
      }),
      { numRuns: 5000 },
    );
  });

  it('ageOn, either way round, around birthdays and 29 February (property)', () => {
    const leapDay = fc
      .integer({ min: 0, max: 2499 })
      .map((q) => `${String(q * 4).padStart(4, '0')}-02-29`)
      .filter(temporalIsIsoDate);
    const date = fc.oneof(anyDay.map(fromDayNumber), leapDay);
    // Often the same month and day in another year, or a day beside it.
    const pair = fc.oneof(
      fc.tuple(date, date),
      fc
        .tuple(date, fc.integer({ min: -120, max: 120 }), fc.integer({ min: -1, max: 1 }))
        .map(([birth, years, shift]) => {
          const year = Math.min(9999, Math.max(0, Number(birth.slice(0, 4)) + years));
          const moved = `${String(year).padStart(4, '0')}${birth.slice(4)}`;
          const today = isIsoDate(moved) ? moved : `${moved.slice(0, 8)}28`;
          const shifted = Math.min(LAST_DAY, Math.max(FIRST_DAY, toDayNumber(today) + shift));
          return [birth, fromDayNumber(shifted)] as const;
        }),
    );
    fc.assert(
      fc.property(pair, ([birth, today]) => {
        const expected = Temporal.PlainDate.from(birth).until(Temporal.PlainDate.from(today), {
          largestUnit: 'years',
        }).years;
        expect(ageOn(birth, today)).toBe(expected);
      }),
      { numRuns: 10_000 },
    );
  });

  // Every zone the app accepts (validation/preferences: what Intl.DateTimeFormat takes by name),
  // with a few links and old spellings it also accepts.
  const zones = [
    ...Intl.supportedValuesOf('timeZone'),
    ...['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT+5', 'Etc/GMT-14', 'EST5EDT', 'Asia/Calcutta', 'US/Pacific'],
    ...['Europe/Kiev', 'America/Buenos_Aires', 'Pacific/Apia', 'Antarctica/Troll', 'Australia/Lord_Howe'],
  ];
  const temporalLocalDate = (epochMs: number, timeZone: string) =>
    Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDate().toString();
  const agrees = (epochMs: number, timeZone: string): void => {
    const at = `${new Date(epochMs).toISOString()} ${timeZone}`;
    expect(localDate(new Date(epochMs), timeZone), at).toBe(temporalLocalDate(epochMs, timeZone));
  };

  it('localDate: any instant of years -1000 to 3000 in any zone (property)', () => {
    const instant = fc.integer({ min: Date.UTC(-1000, 0, 1), max: Date.UTC(3000, 0, 1) });
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (epochMs, timeZone) => {
        agrees(epochMs, timeZone);
      }),
      { numRuns: 5000 },
    );
    // A Date's whole range (±100,000,000 days from 1970) in zones west and east of UTC.
    for (const timeZone of ['UTC', 'America/New_York', 'Asia/Tokyo'])
      for (const epochMs of [
        -8.64e15 + 86_400_000,
        -62_198_755_200_000,
        253_402_300_800_000,
        8.64e15 - 86_400_000,
      ])
        agrees(epochMs, timeZone);
  });

  it('localDate: at local midnight and at every change of offset from 1990 to 2035 in every zone', () => {
    const end = Date.UTC(2035, 0, 1);
    for (const timeZone of zones) {
      let at: Temporal.ZonedDateTime | null = Temporal.Instant.fromEpochMilliseconds(
        Date.UTC(1990, 0, 1),
      ).toZonedDateTimeISO(timeZone);
      while (at && at.epochMilliseconds < end) {
        for (const edge of [
          at.epochMilliseconds,
          at.startOfDay().epochMilliseconds,
          at.add({ days: 1 }).startOfDay().epochMilliseconds,
        ])
          for (const delta of [-1, 0, 1]) agrees(edge + delta, timeZone);
        at = at.getTimeZoneTransition('next');
      }
    }
  }, 120_000);

  it('localDate: an unknown zone or an invalid instant is a RangeError, as in Temporal', () => {
    expect(() => temporalLocalDate(0, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localDate(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localDate(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});
