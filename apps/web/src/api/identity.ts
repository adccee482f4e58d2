import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/**
 * GET /api/v1/app/identity, as docs/api.md shows it (spec section 3): the contract's type
 * (schema.gen.ts), so it cannot drift from what the server answers.
 */
export type Identity = ApiResponse<'/api/v1/app/identity'>;

export const identityKey = ['identity'] as const;

export function fetchIdentity(signal?: AbortSignal): Promise<Identity> {
  return apiFetch<Identity>('/api/v1/app/identity', { signal });
}
