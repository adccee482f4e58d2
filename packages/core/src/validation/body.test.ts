import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmToInches, kgToPounds } from '../units/convert';
import {
  dateOfBirthSchema,
  genderSchema,
  HEIGHT_BOUNDS,
  heightSchema,
  WEIGHT_BOUNDS,
  weightSchema,
} from './index';
import { messageOf, valueOf } from './test-support';

describe('height (spec section 5: metric 60-250 cm, imperial 20-95 in)', () => {
  const metric = heightSchema('Metric');
  const imperial = heightSchema('Imperial');
  it('holds the metric bounds', () => {
    expect(messageOf(metric, '59')).toBe('Height must be at least 60 cm');
    expect(messageOf(metric, '59.9')).toBe('Height must be at least 60 cm');
    expect(valueOf(metric, '60')).toBe(60);
    expect(valueOf(metric, '250')).toBe(250);
    expect(messageOf(metric, '250.1')).toBe('Height must be at most 250 cm');
    expect(messageOf(metric, '251')).toBe('Height must be at most 250 cm');
  });
  it('holds the imperial bounds and gives centimetres out', () => {
    expect(messageOf(imperial, '19')).toBe('Height must be at least 20 in');
    expect(valueOf(imperial, '20')).toBe(50.8);
    expect(valueOf(imperial, '70')).toBe(177.8);
    expect(valueOf(imperial, '95')).toBe(241.3);
    expect(messageOf(imperial, '96')).toBe('Height must be at most 95 in');
  });
  it('follows the pattern: 2-3 digits, an optional one decimal', () => {
    expect(valueOf(metric, '180.5')).toBe(180.5);
    expect(valueOf(metric, '180,5')).toBe(180.5);
    expect(valueOf(metric, 180.5)).toBe(180.5);
    for (const bad of ['5', '1800', '180.55', '180.', '.5', 'abc', '1,80', '-180', '1e2']) {
      expect(messageOf(metric, bad), bad).toBe('Height must look like 180 or 180.5');
    }
    expect(messageOf(imperial, '5')).toBe('Height must look like 70 or 70.5');
  });
  it('is required when its field is', () => {
    expect(messageOf(metric, '')).toBe('Height is required');
    expect(messageOf(metric, undefined)).toBe('Height is required');
  });
});

describe('weight (spec section 5: metric 30-150 kg, imperial 66-330 lbs)', () => {
  const metric = weightSchema('Metric');
  const imperial = weightSchema('Imperial');
  it('holds the metric bounds', () => {
    expect(messageOf(metric, '29')).toBe('Weight must be at least 30 kg');
    expect(valueOf(metric, '30')).toBe(30);
    expect(valueOf(metric, '150')).toBe(150);
    expect(messageOf(metric, '151')).toBe('Weight must be at most 150 kg');
  });
  it('holds the imperial bounds and gives kilograms out', () => {
    expect(messageOf(imperial, '65')).toBe('Weight must be at least 66 lbs');
    expect(valueOf(imperial, '66')).toBe(30);
    expect(valueOf(imperial, '66.1')).toBe(30);
    expect(valueOf(imperial, '66.2')).toBe(30.03);
    expect(valueOf(imperial, '160.5')).toBe(72.8);
    expect(valueOf(imperial, '330')).toBe(149.69);
    expect(messageOf(imperial, '331')).toBe('Weight must be at most 330 lbs');
    expect(messageOf(imperial, '1000')).toBe('Weight must look like 160 or 160.5');
  });
});

/** What a form shows back: SI converted to the athlete's unit, one decimal. */
const shown = (si: number, toUnit: (si: number) => number) => (Math.round(toUnit(si) * 10) / 10).toFixed(1);
const typed = (min: number, max: number) =>
  fc.integer({ min: min * 10, max: max * 10 }).map((tenths) => (tenths / 10).toFixed(1));

describe('metric and imperial round trips (property)', () => {
  it('shows a stored value back as the value typed, in either system', () => {
    for (const [system, schema, toUnit] of [
      ['Metric', heightSchema('Metric'), (cm: number) => cm],
      ['Imperial', heightSchema('Imperial'), cmToInches],
    ] as const) {
      fc.assert(
        fc.property(typed(HEIGHT_BOUNDS[system].min, HEIGHT_BOUNDS[system].max), (text) => {
          expect(shown(valueOf(schema, text), toUnit)).toBe(text);
        }),
      );
    }
    for (const [system, schema, toUnit] of [
      ['Metric', weightSchema('Metric'), (kg: number) => kg],
      ['Imperial', weightSchema('Imperial'), kgToPounds],
    ] as const) {
      fc.assert(
        // 66.0 lbs is stored as 30 kg and shown back as 66.1 (see weightSchema).
        fc.property(
          typed(system === 'Imperial' ? 66.2 : WEIGHT_BOUNDS[system].min, WEIGHT_BOUNDS[system].max),
          (text) => {
            expect(shown(valueOf(schema, text), toUnit)).toBe(text);
          },
        ),
      );
    }
  });
  it('stays within both systems bounds when an athlete switches units, inside the range both allow', () => {
    // Height: 60-241.3 cm is both 60-250 cm and 20-95 in; weight: 30-149.6 kg is both 30-150 kg
    // and 66-330 lbs. One decimal of an inch is 0.127 cm, so a value within that of a bound
    // may round across it: the generated values keep that margin.
    fc.assert(
      fc.property(typed(60.2, 241.1), (cmText) => {
        const cm = valueOf(heightSchema('Metric'), cmText);
        const back = valueOf(heightSchema('Imperial'), shown(cm, cmToInches));
        // Half a tenth of an inch (0.127 cm) plus the 0.005 cm rounding of the stored value.
        expect(Math.abs(back - cm)).toBeLessThanOrEqual(0.127 + 0.005 + 1e-9);
        expect(
          messageOf(
            heightSchema('Metric'),
            shown(back, (x) => x),
          ),
        ).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(typed(30.1, 149.6), (kgText) => {
        const kg = valueOf(weightSchema('Metric'), kgText);
        const back = valueOf(weightSchema('Imperial'), shown(kg, kgToPounds));
        expect(Math.abs(back - kg)).toBeLessThanOrEqual(0.03);
        expect(
          messageOf(
            weightSchema('Metric'),
            shown(back, (x) => x),
          ),
        ).toBeUndefined();
      }),
    );
  });
  // A height's bounds are the union of both systems' bounds, 50.8-250 cm.
  it.each([
    { measure: 'weight', schema: weightSchema, inputs: typed(10, 999), min: 30, max: 150 },
    { measure: 'height', schema: heightSchema, inputs: typed(20, 250), min: 50.8, max: 250 },
  ])('stores every $measure within $min-$max, typed in either system', ({ schema, inputs, min, max }) => {
    fc.assert(
      fc.property(fc.constantFrom('Metric' as const, 'Imperial' as const), inputs, (system, text) => {
        const result = schema(system).safeParse(text);
        if (result.success) {
          expect(result.data).toBeGreaterThanOrEqual(min);
          expect(result.data).toBeLessThanOrEqual(max);
        }
      }),
    );
  });
});

describe('date of birth (ages 14-100 on the given day)', () => {
  const schema = dateOfBirthSchema('2026-11-22');
  it('holds the age bounds to the day', () => {
    expect(valueOf(schema, '2012-11-22')).toBe('2012-11-22');
    expect(messageOf(schema, '2012-11-23')).toBe('You must be at least 14 years old');
    expect(messageOf(schema, '2030-01-01')).toBe('You must be at least 14 years old');
    expect(valueOf(schema, '1925-11-23')).toBe('1925-11-23');
    expect(messageOf(schema, '1925-11-22')).toBe('Date of birth may not be more than 100 years ago');
  });
  it('wants an ISO calendar date', () => {
    expect(messageOf(schema, '1990-02-30')).toBe('Date of birth must be a valid date');
    expect(messageOf(schema, '22.11.1990')).toBe('Date of birth must be a valid date');
    expect(messageOf(schema, '')).toBe('Date of birth is required');
  });
});

describe('gender', () => {
  it('is Male or Female', () => {
    expect(valueOf(genderSchema, 'Female')).toBe('Female');
    expect(messageOf(genderSchema, 'female')).toBe('Gender must be one of Male or Female');
    expect(messageOf(genderSchema, undefined)).toBe('Gender is required');
  });
});
