import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The six packages of the spec, as a RevenueCat project's current offering holds them. */
export const STAND_IN_PRODUCTS = [
  { pkg: '$rc_lifetime', id: 'tricoach_lifetime', title: 'Lifetime', period: null, micros: 249_990_000 },
  { pkg: '$rc_annual', id: 'tricoach_annual', title: 'Annual', period: 'P1Y', micros: 99_990_000 },
  { pkg: '$rc_six_month', id: 'tricoach_six_month', title: '6 months', period: 'P6M', micros: 59_990_000 },
  {
    pkg: '$rc_three_month',
    id: 'tricoach_three_month',
    title: '3 months',
    period: 'P3M',
    micros: 32_990_000,
  },
  { pkg: '$rc_two_month', id: 'tricoach_two_month', title: '2 months', period: 'P2M', micros: 23_990_000 },
  { pkg: '$rc_monthly', id: 'tricoach_monthly', title: 'Monthly', period: 'P1M', micros: 12_990_000 },
] as const;

const MONTHS: Record<string, number> = { P1Y: 12, P6M: 6, P3M: 3, P2M: 2, P1M: 1 };

interface Purchase {
  productId: string;
  purchasedAt: Date;
  /** Null: a lifetime purchase. */
  expiresAt: Date | null;
  unsubscribedAt: Date | null;
  store: string;
}

interface Options {
  /** Where the project's webhook goes, with the dashboard-set Authorization header. */
  webhookUrl?: string;
  webhookAuthorization?: string;
  /** The instant purchases are made at (the app under test runs on a fixed clock). */
  now?: () => Date;
}

/**
 * RevenueCat on loopback, speaking what `@revenuecat/purchases-js` (with a Test Store `test_`
 * key) and the server's REST calls use (integrations.md): offerings, products with prices,
 * customer info, Test Store receipts, events; a purchase is followed by the project's webhook,
 * as RevenueCat sends it. Browsers call it cross-origin, so it answers CORS as the real API does.
 */
export async function startRevenueCatStandIn(options: Options = {}) {
  const publicKey = `test_standin${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const secretKey = `sk_standin${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const purchases = new Map<string, Purchase[]>();
  const log: { method: string; path: string; status: number }[] = [];
  const webhooks: { body: Record<string, unknown>; status: number }[] = [];
  let webhookUrl = options.webhookUrl;
  let webhookAuthorization = options.webhookAuthorization;
  let offeringsFailures = 0;
  let customerFailures = 0;
  let webhooksHeld = false;
  const now = options.now ?? (() => new Date());

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PATCH, OPTIONS',
    'access-control-allow-headers':
      'Authorization, Content-Type, Accept, X-Platform, X-Version, X-Is-Sandbox, X-Platform-Flavor, X-Platform-Flavor-Version, X-RC-Subscriber-Token, X-Trace-Id',
    'access-control-max-age': '600',
  };

  function send(response: ServerResponse, status: number, body?: unknown) {
    response.writeHead(status, { ...cors, 'content-type': 'application/json' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  }

  function productDetails(ids: string[]) {
    return STAND_IN_PRODUCTS.filter((product) => ids.includes(product.id)).map((product) => {
      // A lifetime purchase and a subscription are described alike; their base option's price is not.
      const described = {
        title: product.title,
        description: `Tricoach Premium, ${product.title.toLowerCase()}`,
        default_purchase_option_id: 'base',
      };
      const base = { id: 'base', price_id: `price_${product.id}` };
      const price = { amount_micros: product.micros, currency: 'EUR' };
      return product.period === null
        ? {
            identifier: product.id,
            product_type: 'non_consumable',
            ...described,
            purchase_options: { base: { ...base, base_price: price } },
          }
        : {
            identifier: product.id,
            product_type: 'subscription',
            ...described,
            purchase_options: {
              base: {
                ...base,
                base: { period_duration: product.period, cycle_count: 0, price },
                trial: null,
                intro_price: null,
                discount: null,
              },
            },
          };
    });
  }

  const iso = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

  /** `GET /v1/subscribers/{id}`: entitlements, subscriptions, non-subscriptions (lifetime). */
  function customerInfo(appUserId: string) {
    const owned = purchases.get(appUserId) ?? [];
    const subscriptions: Record<string, unknown> = {};
    const nonSubscriptions: Record<string, unknown[]> = {};
    let premium: Purchase | undefined;
    for (const purchase of owned) {
      const product = STAND_IN_PRODUCTS.find((candidate) => candidate.id === purchase.productId);
      if (purchase.expiresAt === null)
        nonSubscriptions[purchase.productId] = [
          {
            id: `nonsub_${purchase.productId}`,
            purchase_date: iso(purchase.purchasedAt),
            original_purchase_date: iso(purchase.purchasedAt),
            store: purchase.store,
            is_sandbox: true,
            store_transaction_id: `txn_${purchase.productId}`,
          },
        ];
      else
        subscriptions[purchase.productId] = {
          purchase_date: iso(purchase.purchasedAt),
          original_purchase_date: iso(purchase.purchasedAt),
          expires_date: iso(purchase.expiresAt),
          store: purchase.store,
          is_sandbox: true,
          unsubscribe_detected_at: iso(purchase.unsubscribedAt),
          billing_issues_detected_at: null,
          grace_period_expires_date: null,
          refunded_at: null,
          auto_resume_date: null,
          period_type: 'normal',
          ownership_type: 'PURCHASED',
          store_transaction_id: `txn_${purchase.productId}`,
          display_name: product?.title ?? null,
          management_url: `${base}/manage/${encodeURIComponent(appUserId)}`,
        };
      const active = purchase.expiresAt === null || purchase.expiresAt.getTime() > now().getTime();
      if (active && (!premium || premium.expiresAt !== null)) premium = purchase;
    }
    return {
      request_date: iso(now()),
      request_date_ms: now().getTime(),
      subscriber: {
        original_app_user_id: appUserId,
        first_seen: iso(now()),
        last_seen: iso(now()),
        original_purchase_date: null,
        original_application_version: null,
        management_url: owned.length ? `${base}/manage/${encodeURIComponent(appUserId)}` : null,
        entitlements: premium
          ? {
              Premium: {
                expires_date: iso(premium.expiresAt),
                grace_period_expires_date: null,
                product_identifier: premium.productId,
                purchase_date: iso(premium.purchasedAt),
              },
            }
          : {},
        subscriptions,
        non_subscriptions: nonSubscriptions,
        other_purchases: {},
      },
    };
  }

  function grant(appUserId: string, productId: string, store = 'RC_BILLING'): Purchase {
    const product = STAND_IN_PRODUCTS.find((candidate) => candidate.id === productId);
    if (!product) throw new Error(`no product ${productId}`);
    const purchasedAt = now();
    const expiresAt =
      product.period === null
        ? null
        : new Date(purchasedAt.getTime() + MONTHS[product.period]! * 30.44 * 86_400_000);
    const purchase: Purchase = { productId, purchasedAt, expiresAt, unsubscribedAt: null, store };
    purchases.set(appUserId, [...(purchases.get(appUserId) ?? []), purchase]);
    return purchase;
  }

  /** RevenueCat's webhook body (integrations.md), posted as the project's dashboard configures it. */
  async function sendWebhook(type: string, appUserId: string, purchase: Purchase) {
    const body = {
      api_version: '1.0',
      event: {
        id: randomUUID(),
        type,
        app_user_id: appUserId,
        original_app_user_id: appUserId,
        aliases: [appUserId],
        product_id: purchase.productId,
        entitlement_ids: ['Premium'],
        period_type: 'NORMAL',
        purchased_at_ms: purchase.purchasedAt.getTime(),
        expiration_at_ms: purchase.expiresAt?.getTime() ?? null,
        event_timestamp_ms: now().getTime(),
        store: purchase.store,
        environment: 'SANDBOX',
      },
    };
    if (!webhookUrl || webhooksHeld) return void webhooks.push({ body, status: 0 });
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: webhookAuthorization ?? '' },
      body: JSON.stringify(body),
    }).catch(() => null);
    webhooks.push({ body, status: answer?.status ?? 0 });
  }

  function bearerOf(request: IncomingMessage) {
    return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  }

  async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') return send(response, 204);
    const key = bearerOf(request);
    const isPublic = key === publicKey;
    const isSecret = key === secretKey;
    if (!isPublic && !isSecret) return send(response, 401, { code: 7225, message: 'Invalid API Key.' });

    if (method === 'POST' && url.pathname === '/v1/events') return send(response, 200, {});
    const offerings = /^\/v1\/subscribers\/([^/]+)\/offerings$/.exec(url.pathname);
    if (method === 'GET' && offerings) {
      if (offeringsFailures > 0) {
        offeringsFailures--;
        return send(response, 503, { message: 'unavailable' });
      }
      return send(response, 200, {
        current_offering_id: 'default',
        offerings: [
          {
            identifier: 'default',
            description: 'Tricoach Premium',
            metadata: null,
            packages: STAND_IN_PRODUCTS.map((product) => ({
              identifier: product.pkg,
              platform_product_identifier: product.id,
            })),
          },
        ],
      });
    }
    if (method === 'GET' && /^\/rcbilling\/v1\/subscribers\/[^/]+\/products$/.test(url.pathname))
      return send(response, 200, { product_details: productDetails(url.searchParams.getAll('id')) });
    const subscriber = /^\/v1\/subscribers\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && subscriber) {
      if (customerFailures > 0) {
        customerFailures--;
        return send(response, 503, { message: 'unavailable' });
      }
      return send(response, 200, customerInfo(decodeURIComponent(subscriber[1]!)));
    }
    if (method === 'POST' && url.pathname === '/v1/receipts') {
      const body = await readJson(request);
      const appUserId = String(body.app_user_id ?? '');
      const productId = String(body.product_id ?? '');
      if (!appUserId || !STAND_IN_PRODUCTS.some((product) => product.id === productId))
        return send(response, 400, { code: 7101, message: 'Invalid receipt.' });
      const purchase = grant(appUserId, productId, 'TEST_STORE');
      send(response, 200, customerInfo(appUserId));
      void sendWebhook(
        purchase.expiresAt === null ? 'NON_RENEWING_PURCHASE' : 'INITIAL_PURCHASE',
        appUserId,
        purchase,
      );
      return;
    }
    return send(response, 404, { code: 7259, message: 'Not found.' });
  }

  const server = createServer((request, response) => {
    void handle(request, response)
      .catch(() => send(response, 500, { message: 'stand-in failure' }))
      .finally(() =>
        log.push({ method: request.method ?? '', path: request.url ?? '', status: response.statusCode }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    publicKey,
    secretKey,
    log,
    webhooks,
    /** The app's environment to talk to this stand-in. */
    env: () => ({
      REVENUECAT_API_URL: base,
      REVENUECAT_WEB_API_KEY: publicKey,
      REVENUECAT_SECRET_API_KEY: secretKey,
    }),
    setWebhook: (url: string, authorization: string) => {
      webhookUrl = url;
      webhookAuthorization = authorization;
    },
    /** Purchases made while held send no webhook (the store is slow): the app must time out. */
    holdWebhooks: (held = true) => void (webhooksHeld = held),
    /** The next `count` offerings calls answer 503. */
    failOfferings: (count: number) => void (offeringsFailures = count),
    /** The next `count` customer-info calls answer 503. */
    failCustomerInfo: (count: number) => void (customerFailures = count),
    /** A purchase made elsewhere (another device, the App Store): restore should find it. */
    grant,
    /** The athlete turned renewal off in the store; RevenueCat tells the app. */
    cancel: async (appUserId: string) => {
      const purchase = (purchases.get(appUserId) ?? []).find((candidate) => candidate.expiresAt !== null);
      if (!purchase) throw new Error(`no subscription for ${appUserId}`);
      purchase.unsubscribedAt = now();
      await sendWebhook('CANCELLATION', appUserId, purchase);
    },
    purchasesOf: (appUserId: string) => purchases.get(appUserId) ?? [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RevenueCatStandIn = Awaited<ReturnType<typeof startRevenueCatStandIn>>;
