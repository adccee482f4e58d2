import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../api/session';
import { fakeToken, json } from '../athlete-data/test-support';
import { setClock } from '../app/clock';
import { getToasts } from '../app/toast/toast-store';
import { CancelSubscriptionPage } from './CancelSubscriptionPage';
import type { SubscriptionDetails } from './subscription-api';
import { SubscriptionsPage } from './SubscriptionsPage';

const NOW = Date.parse('2026-03-04T10:00:00Z');

const details = (overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails => ({
  isPremium: true,
  subscriptionType: 'tricoach_annual',
  productName: 'Annual',
  willRenew: true,
  premiumExpiresAtUtc: '2027-03-04T10:00:00.000Z',
  trialExpiresAtUtc: '2026-02-20T10:00:00.000Z',
  waitingForPaymentEvent: false,
  store: 'RC_BILLING',
  managementUrl: 'https://billing.example/manage/u1',
  ...overrides,
});

function renderWith(element: ReactNode, answer: SubscriptionDetails, restore = json({ restored: true })) {
  setClock(NOW);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/v1/app/subscription') return json(answer);
      if (url === '/api/v1/app/subscription/restore') return restore;
      return json({}, 404);
    }),
  );
  setAccessToken(fakeToken());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/screen'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Settings › Subscriptions', () => {
  it('a renewing subscription: what it is, when it renews, and the way to cancel', async () => {
    renderWith(<SubscriptionsPage />, details());
    expect(await screen.findByText('Premium, annual: renews on 4 March 2027.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel subscription' }).getAttribute('href')).toBe(
      '/app/paywall/cancel-subscription',
    );
    expect(screen.getByRole('link', { name: 'Receipts and billing' }).getAttribute('href')).toBe(
      'https://billing.example/manage/u1',
    );
  });

  it('no subscription after the trial: the way to the paywall; a restore that finds one says so', async () => {
    renderWith(
      <SubscriptionsPage />,
      details({
        isPremium: false,
        productName: null,
        willRenew: false,
        premiumExpiresAtUtc: null,
        store: null,
      }),
    );
    expect(await screen.findByText('No subscription: your free trial has ended.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Premium plans' }).getAttribute('href')).toBe('/app/paywall');
    expect(screen.queryByRole('link', { name: 'Cancel subscription' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restore purchases' }));
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain('Your Premium is restored'),
    );
  });

  it('a lifetime purchase is for good, with nothing to cancel', async () => {
    renderWith(
      <SubscriptionsPage />,
      details({ productName: 'Lifetime', premiumExpiresAtUtc: null, willRenew: false }),
    );
    expect(await screen.findByText('Premium, lifetime: yours for good.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cancel subscription' })).toBeNull();
  });
});

describe('Cancel subscription', () => {
  it('bought on the web: the billing portal', async () => {
    renderWith(<CancelSubscriptionPage />, details());
    const portal = await screen.findByRole('link', { name: 'Cancel in the billing portal' });
    expect(portal.getAttribute('href')).toBe('https://billing.example/manage/u1');
  });

  it.each([
    ['APP_STORE', 'Open App Store subscriptions', 'https://apps.apple.com/account/subscriptions'],
    ['PLAY_STORE', 'Open Google Play subscriptions', 'https://play.google.com/store/account/subscriptions'],
  ])('bought in %s: the store’s own steps and link', async (store, label, href) => {
    renderWith(<CancelSubscriptionPage />, details({ store, managementUrl: null }));
    expect((await screen.findByRole('link', { name: label })).getAttribute('href')).toBe(href);
    expect(screen.getAllByRole('listitem').length).toBe(3);
  });

  it('already cancelled: it says it will not renew', async () => {
    renderWith(<CancelSubscriptionPage />, details({ willRenew: false }));
    expect(
      await screen.findByText('Your subscription is already cancelled: it will not renew.'),
    ).toBeTruthy();
    expect(screen.getByText('Premium, annual: cancelled, Premium until 4 March 2027.')).toBeTruthy();
  });
});
