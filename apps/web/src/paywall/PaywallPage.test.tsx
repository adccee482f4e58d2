import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '../api/identity';
import { identityKey } from '../api/identity';
import { setAccessToken } from '../api/session';
import { buildIdentity, fakeToken, json } from '../athlete-data/test-support';
import { getToasts } from '../app/toast/toast-store';
import { PaywallPage } from './PaywallPage';
import * as store from './store';
import type { Offer } from './store';

vi.mock('./store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./store')>();
  return { ...actual, loadOffers: vi.fn(), buy: vi.fn() };
});
vi.mock('./premium-wait', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./premium-wait')>();
  // The spec's 250 ms and 60 s, run fast: the same loop, with no real waiting.
  return {
    ...actual,
    waitForPremium: (read: () => Promise<Identity>) => {
      let ticks = 0;
      return actual.waitForPremium(read, {
        sleep: () => Promise.resolve(void ticks++),
        elapsed: () => ticks * actual.PREMIUM_POLL_MS,
      });
    },
  };
});

const offer = (kind: Offer['kind'], label: string, price: string, perMonth: string | null): Offer => ({
  kind,
  label,
  price,
  perMonth,
  isLifetime: kind === 'LIFETIME',
  rcPackage: {} as Offer['rcPackage'],
});

const OFFERS: Offer[] = [
  offer('LIFETIME', 'Lifetime', '€249.99', null),
  offer('ANNUAL', 'Annual', '€99.99', '€8.33'),
  offer('SIX_MONTH', '6 months', '€59.99', '€10.00'),
  offer('THREE_MONTH', '3 months', '€32.99', '€11.00'),
  offer('TWO_MONTH', '2 months', '€23.99', '€12.00'),
  offer('MONTHLY', 'Monthly', '€12.99', null),
];

function identity(
  overrides: { isPremium?: boolean; waiting?: boolean; trialEnds?: string | null } = {},
): Identity {
  return buildIdentity({
    email: null,
    paywallStatus: { isPremium: overrides.isPremium ?? false },
    profile: {
      onBoardingStatus: 'Completed',
      trialExpiresAtUtc: overrides.trialEnds === undefined ? '2000-01-01T00:00:00.000Z' : overrides.trialEnds,
      waitingForPaymentEvent: overrides.waiting ?? false,
    },
  });
}

const STORE_CONFIG = {
  available: true,
  apiKey: 'test_key',
  apiUrl: null,
  appUserId: 'u1',
  entitlement: 'Premium',
};

type Handler = (request: { method: string; url: string }) => Response | undefined;

function renderPaywall(handle: Handler, start: Identity = identity()) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = { method: init?.method ?? 'GET', url };
      calls.push(request);
      if (url === '/api/v1/app/subscription/store-config') return json(STORE_CONFIG);
      return handle(request) ?? json({ message: 'Not found' }, 404);
    }),
  );
  setAccessToken(fakeToken());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(identityKey, start);
  const router = createMemoryRouter(
    [
      { path: '/app/paywall', element: <PaywallPage /> },
      { path: '/app/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/app/paywall'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

const toasts = () => getToasts().map((toast) => toast.message);

beforeEach(() => {
  vi.mocked(store.loadOffers).mockResolvedValue(OFFERS);
  vi.mocked(store.buy).mockResolvedValue('purchased');
});
afterEach(() => {
  vi.mocked(store.loadOffers).mockReset();
  vi.mocked(store.buy).mockReset();
});

describe('the paywall', () => {
  it('offers the six packages in the spec’s order with the store’s prices, annual chosen first', async () => {
    renderPaywall(() => undefined);
    const choices = await screen.findAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Lifetime · €249.99One payment, Premium for good',
      'Annual · €99.99€8.33 per month',
      '6 months · €59.99€10.00 per month',
      '3 months · €32.99€11.00 per month',
      '2 months · €23.99€12.00 per month',
      'Monthly · €12.99Billed monthly',
    ]);
    expect(screen.getByRole('radio', { name: /Annual/ })).toHaveProperty('checked', true);
    expect(screen.getByText(/Your free trial has ended/)).toBeTruthy();
  });

  it('after a purchase, waits for the payment event by polling identity, then welcomes the athlete', async () => {
    let polls = 0;
    const { calls, router } = renderPaywall((request) => {
      if (request.url === '/api/v1/app/subscription/awaiting-payment')
        return json({ waitingForPaymentEvent: true });
      if (request.url === '/api/v1/app/identity')
        return json(++polls < 3 ? identity({ waiting: true }) : identity({ isPremium: true }));
      return undefined;
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Monthly/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe: Monthly, €12.99' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    expect(vi.mocked(store.buy).mock.calls[0]?.[1].kind).toBe('MONTHLY');
    // Two polls still waiting, the third premium (the page reads identity once more after).
    expect(polls).toBeGreaterThanOrEqual(3);
    expect(calls.some((call) => call.url === '/api/v1/app/subscription/awaiting-payment')).toBe(true);
    expect(toasts()).toContain('Welcome to Premium');
  });

  it('says the premium status update timed out after 60 s of waiting, and stays', async () => {
    let polls = 0;
    const { router } = renderPaywall((request) => {
      if (request.url === '/api/v1/app/subscription/awaiting-payment')
        return json({ waitingForPaymentEvent: true });
      if (request.url === '/api/v1/app/identity') return json((polls++, identity({ waiting: true })));
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: /Subscribe/ }));
    await waitFor(() => expect(toasts()).toContain('Premium status update timed out'));
    // 250 ms apart, from 0 to 60 s.
    expect(polls).toBe(241);
    expect(router.state.location.pathname).toBe('/app/paywall');
    expect(screen.getByText(/still being confirmed/)).toBeTruthy();
  });

  it('a closed checkout changes nothing and asks nothing of the server', async () => {
    vi.mocked(store.buy).mockResolvedValue('cancelled');
    const { calls } = renderPaywall(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: /Subscribe/ }));
    await waitFor(() => expect(store.buy).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the store’s purchase error', async () => {
    vi.mocked(store.buy).mockRejectedValue(
      new store.StoreError('The purchase did not go through. Card declined.'),
    );
    renderPaywall(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: /Subscribe/ }));
    await waitFor(() => expect(toasts()).toContain('The purchase did not go through. Card declined.'));
  });

  it('when the options do not load: the spec’s words and a retry that loads them', async () => {
    vi.mocked(store.loadOffers).mockRejectedValueOnce(new store.StoreError(store.OPTIONS_UNAVAILABLE));
    renderPaywall(() => undefined);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We’re unable to load subscription options at the moment. Please try again or check back later.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('radio')).toHaveLength(6);
  });

  it('restore: a failure says so in the spec’s words; nothing found says so too', async () => {
    let answer = json({ message: 'Purchase restoration failed. Please try again.' }, 503);
    renderPaywall((request) => (request.url === '/api/v1/app/subscription/restore' ? answer : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore purchases' }));
    await waitFor(() => expect(toasts()).toContain('Purchase restoration failed. Please try again.'));
    answer = json({ restored: false });
    await userEvent.click(screen.getByRole('button', { name: 'Restore purchases' }));
    await waitFor(() => expect(toasts()).toContain('We found no Premium purchase for this account.'));
  });

  it('a premium athlete is told so, with the way to the subscription', async () => {
    renderPaywall(() => undefined, identity({ isPremium: true }));
    expect(await screen.findByText('You have Premium')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
  });
});
