import type { preHandlerAsyncHookHandler } from 'fastify';

export interface RouteGuards {
  requireAuth: preHandlerAsyncHookHandler;
}
