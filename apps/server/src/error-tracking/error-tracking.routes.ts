import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorTrackingSettings } from './settings';

const webErrorTrackingSchema = z.object({
  /** Null: error tracing is off and the web app loads none of its code. Public by design. */
  dsn: z.string().nullable(),
  environment: z.string(),
  release: z.string(),
  sampleRate: z.number().min(0).max(1),
  tracesSampleRate: z.number().min(0).max(1),
});

/** The web app's error-tracing settings: one deployment's configuration, not baked into the build. */
export function registerErrorTrackingRoutes(app: FastifyInstance, settings: ErrorTrackingSettings): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/v1/error-tracing',
    {
      schema: {
        tags: ['app'],
        summary: 'Where the web app sends its error reports (Sentry protocol), if anywhere',
        response: { 200: webErrorTrackingSchema },
      },
    },
    async (_request, reply) => {
      // Deployment settings: a page load may reuse them for a while.
      void reply.header('cache-control', 'public, max-age=300');
      return {
        dsn: settings.webDsn,
        environment: settings.environment,
        release: settings.release,
        sampleRate: settings.sampleRate,
        tracesSampleRate: settings.tracesSampleRate,
      };
    },
  );
}
