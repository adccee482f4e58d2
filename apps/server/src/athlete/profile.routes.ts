import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ownKey } from '../http/auth';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field } from '../http/openapi';
import { GENDERS, INTENTIONS, MAF_ANSWERS } from '@tricoach/core';

const preferencesView = z.object({
  preferredUnitSystem: z.enum(['Metric', 'Imperial']),
  swimUnit: z.enum(['Meters', 'Yards']),
  useVerbalSwimPace: z.boolean(),
  poolLength: z.string(),
  intensityDescription: z.enum(['Zones', 'Verbal']),
  cyclingMeasurement: z.object({ aerobic: z.string(), interval: z.string(), indoor: z.string() }),
  runningMeasurement: z.object({ aerobic: z.string(), interval: z.string(), indoor: z.string() }),
  timeZoneInfoId: z.string(),
});

const athleteProfileView = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  height: z.number().nullable(),
  heightUnit: z.enum(['cm', 'in']),
  weight: z.number().nullable(),
  weightUnit: z.enum(['kg', 'lbs']),
  location: z.string().nullable(),
  countryCode: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  intention: z.string().nullable(),
  mafAnswer: z.string().nullable(),
  preferences: preferencesView,
  experience: z.record(z.string(), z.number()),
  otherEnduranceSports: z.array(z.string()),
  injuryTendencies: z.object({ swimming: z.boolean(), cycling: z.boolean(), running: z.boolean() }),
  communication: z.object({ pushNotifications: z.boolean(), emailNotifications: z.boolean() }),
  onBoardingStatus: z.string(),
  onboardingStep: z.string().nullable(),
});

/**
 * The PATCH body is validated by the service with the schemas of core/validation, in the
 * athlete's unit system and calendar (which a static route schema cannot know); this shape
 * only documents the fields.
 */
const profilePatchDoc = z
  .object({
    email: field.email(),
    nickname: field.string(),
    firstname: field.string(),
    lastname: field.string(),
    gender: field.oneOf(GENDERS),
    dateOfBirth: field.date('YYYY-MM-DD'),
    height: field.numeric('cm, or inches in the imperial system'),
    weight: field.numeric('kg, or lbs in the imperial system'),
    location: field.string(),
    countryCode: field.string('Two-letter country code'),
    intention: field.oneOf(INTENTIONS),
    mafAnswer: field.oneOf(MAF_ANSWERS),
    preferences: field.object('Units, time zone and other preferences (a partial update)'),
    intensityDescription: field.oneOf(['Zones', 'Verbal']),
    experience: field.object(),
    otherEnduranceSports: field.strings(),
    injuryTendencies: field.object('swimming, cycling and running: true or false'),
    communication: field.object('pushNotifications and emailNotifications: true or false'),
    onboardingStep: field.string(),
  })
  .partial();

const keyParams = z.object({ key: z.string() });

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'athlete', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/odata/AthleteProfile/:key',
    { summary: 'The athlete profile', params: keyParams, response: { 200: athleteProfileView } },
    async ({ request }) => ctx.profiles.get(ownKey(request, request.params.key)),
  );

  routes.patch(
    '/api/v1/odata/AthleteProfile/:key',
    {
      summary: 'Change any subset of the profile',
      params: keyParams,
      body: profilePatchDoc,
      response: { 200: athleteProfileView },
    },
    async ({ now, request }) => ctx.profiles.patch(ownKey(request, request.params.key), request.body, now),
  );

  routes.post(
    '/api/v1/app/update-time-zone',
    {
      summary: "The device's IANA time zone",
      body: z.object({ TimeZoneId: field.string('IANA time zone, e.g. Europe/Berlin') }),
      response: { 204: z.null() },
    },
    async ({ athleteId, request }) => {
      await ctx.profiles.updateTimeZone(athleteId, request.body.TimeZoneId);
    },
  );

  routes.post(
    '/api/v1/app/onboarding/complete',
    {
      summary: 'Finish onboarding and start plan generation',
      response: { 200: z.object({ onBoardingStatus: z.literal('OnBoardingCompleted') }) },
    },
    async ({ athleteId }) => {
      await ctx.onboarding.complete(athleteId);
      return { onBoardingStatus: 'OnBoardingCompleted' as const };
    },
  );

  routes.post(
    '/api/v1/app/onboarding/start-trial',
    { summary: 'Start the free trial', response: { 200: z.object({ trialExpiresAtUtc: z.string() }) } },
    async ({ athleteId, now }) => ({
      trialExpiresAtUtc: (await ctx.onboarding.startTrial(athleteId, now)).toISOString(),
    }),
  );
}
