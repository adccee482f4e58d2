import type { onRequestAsyncHookHandler } from 'fastify';

export interface RouteGuards {
  requireAuth: onRequestAsyncHookHandler;
}
