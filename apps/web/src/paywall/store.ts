import type { HttpConfig, Package, Purchases } from '@revenuecat/purchases-js';
import type { StoreConfig } from './subscription-api';

/** Spec 1: the packages the paywall offers, in this order. */
export const PACKAGE_ORDER = [
  { id: '$rc_lifetime', kind: 'LIFETIME', label: 'Lifetime' },
  { id: '$rc_annual', kind: 'ANNUAL', label: 'Annual' },
  { id: '$rc_six_month', kind: 'SIX_MONTH', label: '6 months' },
  { id: '$rc_three_month', kind: 'THREE_MONTH', label: '3 months' },
  { id: '$rc_two_month', kind: 'TWO_MONTH', label: '2 months' },
  { id: '$rc_monthly', kind: 'MONTHLY', label: 'Monthly' },
] as const;

export type PackageKind = (typeof PACKAGE_ORDER)[number]['kind'];

export interface Offer {
  kind: PackageKind;
  label: string;
  /** The store's price as it formats it for the customer (currency and locale). */
  price: string;
  /** "per month" for plans longer than a month; null for monthly and lifetime. */
  perMonth: string | null;
  isLifetime: boolean;
  rcPackage: Package;
}

/** Spec 8's texts for the paywall. */
export const OPTIONS_UNAVAILABLE =
  'We’re unable to load subscription options at the moment. Please try again or check back later.';
export const PRODUCTS_UNAVAILABLE =
  'Product information is temporarily unavailable. If this persists, please contact support.';
export const RESTORE_FAILED = 'Purchase restoration failed. Please try again.';
export const PREMIUM_TIMED_OUT = 'Premium status update timed out';

export class StoreError extends Error {}

/** What the purchase came to: paid, or the athlete closed the checkout. */
export type PurchaseOutcome = 'purchased' | 'cancelled';

/**
 * RevenueCat's web SDK, loaded only on the screens that sell (it is a large module), configured
 * once per athlete: the app user id is the athlete's systemUserId, which the webhook names.
 */
let configured: { key: string; purchases: Purchases; sdk: typeof import('@revenuecat/purchases-js') } | null =
  null;

async function storeFor(config: StoreConfig) {
  if (!config.available || !config.apiKey) throw new StoreError(OPTIONS_UNAVAILABLE);
  const key = `${config.apiKey} ${config.appUserId} ${config.apiUrl ?? ''}`;
  if (configured?.key === key) return configured;
  const sdk = await import('@revenuecat/purchases-js');
  // With an API of our own (a proxy, or the local stand-in) the SDK's events go there too;
  // `eventsURL` is read by the SDK but left out of its published types.
  const httpConfig = config.apiUrl
    ? ({ proxyURL: config.apiUrl, eventsURL: config.apiUrl } as HttpConfig)
    : undefined;
  const purchases = sdk.Purchases.configure({
    apiKey: config.apiKey,
    appUserId: config.appUserId,
    ...(httpConfig ? { httpConfig } : {}),
  });
  configured = { key, purchases, sdk };
  return configured;
}

/** The current offering's packages the spec names, in its order, with the store's prices. */
export async function loadOffers(config: StoreConfig): Promise<Offer[]> {
  const { purchases } = await storeFor(config);
  let offerings;
  try {
    offerings = await purchases.getOfferings();
  } catch {
    throw new StoreError(OPTIONS_UNAVAILABLE);
  }
  const packages = offerings.current?.availablePackages ?? [];
  const offers = PACKAGE_ORDER.flatMap(({ id, kind, label }) => {
    const rcPackage = packages.find((candidate) => candidate.identifier === id);
    if (!rcPackage) return [];
    const product = rcPackage.webBillingProduct;
    const isLifetime = product.period === null;
    const monthly = product.defaultSubscriptionOption?.base.pricePerMonth?.formattedPrice ?? null;
    return [
      {
        kind,
        label,
        price: product.price.formattedPrice,
        perMonth: kind === 'MONTHLY' || isLifetime ? null : monthly,
        isLifetime,
        rcPackage,
      },
    ];
  });
  if (offers.length === 0) throw new StoreError(PRODUCTS_UNAVAILABLE);
  return offers;
}

/** Opens the store's checkout for one package. Errors carry the store's own message for the athlete. */
export async function buy(config: StoreConfig, offer: Offer): Promise<PurchaseOutcome> {
  const { purchases, sdk } = await storeFor(config);
  try {
    await purchases.purchase({ rcPackage: offer.rcPackage });
    return 'purchased';
  } catch (caught) {
    if (caught instanceof sdk.PurchasesError && caught.errorCode === sdk.ErrorCode.UserCancelledError)
      return 'cancelled';
    if (
      caught instanceof sdk.PurchasesError &&
      caught.errorCode === sdk.ErrorCode.ProductAlreadyPurchasedError
    )
      throw new StoreError(
        'You already own Premium. Use “Restore purchases” to get it back on this account.',
      );
    const reason = caught instanceof Error && caught.message ? ` ${caught.message}` : '';
    throw new StoreError(`The purchase did not go through.${reason}`);
  }
}
