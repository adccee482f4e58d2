import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ownKey } from '../http/auth';
import { ApiError, errorBodySchema } from '../http/errors';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
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
  // Multipart only here: every other route keeps refusing multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 2 },
    });
    const routes = athleteRoutes(scope, { tag: 'athlete', guards, clock: ctx.clock });

    routes.post(
      '/api/v1/app/upload-profile-picture',
      {
        summary: 'Upload the profile picture (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ profilePictureUrl: z.string() }), 413: errorBodySchema },
        // The JSON limit of the app is 1 MB; a picture and its multipart framing may be larger.
        bodyLimit: MAX_PICTURE_BYTES + 64 * 1024,
      },
      async ({ athleteId, now, request }) => ctx.pictures.upload(athleteId, await readUpload(request), now),
    );

    routes.get(
      '/api/v1/app/profile-picture/:athleteId',
      {
        summary: 'The profile picture (own athlete only)',
        params: z.object({ athleteId: z.string() }),
        response: {
          200: z.unknown().describe('The image: image/jpeg, image/png or image/webp'),
          304: z.null(),
        },
      },
      async ({ request, reply }) => {
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
      { summary: 'Remove the profile picture', response: { 204: z.null() } },
      async ({ athleteId }) => {
        await ctx.pictures.remove(athleteId);
      },
    );
  });
}
