import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field } from '../http/openapi';

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
  const routes = athleteRoutes(app, { tag: 'equipment', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/equipment/options',
    {
      summary: 'Equipment an athlete may own, with the sport it serves',
      response: { 200: z.array(optionView) },
    },
    async () => ctx.equipment.options(),
  );

  routes.post(
    '/api/v1/app/equipment/validate',
    {
      summary: 'Check an equipment list',
      body: z.object({ equipment: field.strings('Equipment ids from the options') }).partial(),
      response: { 200: validation },
    },
    async ({ request }) => ctx.equipment.validate(request.body),
  );

  routes.get(
    '/api/v1/app/equipment',
    {
      summary: "The athlete's equipment (option values, in the options' order)",
      response: { 200: equipmentView },
    },
    async ({ athleteId }) => ctx.equipment.get(athleteId),
  );

  routes.put(
    '/api/v1/app/equipment',
    {
      summary: "Replace the athlete's equipment; checked as the validate call does (400 with its messages)",
      body: z.object({ equipment: field.strings('Equipment ids from the options') }).partial(),
      response: { 200: equipmentView },
    },
    async ({ athleteId, request }) => ctx.equipment.replace(athleteId, request.body),
  );
}
