import { z } from 'zod';
import type { IsoDate } from '../dates/index';
import type { UnitSystem } from '../model/index';
import { dateOfBirthSchema, genderSchema, heightSchema, weightSchema } from './body';
import { optionalField, requiredText } from './fields';
import { firstnameSchema, lastnameSchema, nicknameSchema } from './names';
import { intentionSchema, mafAnswerSchema, preferencesPatchSchema } from './preferences';

export const LOCATION_MAX_LENGTH = 100;

export interface ProfileContext {
  /** The system the height and weight are typed in: the request's preferredUnitSystem, else the stored one. */
  unitSystem: UnitSystem;
  /** The athlete's calendar date, for the age bounds. */
  today: IsoDate;
}

/**
 * The athlete profile (spec section 3) as the onboarding and settings forms send it. Last
 * name, height and location are optional (spec section 5); the rest is required.
 * Out: height in cm and weight in kg, whatever the unit system.
 */
export function athleteProfileSchema(context: ProfileContext) {
  return z.object({
    nickname: nicknameSchema,
    firstname: firstnameSchema,
    lastname: lastnameSchema,
    gender: genderSchema,
    dateOfBirth: dateOfBirthSchema(context.today),
    height: optionalField(heightSchema(context.unitSystem)),
    weight: weightSchema(context.unitSystem),
    location: optionalField(requiredText('Location', LOCATION_MAX_LENGTH)),
    intention: intentionSchema,
    mafAnswer: mafAnswerSchema.optional(),
    preferences: preferencesPatchSchema.optional(),
  });
}

/** PATCH /odata/AthleteProfile/{key} and each settings edit page: any subset of the fields. */
export function athleteProfilePatchSchema(context: ProfileContext) {
  return athleteProfileSchema(context).partial();
}
