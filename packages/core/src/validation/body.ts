import { z } from 'zod';
import { ageOn, isIsoDate, type IsoDate } from '../dates/index';
import type { UnitSystem } from '../model/index';
import { inchesToCm, poundsToKg } from '../units/convert';
import { messages } from './messages';
import { isMissing, oneOfField, rejected } from './fields';

export interface MeasureBounds {
  min: number;
  max: number;
  /** The form control's increment; typed values may still carry one decimal (the pattern). */
  step: number;
  unit: string;
}

/** Spec section 5, height bounds: metric 60-250 cm, imperial 20-95 in, step 1. */
export const HEIGHT_BOUNDS: Readonly<Record<UnitSystem, MeasureBounds>> = {
  Metric: { min: 60, max: 250, step: 1, unit: 'cm' },
  Imperial: { min: 20, max: 95, step: 1, unit: 'in' },
};
/** Spec section 5, weight bounds: metric 30-150 kg, imperial 66-330 lbs, step 1. */
export const WEIGHT_BOUNDS: Readonly<Record<UnitSystem, MeasureBounds>> = {
  Metric: { min: 30, max: 150, step: 1, unit: 'kg' },
  Imperial: { min: 66, max: 330, step: 1, unit: 'lbs' },
};

/** Spec section 5, height and weight pattern: 2-3 digits with an optional one decimal. */
export const BODY_MEASURE_PATTERN = /^\d{2,3}(?:[.,]\d)?$/;

/**
 * A height or weight as typed in the athlete's unit system, checked against the pattern and
 * that system's bounds, and given out in SI (cm or kg, to 0.01) so storage never depends on
 * the unit system (spec section 3). A JSON number is read as its decimal text.
 */
function bodyMeasure(label: string, bounds: MeasureBounds, toSi: (value: number) => number, example: string) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (isMissing(issue.input) ? messages.required(label) : messages.format(label, example)),
    })
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (text === '') {
        return rejected(ctx, messages.required(label));
      }
      if (!BODY_MEASURE_PATTERN.test(text)) {
        return rejected(ctx, messages.format(label, example));
      }
      const number = Number(text.replace(',', '.'));
      if (number < bounds.min || number > bounds.max) {
        const message =
          number < bounds.min
            ? messages.minValue(label, bounds.min, bounds.unit)
            : messages.maxValue(label, bounds.max, bounds.unit);
        return rejected(ctx, message);
      }
      return Math.round(toSi(number) * 100) / 100;
    });
}

/** API field `height`: typed in cm (Metric) or inches (Imperial), given out in cm. */
export function heightSchema(system: UnitSystem) {
  return system === 'Metric'
    ? bodyMeasure('Height', HEIGHT_BOUNDS.Metric, (cm) => cm, '180 or 180.5')
    : bodyMeasure('Height', HEIGHT_BOUNDS.Imperial, inchesToCm, '70 or 70.5');
}

/**
 * Stored weights stay within 30-150 kg whatever the unit system. The spec's 66-330 lbs are
 * 30-150 kg rounded to whole pounds, but 66 lbs is 29.94 kg: the sliver 66.0-66.1 lbs is
 * stored as 30 kg (less than the 0.1 shown), so the metric form and the plan input, which
 * both want at least 30 kg, accept every stored weight.
 */
const poundsToStoredKg = (pounds: number): number =>
  Math.min(WEIGHT_BOUNDS.Metric.max, Math.max(WEIGHT_BOUNDS.Metric.min, poundsToKg(pounds)));

/** API field `weight`: typed in kg (Metric) or lbs (Imperial), given out in kg. */
export function weightSchema(system: UnitSystem) {
  return system === 'Metric'
    ? bodyMeasure('Weight', WEIGHT_BOUNDS.Metric, (kg) => kg, '72 or 72.5')
    : bodyMeasure('Weight', WEIGHT_BOUNDS.Imperial, poundsToStoredKg, '160 or 160.5');
}

/**
 * Sensible ages (the spec gives none): from 14, the youngest age the plans' load ramps and
 * the MAF formula (180 − age) are meant for, to 100, beyond which a typed year is a typo.
 */
export const AGE_BOUNDS = { min: 14, max: 100 } as const;

/**
 * API field `dateOfBirth` (ISO date). `today` is the athlete's calendar date, passed in by
 * the caller because core has no clock.
 */
export function dateOfBirthSchema(today: IsoDate) {
  return z
    .string({ error: messages.required('Date of birth') })
    .trim()
    .min(1, { message: messages.required('Date of birth'), abort: true })
    .refine(isIsoDate, { message: messages.date('Date of birth'), abort: true })
    .superRefine((date, ctx) => {
      const age = date > today ? -1 : ageOn(date, today);
      if (age < AGE_BOUNDS.min)
        ctx.addIssue({ code: 'custom', message: `You must be at least ${AGE_BOUNDS.min} years old` });
      else if (age > AGE_BOUNDS.max)
        ctx.addIssue({
          code: 'custom',
          message: `Date of birth may not be more than ${AGE_BOUNDS.max} years ago`,
        });
    });
}

export const GENDERS = ['Male', 'Female'] as const;
/** API field `gender` (spec section 3). */
export const genderSchema = oneOfField(GENDERS, 'Gender');
