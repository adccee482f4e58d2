import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supportTicketSchema } from '@tricoach/core';
import type { AppContext } from '../context';
import { errorResponses } from '../http/openapi';
import { createSupportTicket } from './support.service';

export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/support/ticket',
    {
      // Open to anyone (spec section 6: support is a public route); limited per IP against spam.
      config: { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['support'],
        summary: 'Send a message to support',
        body: supportTicketSchema,
        response: { 201: z.object({ id: z.uuid() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await createSupportTicket(
        ctx,
        request.body,
        await optionalSender(ctx, request.headers.authorization),
      );
      return reply.status(201).send({ id });
    },
  );
}

/** A signed-in sender's ticket is linked to their athlete; a bad or missing token just means anonymous. */
async function optionalSender(
  ctx: AppContext,
  authorization: string | undefined,
): Promise<{ athleteId: string; email: string | null } | null> {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return null;
  try {
    const { athleteId, email } = await ctx.tokens.verifyAccessToken(token);
    return { athleteId, email };
  } catch {
    return null;
  }
}
