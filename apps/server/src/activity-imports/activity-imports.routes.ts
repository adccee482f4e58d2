import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ApiError, errorBodySchema } from '../http/errors';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { fileTooLarge, MAX_ACTIVITY_FILES, megabytes, type UploadedFile } from './activity-imports.service';
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

/**
 * Every part named `files`, streamed to a file of its own in a temporary folder as it arrives:
 * a bulk export is never held in memory (a 35 MB ZIP used to be, twice, until the import's end).
 * A file over the limit is a 413 that names the limit. The caller removes the folder.
 */
async function receiveFiles(
  request: FastifyRequest,
  maxFileBytes: number,
  folder: string,
): Promise<UploadedFile[]> {
  if (!request.isMultipart())
    throw new ApiError(
      400,
      'validation_failed',
      'Send the files as multipart/form-data, in parts named files.',
      [{ field: 'files', message: 'Choose at least one file.' }],
    );
  const files: UploadedFile[] = [];
  let current = 'A file';
  // The multipart parser limits each file, not the request: one upload holds at most four files' worth.
  const maxTotalBytes = 4 * maxFileBytes;
  let total = 0;
  const tooLargeTogether = () =>
    new ApiError(
      413,
      'payload_too_large',
      `These files are larger than ${megabytes(maxTotalBytes)} together: upload them in parts.`,
    );
  try {
    for await (const part of request.files()) {
      current = part.filename || current;
      if (part.fieldname !== 'files') {
        // Read and dropped, still counted: the request as a whole stays within the limit.
        for await (const chunk of part.file) {
          total += (chunk as Buffer).length;
          if (total > maxTotalBytes) throw tooLargeTogether();
        }
        continue;
      }
      const filePath = path.join(folder, String(files.length));
      await pipeline(
        part.file,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            total += chunk.length;
            if (total > maxTotalBytes) throw tooLargeTogether();
            yield chunk;
          }
        },
        createWriteStream(filePath),
      );
      // A part cut at the limit ends quietly when the parser does not throw: it is still too large.
      if (part.file.truncated) throw fileTooLarge(current, maxFileBytes);
      files.push({
        fileName: displayableFileName(part.filename, `file-${files.length + 1}`),
        path: filePath,
      });
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
  const group = { tag: 'activity imports', guards, clock: ctx.clock };
  const maxFileBytes = Math.round(ctx.config.ACTIVITY_IMPORT_MAX_FILE_MB * 1024 ** 2);
  // Multipart only in this scope: every other route keeps refusing multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxFileBytes, files: MAX_ACTIVITY_FILES, fields: 10 },
    });

    athleteRoutes(scope, group).post(
      '/api/v1/app/activity-imports',
      {
        summary: `Import activity files (multipart parts named \`files\`: FIT, TCX, GPX, gzipped, or a ZIP of them; at most ${megabytes(maxFileBytes)} each); runs as a job`,
        consumes: ['multipart/form-data'],
        response: { 202: z.object({ importId: z.string() }), 413: errorBodySchema },
        bodyLimit: 4 * maxFileBytes + 1024 * 1024,
      },
      async ({ athleteId, request }) => {
        // The upload's files live on disk only until they are stored with the import (or refused).
        const folder = await mkdtemp(path.join(tmpdir(), 'tricoach-upload-'));
        try {
          const files = await receiveFiles(request, maxFileBytes, folder);
          return await ctx.activityImports.start(athleteId, files);
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
    );
  });

  athleteRoutes(app, group).get(
    '/api/v1/app/activity-imports/:importId',
    {
      summary: 'Progress and per-file results of an activity import',
      params: z.object({ importId: z.string() }),
      response: { 200: importView },
    },
    async ({ athleteId, request }) => ctx.activityImports.status(athleteId, request.params.importId),
  );
}
