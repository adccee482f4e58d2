import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field, errorResponses } from '../http/openapi';

const optionView = z.object({
  value: z.string(),
  label: z.string(),
  sport: z.enum(['swimming', 'cycling', 'running', 'strengthtraining']).nullable(),
});
const equipmentView = z.object({ equipment: z.array(z.string()) });
const validation = z.object({
  isValid: z.boolean(),
  fieldErrors: z.array(z.object({ field: z.string(), message: z.string() })),
});

export function registerEquipmentRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: guards.requireAuth };
  const doc = (summary: string) => ({ tags: ['equipment'], summary, security: [{ bearer: [] }] });

  routes.get(
    '/api/v1/app/equipment/options',
    {
      ...common,
      schema: {
        ...doc('Equipment an athlete may own, with the sport it serves'),
        response: { 200: z.array(optionView), ...errorResponses },
      },
    },
    async () => ctx.equipment.options(),
  );

  routes.post(
    '/api/v1/app/equipment/validate',
    {
      ...common,
      schema: {
        ...doc('Check an equipment list'),
        body: z.object({ equipment: field.strings('Equipment ids from the options') }).partial(),
        response: { 200: validation, ...errorResponses },
      },
    },
    async (request) => ctx.equipment.validate(request.body),
  );

  routes.get(
    '/api/v1/app/equipment',
    {
      ...common,
      schema: {
        ...doc("The athlete's equipment (option values, in the options' order)"),
        response: { 200: equipmentView, ...errorResponses },
      },
    },
    async (request) => ctx.equipment.get(authOf(request).athleteId),
  );

  routes.put(
    '/api/v1/app/equipment',
    {
      ...common,
      schema: {
        ...doc("Replace the athlete's equipment; checked as the validate call does (400 with its messages)"),
        body: z.object({ equipment: field.strings('Equipment ids from the options') }).partial(),
        response: { 200: equipmentView, ...errorResponses },
      },
    },
    async (request) => ctx.equipment.replace(authOf(request).athleteId, request.body),
  );
}
