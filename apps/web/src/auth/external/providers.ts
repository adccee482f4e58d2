import { apiFetch } from '../../api/client';
import type { ApiResponse } from '../../api/contract';

export type ProviderConfig = ApiResponse<'/api/v1/auth/providers'>;

export type ProviderName = keyof ProviderConfig;

/** Facebook's Login dialog and our redirect URI; null when the server has no app secret. */
export type FacebookWebLogin = NonNullable<NonNullable<ProviderConfig['facebook']>['web']>;

export const providersKey = ['auth', 'providers'] as const;

export function fetchProviders(): Promise<ProviderConfig> {
  return apiFetch<ProviderConfig>('/api/v1/auth/providers', { auth: false });
}
