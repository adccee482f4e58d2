import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHoursMinutes } from '../units/time-format';
import {
  boundedNumber,
  durationWords,
  hoursMinutesField,
  isMultiple,
  messages,
  numberField,
  oneOfField,
  optionalField,
  parseDecimal,
} from './index';
import { messageOf, valueOf } from './test-support';

describe('time format h:mm (spec section 5: hours 0-29, minutes 00-59)', () => {
  const time = hoursMinutesField('Duration');
  it('holds the minute and hour bounds', () => {
    expect(valueOf(time, '0:59')).toBe(59 * 60);
    expect(messageOf(time, '1:60')).toBe('Use the format h:mm, for example 1:30');
    expect(valueOf(time, '29:59')).toBe(29 * 3600 + 59 * 60);
    expect(messageOf(time, '30:00')).toBe('Use the format h:mm, for example 1:30');
    expect(valueOf(time, '0:00')).toBe(0);
  });
  it('accepts h:mm and hh:mm, nothing else', () => {
    expect(valueOf(time, '1:30')).toBe(5400);
    expect(valueOf(time, '01:30')).toBe(5400);
    expect(valueOf(time, ' 1:30 ')).toBe(5400);
    for (const bad of ['1:5', '130', '1.30', '1h30', '100:00', ':30', '-1:30', '1:30:00']) {
      expect(messageOf(time, bad), bad).toBe('Use the format h:mm, for example 1:30');
    }
    expect(messageOf(time, '')).toBe('Duration is required');
    expect(messageOf(time, undefined)).toBe('Duration is required');
  });
  it('parses any valid h:mm and formats it back identically (property)', () => {
    const hMm = fc
      .tuple(fc.integer({ min: 0, max: 29 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(hMm, (text) => {
        expect(formatHoursMinutes(valueOf(time, text))).toBe(text);
      }),
    );
  });
  it('reads hh:mm with a leading zero as the same time, shown back as h:mm (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const minutes = String(m).padStart(2, '0');
        expect(valueOf(time, `0${h}:${minutes}`)).toBe(valueOf(time, `${h}:${minutes}`));
        expect(formatHoursMinutes(valueOf(time, `0${h}:${minutes}`))).toBe(`${h}:${minutes}`);
      }),
    );
  });
  it('refuses every hour from 30 and every minute from 60 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (h, m) => {
        const result = time.safeParse(`${h}:${String(m).padStart(2, '0')}`);
        expect(result.success).toBe(h <= 29 && m <= 59);
      }),
    );
  });
});

describe('generic rules', () => {
  it('words the messages of spec section 5', () => {
    expect(messages.required('Race name')).toBe('Race name is required');
    expect(messages.minValue('Height', 60, 'cm')).toBe('Height must be at least 60 cm');
    expect(messages.maxValue('Weight', 150)).toBe('Weight must be at most 150');
    expect(messages.oneOf('Gender')).toBe('Gender is not one of the allowed values');
    expect(messages.oneOf('Pool length', ['25m', '50m', '25yd'])).toBe(
      'Pool length must be one of 25m, 50m or 25yd',
    );
    expect(messages.confirmed('Password')).toBe('Password confirmation does not match');
    expect(messages.dateAfterOrEquals('Event date', 'today')).toBe('Event date must be today or later');
  });
  it('words mm:ss bounds in seconds below a minute, in minutes from there', () => {
    expect(durationWords(54)).toBe('54 seconds');
    expect(durationWords(270)).toBe('4.5 minutes');
    expect(durationWords(150)).toBe('2.5 minutes');
    expect(durationWords(1200)).toBe('20 minutes');
    expect(durationWords(241.4016)).toBe('4.02 minutes');
    expect(durationWords(1931.2128)).toBe('32.19 minutes');
    expect(durationWords(60)).toBe('1 minute');
    expect(durationWords(1)).toBe('1 second');
  });
  it('reads numbers: numeric, integer, min/max value, step', () => {
    expect(valueOf(numberField('Distance'), '12,5')).toBe(12.5);
    expect(valueOf(numberField('Distance'), 7)).toBe(7);
    expect(messageOf(numberField('Distance'), 'twelve')).toBe('Distance must be a number');
    expect(messageOf(numberField('Distance'), '')).toBe('Distance is required');
    expect(messageOf(numberField('Distance'), Number.NaN)).toBe('Distance must be a number');
    const months = boundedNumber('Months', { min: 0, max: 600, isInteger: true });
    expect(messageOf(months, '1.5')).toBe('Months must be a whole number');
    expect(messageOf(months, '-1')).toBe('Months must be at least 0');
    expect(messageOf(months, 601)).toBe('Months must be at most 600');
    const stepped = boundedNumber('Distance', { min: 100, max: 4000, step: 100, unit: 'm' });
    expect(messageOf(stepped, 150)).toBe('Distance must be a multiple of 100 m');
    expect(valueOf(stepped, 4000)).toBe(4000);
  });
  it('parses decimals strictly and compares steps exactly', () => {
    expect(parseDecimal('1e3')).toBeUndefined();
    expect(parseDecimal('0x10')).toBeUndefined();
    expect(parseDecimal(' 3.25 ')).toBe(3.25);
    expect(isMultiple(0.3, 0.1)).toBe(true);
    expect(isMultiple(1500, 1000)).toBe(false);
  });
  it('spells one_of with the allowed words and required for a missing one', () => {
    const size = oneOfField(['S', 'M'] as const, 'Size');
    expect(messageOf(size, 'L')).toBe('Size must be one of S or M');
    expect(messageOf(size, undefined)).toBe('Size is required');
  });
  it('keeps an optional field absent, or null when cleared', () => {
    const optional = optionalField(numberField('Height'));
    expect(valueOf(optional, undefined)).toBeUndefined();
    expect(valueOf(optional, '')).toBeNull();
    expect(valueOf(optional, null)).toBeNull();
    expect(valueOf(optional, '180')).toBe(180);
  });
});
