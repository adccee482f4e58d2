import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { z } from 'zod';
import type { AppContext } from '../context';
import { decideCompatibility } from './compatibility';

export const APP_VERSION = '2.2.0';

countries.registerLocale(english);

const countryList = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([twoLetterCode, name]) => ({
    name,
    twoLetterCode,
    threeLetterCode: countries.alpha2ToAlpha3(twoLetterCode) ?? '',
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function registerAppInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['app'];

  routes.get(
    '/api/v1/version',
    { schema: { tags, summary: 'The app version', response: { 200: z.object({ version: z.string() }) } } },
    async () => ({
      version: APP_VERSION,
    }),
  );

  routes.get(
    '/api/v1/compatibility',
    {
      schema: {
        tags,
        summary: "Whether the caller's app version must or may update",
        querystring: z.object({ appVersion: z.string().max(50).optional() }),
        response: {
          200: z.object({
            compatibility: z.enum([
              'NoUserActionNeeded',
              'UpdateAvailable',
              'UpdateRecommended',
              'UpdateUrgent',
              'ForceUpdate',
            ]),
            userHint: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const header = request.headers['x-app-version'];
      const appVersion = request.query.appVersion ?? (typeof header === 'string' ? header : undefined);
      const { config } = ctx;
      return decideCompatibility(appVersion, {
        force: config.MIN_VERSION_FORCE,
        urgent: config.MIN_VERSION_URGENT,
        recommended: config.MIN_VERSION_RECOMMENDED,
        latest: config.LATEST_VERSION,
      });
    },
  );

  routes.get(
    '/api/v1/countries',
    {
      schema: {
        tags,
        summary: 'Countries with their ISO 3166 codes',
        response: {
          200: z.array(
            z.object({ name: z.string(), twoLetterCode: z.string(), threeLetterCode: z.string() }),
          ),
        },
      },
    },
    async () => countryList,
  );

  routes.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  routes.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      // A hung database must not hang the probe: 3 s and it is not ready.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        ctx.database.ping(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), 3_000);
        }),
      ]).finally(() => clearTimeout(timer));
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({
        status: 503,
        code: 'not_ready',
        message: 'The database does not answer.',
        requestId: request.id,
      });
    }
  });
}
