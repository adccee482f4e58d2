import { z } from 'zod';
import { isIsoDate } from '../dates/index';
import { MODALITIES } from '../model/athlete';
import { parseHoursMinutes } from '../units/time-format';
import { messages } from './messages';

/**
 * Building blocks of the form and request schemas. Each takes the label the user reads, so
 * every message names its field ('First name is required'). Inputs are what a form holds
 * (text, or a number from a JSON client); outputs are SI values (spec section 3).
 */

/**
 * Inside a transform: reports `message` (on `path` when the schema is an object) and drops
 * the value, so nothing after the failed step runs.
 */
export function rejected(ctx: z.RefinementCtx, message: string, path?: string): never {
  ctx.addIssue({ code: 'custom', message, ...(path !== undefined && { path: [path] }) });
  return z.NEVER;
}

export const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * An optional field: blank text and `null` become `null` (the user cleared it), an absent
 * key stays `undefined` (not sent: unchanged in a PATCH).
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((value) => (value !== undefined && isMissing(value) ? null : value), schema.nullable())
    .optional();
}

/**
 * Runs an object's cross-field rule as soon as the fields it reads are valid, even when
 * other fields are not, so a form shows every message at once (zod skips refinements of an
 * object with issues unless told when to run them).
 */
export function whenValid(...fields: readonly string[]) {
  return {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      payload.issues.every((issue) => !fields.includes(String(issue.path?.[0]))),
  };
}

/**
 * Required text, trimmed; with `maxLength`, capped (the max-length rule). Blank text is
 * 'required' and stops there, so a parser chained after it only ever sees text.
 */
export function requiredText(label: string, maxLength?: number) {
  const text = z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { message: messages.required(label), abort: true });
  return maxLength === undefined ? text : text.max(maxLength, messages.maxLength(label, maxLength));
}

/** One of a closed list of words; a missing value is 'required', another word is one_of. */
export function oneOfField<const T extends readonly string[]>(values: T, label: string) {
  return z.enum(values, {
    error: (issue) => (isMissing(issue.input) ? messages.required(label) : messages.oneOf(label, values)),
  });
}

/**
 * A list of the modalities a slot or a pause is about: at least one (`empty` says so
 * otherwise), each only once (`repeated`); a missing list is 'required' under `label`.
 */
export function modalityList(label: string, { empty, repeated }: { empty: string; repeated: string }) {
  return z
    .array(oneOfField(MODALITIES, 'Modality'), { error: messages.required(label) })
    .min(1, empty)
    .refine((modalities) => new Set(modalities).size === modalities.length, repeated);
}

/**
 * A number typed in a form or sent by a client: a JSON number, or text with a dot or a
 * comma as decimal separator (European keyboards type '72,5'). Rejects anything else with
 * the numeric rule's message.
 */
export function numberField(label: string) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (isMissing(issue.input) ? messages.required(label) : messages.numeric(label)),
    })
    .transform((value, ctx) => {
      if (isMissing(value)) {
        return rejected(ctx, messages.required(label));
      }
      const number = typeof value === 'number' ? value : parseDecimal(value);
      if (number === undefined || !Number.isFinite(number)) {
        return rejected(ctx, messages.numeric(label));
      }
      return number;
    });
}

/** A number with bounds and, optionally, whole numbers only or a step. */
export function boundedNumber(
  label: string,
  bounds: { min: number; max: number; step?: number; isInteger?: boolean; unit?: string },
) {
  return numberField(label).superRefine((value, ctx) => {
    if (bounds.isInteger && !Number.isInteger(value))
      ctx.addIssue({ code: 'custom', message: messages.integer(label) });
    else if (value < bounds.min)
      ctx.addIssue({ code: 'custom', message: messages.minValue(label, bounds.min, bounds.unit) });
    else if (value > bounds.max)
      ctx.addIssue({ code: 'custom', message: messages.maxValue(label, bounds.max, bounds.unit) });
    else if (bounds.step !== undefined && !isMultiple(value, bounds.step)) {
      ctx.addIssue({ code: 'custom', message: messages.step(label, bounds.step, bounds.unit) });
    }
  });
}

const DECIMAL = /^[+-]?\d+(?:[.,]\d+)?$/;

export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

/** Exact for the decimal steps of the spec (1, 100) despite binary floating point. */
export function isMultiple(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

/** A calendar date `YYYY-MM-DD` (the web's date input and the API both use ISO dates). */
export function isoDateField(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { message: messages.required(label), abort: true })
    .refine(isIsoDate, { message: messages.date(label), abort: true });
}

/** Spec section 5, time format: `h:mm` or `hh:mm`, hours 0-29, minutes 00-59; output seconds. */
export function hoursMinutesField(label: string) {
  return requiredText(label).transform((text, ctx) => {
    const seconds = parseHoursMinutes(text);
    if (seconds === undefined) {
      return rejected(ctx, messages.hoursMinutes());
    }
    return seconds;
  });
}
