import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf, ownKey } from '../http/auth';
import { ApiError, errorBodySchema } from '../http/errors';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE_MESSAGE } from './pictures.service';

const missingFile = () =>
  new ApiError(400, 'validation_failed', 'Picture is required', [
    { field: 'file', message: 'Picture is required' },
  ]);

/** The one file of the multipart body, read whole (at most 5 MB; the parser stops reading past it). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missingFile();
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw missingFile();
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, 'payload_too_large', PICTURE_TOO_LARGE_MESSAGE);
    throw error;
  }
}

export function registerPictureRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const common = { onRequest: guards.requireAuth };
  const doc = (summary: string) => ({ tags: ['athlete'], summary, security: [{ bearer: [] }] });

  // Multipart only here: every other route keeps refusing multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 2 },
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/v1/app/upload-profile-picture',
      {
        ...common,
        // The JSON limit of the app is 1 MB; a picture and its multipart framing may be larger.
        bodyLimit: MAX_PICTURE_BYTES + 64 * 1024,
        schema: {
          ...doc('Upload the profile picture (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)'),
          consumes: ['multipart/form-data'],
          response: {
            200: z.object({ profilePictureUrl: z.string() }),
            413: errorBodySchema,
            ...errorResponses,
          },
        },
      },
      async (request) =>
        ctx.pictures.upload(authOf(request).athleteId, await readUpload(request), ctx.clock.now()),
    );

    routes.get(
      '/api/v1/app/profile-picture/:athleteId',
      {
        ...common,
        schema: {
          ...doc('The profile picture (own athlete only)'),
          params: z.object({ athleteId: z.string() }),
          response: {
            200: z.unknown().describe('The image: image/jpeg, image/png or image/webp'),
            304: z.null(),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const picture = await ctx.pictures.get(ownKey(request, request.params.athleteId));
        // Private to the athlete, revalidated on each view: a new upload keeps the same URL.
        void reply
          .header('cache-control', 'private, no-cache')
          .header('etag', picture.etag)
          .header('x-content-type-options', 'nosniff');
        if (request.headers['if-none-match'] === picture.etag) return reply.status(304).send(null);
        return reply.type(picture.contentType).send(picture.bytes);
      },
    );

    routes.delete(
      '/api/v1/app/delete-profile-picture',
      {
        ...common,
        schema: { ...doc('Remove the profile picture'), response: { 204: z.null(), ...errorResponses } },
      },
      async (request, reply) => {
        await ctx.pictures.remove(authOf(request).athleteId);
        return reply.status(204).send(null);
      },
    );
  });
}
