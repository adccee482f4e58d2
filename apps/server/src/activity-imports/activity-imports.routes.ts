import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import { ApiError, errorBodySchema } from '../http/errors';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';
import { fileTooLarge, MAX_ACTIVITY_FILES, megabytes } from './activity-imports.service';
import { displayableFileName } from './activity-files';

const importItem = z.object({
  fileName: z.string().describe('A ZIP’s files are named `bundle.zip/inner.fit`'),
  status: z
    .enum(['queued', 'imported', 'duplicate', 'failed', 'skipped'])
    .describe('queued until the job has read the file'),
  completedWorkoutId: z
    .string()
    .optional()
    .describe('The workout made from the file (for a duplicate: the stored one it repeats)'),
  completedWorkoutIds: z
    .array(z.string())
    .optional()
    .describe('Every workout of the file: a multisport file gives one per leg'),
  error: z.string().optional().describe('Why the file failed or was skipped, fit to show'),
});

const importView = z.object({
  importId: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  error: z.string().optional(),
  createdAt: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  items: z.array(importItem),
});

/** Every part named `files`, read whole; a file over the limit is a 413 that names the limit. */
async function readFiles(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<{ fileName: string; bytes: Uint8Array }[]> {
  if (!request.isMultipart())
    throw new ApiError(
      400,
      'validation_failed',
      'Send the files as multipart/form-data, in parts named files.',
      [{ field: 'files', message: 'Choose at least one file.' }],
    );
  const files: { fileName: string; bytes: Uint8Array }[] = [];
  let current = 'A file';
  // The multipart parser limits each file, not the request: one upload holds at most four files' worth.
  const maxTotalBytes = 4 * maxFileBytes;
  let total = 0;
  try {
    for await (const part of request.files()) {
      current = part.filename || current;
      const bytes = await part.toBuffer();
      total += bytes.length;
      if (total > maxTotalBytes)
        throw new ApiError(
          413,
          'payload_too_large',
          `These files are larger than ${megabytes(maxTotalBytes)} together: upload them in parts.`,
        );
      if (part.fieldname === 'files')
        files.push({ fileName: displayableFileName(part.filename, `file-${files.length + 1}`), bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(current, maxFileBytes);
    if (code === 'FST_FILES_LIMIT')
      throw new ApiError(
        413,
        'payload_too_large',
        `At most ${MAX_ACTIVITY_FILES} files per upload; put more in a ZIP.`,
      );
    if (error instanceof ApiError) throw error;
    // Anything else the parser meets is a body that is not well-formed multipart (no boundary, cut short).
    throw new ApiError(
      400,
      'validation_failed',
      'The upload could not be read: send the files as multipart/form-data, in parts named files.',
      [{ field: 'files', message: 'Choose the files again.' }],
    );
  }
  return files;
}

export function registerActivityImportRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: RouteGuards,
): void {
  const common = { onRequest: guards.requireAuth };
  const doc = (summary: string) => ({ tags: ['activity imports'], summary, security: [{ bearer: [] }] });
  const athleteOf = (request: FastifyRequest) => authOf(request).athleteId;

  const maxFileBytes = Math.round(ctx.config.ACTIVITY_IMPORT_MAX_FILE_MB * 1024 ** 2);
  // Multipart only in this scope: every other route keeps refusing multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxFileBytes, files: MAX_ACTIVITY_FILES, fields: 10 },
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/v1/app/activity-imports',
      {
        ...common,
        bodyLimit: 4 * maxFileBytes + 1024 * 1024,
        schema: {
          ...doc(
            `Import activity files (multipart parts named \`files\`: FIT, TCX, GPX, gzipped, or a ZIP of them; at most ${megabytes(maxFileBytes)} each); runs as a job`,
          ),
          consumes: ['multipart/form-data'],
          response: { 202: z.object({ importId: z.string() }), 413: errorBodySchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await ctx.activityImports.start(athleteOf(request), await readFiles(request, maxFileBytes))),
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/app/activity-imports/:importId',
    {
      ...common,
      schema: {
        ...doc('Progress and per-file results of an activity import'),
        params: z.object({ importId: z.string() }),
        response: { 200: importView, ...errorResponses },
      },
    },
    async (request) => ctx.activityImports.status(athleteOf(request), request.params.importId),
  );
}
