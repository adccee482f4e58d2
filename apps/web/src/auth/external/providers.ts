import { apiFetch } from '../../api/client';

export interface ProviderConfig {
  apple: { clientId: string } | null;
  google: { clientId: string } | null;
  facebook: { appId: string } | null;
}

export type ProviderName = keyof ProviderConfig;

export const providersKey = ['auth', 'providers'] as const;

export function fetchProviders(): Promise<ProviderConfig> {
  return apiFetch<ProviderConfig>('/api/v1/auth/providers', { auth: false });
}
