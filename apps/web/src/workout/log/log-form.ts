import type { IsoDate, Modality, Sport } from '@tricoach/core';
import { milesToMeters, parseHoursMinutes, yardsToMeters } from '@tricoach/core/units';
import { manualWorkoutSchema, messages, parseDecimal } from '@tricoach/core/validation';
import { issuesToErrors, type FieldErrors } from '../../app/form/validate';
import type { Units } from '../plan-format';
import type { ManualWorkoutBody } from '../completed/completed-api';

/** What the log form holds: text as typed, in the athlete's units. */
export interface LogFormValues {
  sport: Modality | '';
  date: IsoDate;
  startTime: string;
  /** h:mm */
  duration: string;
  /** km or mi; m or yd for swims. */
  distance: string;
  averageHeartRate: string;
  averagePower: string;
  rpe: string;
}

export const MODALITY_OF_SPORT: Record<Sport, Modality> = {
  swim: 'swimming',
  bike: 'cycling',
  run: 'running',
  strength: 'strengthtraining',
};

/** The distance unit the athlete types: swims in m/yd, the rest in km/mi. */
export function distanceUnit(sport: Modality | '', units: Units): string {
  if (sport === 'swimming') return units.swim === 'Meters' ? 'm' : 'yd';
  return units.system === 'Metric' ? 'km' : 'mi';
}

/** Typed distance → metres; undefined when it is not a number (the schema then names it). */
function distanceToMeters(text: string, sport: Modality | '', units: Units): number | undefined {
  const value = parseDecimal(text);
  if (value === undefined) return undefined;
  if (sport === 'swimming') return units.swim === 'Meters' ? value : yardsToMeters(value);
  return units.system === 'Metric' ? value * 1000 : milesToMeters(value);
}

/** Metres → the number the form shows for a planned distance. */
export function metersToTyped(meters: number, sport: Modality | '', units: Units): string {
  if (sport === 'swimming') return String(Math.round(units.swim === 'Meters' ? meters : meters / 0.9144));
  const value = units.system === 'Metric' ? meters / 1000 : meters / 1609.344;
  return String(Math.round(value * 10) / 10);
}

const FIELD_OF: Record<string, keyof LogFormValues> = {
  durationSeconds: 'duration',
  distanceMeters: 'distance',
};

/**
 * The form's values as the API body, checked with the shared core schema (the server runs the
 * same one), so every message reads the same on both sides.
 */
export function toLogBody(
  values: LogFormValues,
  units: Units,
  today: IsoDate,
): { ok: true; body: ManualWorkoutBody } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const duration = values.duration.trim() === '' ? undefined : parseHoursMinutes(values.duration);
  if (values.duration.trim() !== '' && duration === undefined) errors.duration = messages.hoursMinutes();
  const distanceText = values.distance.trim();
  const distanceMeters =
    distanceText === '' || values.sport === 'strengthtraining'
      ? null
      : (distanceToMeters(distanceText, values.sport, units) ?? distanceText);
  const draft = {
    sport: values.sport,
    date: values.date,
    startTime: values.startTime || null,
    durationSeconds: duration,
    distanceMeters,
    averageHeartRate: values.averageHeartRate || null,
    averagePower: values.sport === 'cycling' ? values.averagePower || null : null,
    rpe: values.rpe || null,
  };
  const parsed = manualWorkoutSchema(today).safeParse(draft);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(issuesToErrors(parsed.error.issues))) {
      const key = FIELD_OF[field] ?? field;
      errors[key] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  const data = parsed.data;
  return {
    ok: true,
    body: {
      sport: data.sport,
      date: data.date,
      startTime: data.startTime ?? null,
      durationSeconds: data.durationSeconds,
      distanceMeters: data.distanceMeters == null ? null : Math.round(data.distanceMeters),
      averageHeartRate: data.averageHeartRate ?? null,
      averagePower: data.averagePower ?? null,
      rpe: data.rpe ?? null,
    },
  };
}
