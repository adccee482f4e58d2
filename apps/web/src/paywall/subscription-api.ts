import { apiFetch } from '../api/client';
import type { ApiResponse } from '../api/contract';

/** The subscription calls of docs/api.md ("Subscription"). */

export type StoreConfig = ApiResponse<'/api/v1/app/subscription/store-config'>;
export type SubscriptionDetails = ApiResponse<'/api/v1/app/subscription'>;

export const storeConfigKey = ['subscription', 'store-config'] as const;
export const subscriptionKey = ['subscription'] as const;

export const fetchStoreConfig = () => apiFetch<StoreConfig>('/api/v1/app/subscription/store-config');

export const fetchSubscription = () => apiFetch<SubscriptionDetails>('/api/v1/app/subscription');

/** After the store took the purchase: the profile waits for the payment event (spec 4). */
export const awaitPaymentEvent = () =>
  apiFetch<{ waitingForPaymentEvent: boolean }>('/api/v1/app/subscription/awaiting-payment', {
    method: 'POST',
    action: 'paywall.purchase.awaiting-payment',
  });

/** The server asks the store what this athlete owns. */
export const restorePurchases = () =>
  apiFetch<{ restored: boolean }>('/api/v1/app/subscription/restore', {
    method: 'POST',
    action: 'paywall.restore',
  });
