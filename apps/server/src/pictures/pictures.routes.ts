import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { RouteGuards } from '../http/guards';

export function registerPictureRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  void app;
  void ctx;
  void guards;
}
