import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { analyseCameraSignal } from '@tricoach/core';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { errorBodySchema } from '../http/errors';

/** Two minutes at 60 frames a second, with a little slack for a late stop. */
const CAMERA_MAX_SAMPLES = 7_500;
const CAMERA_MAX_SECONDS = 125;
/** 7 500 frames as JSON with long decimals stay well below this. */
const CAMERA_BODY_LIMIT_BYTES = 1_048_576;
/** Spec section 8: the one message the app shows for any failed HRV measurement. */
const HRV_FAILED_MESSAGE = 'HRV measurement failed. Please try again later.';

const colourLevel = (channel: string) =>
  z
    .number({ error: `Each frame needs its mean ${channel} level.` })
    .min(0, { error: 'Colour levels are 0 to 255.' })
    .max(255, { error: 'Colour levels are 0 to 255.' });

const analysisBody = z.object({
  samples: z
    .array(
      z.object({
        t: z
          .number({ error: 'Each frame needs its time in milliseconds.' })
          .min(0, { error: 'Frame times cannot be negative.' }),
        r: colourLevel('red'),
        g: colourLevel('green'),
        b: colourLevel('blue'),
      }),
      { error: 'Send the camera frames as a list of samples.' },
    )
    .min(2, { error: 'Send the camera frames of the measurement.' })
    .max(CAMERA_MAX_SAMPLES, { error: 'Send at most 2 minutes of camera frames (7500 samples).' })
    .refine(
      (samples) =>
        Math.max(...samples.map((s) => s.t)) - Math.min(...samples.map((s) => s.t)) <=
        CAMERA_MAX_SECONDS * 1000,
      {
        error: 'A camera measurement can be at most 2 minutes long.',
      },
    ),
});

const analysisResult = z.object({
  heartRate: z.number(),
  rrIntervals: z.array(z.number()),
  rmssd: z.number(),
  lnRmssd: z.number(),
  /** good: within every documented limit; fair: usable, with advice; poor: kept but does not move readiness. */
  quality: z.enum(['good', 'fair', 'poor']),
  /** What to do for a better reading, when the quality is not good. */
  qualityAdvice: z.string().optional(),
  durationSeconds: z.number(),
  artefactShare: z.number(),
  frameRate: z.number(),
  framesDropped: z.number().int(),
  frameJitterMs: z.number(),
  beatTimingErrorMs: z.number(),
  /** Expected error of rmssd (one standard deviation), ms. */
  rmssdErrorMs: z.number(),
});

const analysisFailure = errorBodySchema.extend({
  reason: z.enum([
    'too_short',
    'frame_gaps',
    'no_finger',
    'too_dark',
    'saturated',
    'motion',
    'weak_signal',
    'too_few_beats',
    'too_many_artefacts',
  ]),
  advice: z.string(),
  durationSeconds: z.number(),
});

export function registerCameraAnalysisRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: RouteGuards,
): void {
  const routes = athleteRoutes(app, { tag: 'measurements', guards, clock: ctx.clock });
  routes.post(
    '/api/v1/app/measurements/heart-rate/camera/analysis',
    {
      summary: 'Heart rate, RR intervals and rMSSD from the per-frame colour of a fingertip on the camera',
      body: analysisBody,
      response: { 200: analysisResult, 413: errorBodySchema, 422: analysisFailure },
      bodyLimit: CAMERA_BODY_LIMIT_BYTES,
      // Analysis is pure CPU work: a generous cap per client, far above any real retry pace.
      perMinute: 30,
    },
    async ({ athleteId, request, reply }) => {
      const analysis = analyseCameraSignal(request.body.samples);
      if (!analysis.ok) {
        request.log.info(
          { athleteId, reason: analysis.reason, frames: request.body.samples.length },
          'camera HRV refused',
        );
        return reply.status(422).send({
          status: 422,
          code: 'hrv_measurement_failed',
          message: HRV_FAILED_MESSAGE,
          // The advice also rides in fieldErrors, the part of the one error shape every client reads.
          fieldErrors: [{ field: 'samples', message: analysis.advice }],
          reason: analysis.reason,
          advice: analysis.advice,
          durationSeconds: analysis.durationSeconds,
          requestId: request.id,
        });
      }
      const { ok: _ok, ...measurement } = analysis;
      return measurement;
    },
  );
}
