import type { Config } from '../config';

/**
 * What the page's Content-Security-Policy must let the paywall reach: RevenueCat's API and its
 * events host; with a live Web Billing key also Stripe, which RevenueCat's checkout embeds
 * (Stripe's published CSP list). A Test Store key (`test_`) needs RevenueCat alone.
 */
export function storeOrigins(config: Config): { connect: string[]; script: string[]; frame: string[] } {
  const key = config.REVENUECAT_WEB_API_KEY;
  if (!key) return { connect: [], script: [], frame: [] };
  const revenueCat = [new URL(config.REVENUECAT_API_URL).origin, 'https://e.revenue.cat'];
  if (key.startsWith('test_')) return { connect: revenueCat, script: [], frame: [] };
  return {
    connect: [...revenueCat, 'https://api.stripe.com'],
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  };
}
