import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../api/session';
import { buildIdentity, buildProfile, json, problem } from '../athlete-data/test-support';
import { AppRoutes } from './router';

const identity = buildIdentity({
  unreadNotifications: 2,
  athleteGoalActionRequired: true,
  paywallStatus: { subscriptionType: 'ANNUAL', willRenew: true },
});

function fakeToken(): string {
  const payload = btoa(
    JSON.stringify({ sub: 'u1', email: 'ann@example.com', exp: Math.floor(Date.now() / 1000) + 600 }),
  );
  return `e30.${payload.replace(/=+$/, '')}.sig`;
}

function serve(
  overrides: { identity?: () => Response; profile?: () => Response; compatibility?: string } = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/v1/app/identity')) return overrides.identity?.() ?? json(identity);
    if (url.endsWith('/api/v1/odata/AthleteProfile/a1')) return overrides.profile?.() ?? json(buildProfile());
    if (url.endsWith('/api/v1/compatibility'))
      return json({
        compatibility: overrides.compatibility ?? 'NoUserActionNeeded',
        userHint: 'Please update.',
      });
    return problem(404, 'not_found', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The Page of every page.view the app reported. */
function pageViews(fetchMock: ReturnType<typeof serve>): string[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/api/v1/app/ui-event'))
    .map(
      ([, init]) =>
        JSON.parse(String((init as RequestInit | undefined)?.body)) as { EventType: string; Page: string },
    )
    .filter((event) => event.EventType === 'page.view')
    .map((event) => event.Page);
}

/** Renders the app's routes at `path`; `.pathname` follows the router's location. */
function renderAt(path: string) {
  const current = { pathname: path };
  function Where() {
    const { pathname } = useLocation();
    useEffect(() => {
      current.pathname = pathname;
    }, [pathname]);
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return current;
}

describe('AppShell chrome', () => {
  beforeEach(() => {
    setAccessToken(fakeToken());
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the tab bar, the bell dot and the athlete hub dot on a tab', async () => {
    serve();
    renderAt('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Main' });
    expect(within(tabs).getByRole('link', { name: 'Plan' })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Athlete hub (needs your attention)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('hides the tab bar away from the four tabs', async () => {
    serve();
    renderAt('/app/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('follows /app/history to /app/analytics', async () => {
    serve();
    const current = renderAt('/app/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeTruthy();
    // The location is read in an effect, which may run after the heading is found (a loaded CI).
    await waitFor(() => expect(current.pathname).toBe('/app/analytics'));
  });

  it('reports a page view of the screen shown, by its pattern, and none of the one the guard left', async () => {
    const fetchMock = serve({
      identity: () => json({ ...identity, profile: { ...identity.profile, onBoardingStatus: 'InProgress' } }),
    });
    const current = renderAt('/app/dashboard');
    await vi.waitFor(() => expect(current.pathname).toBe('/onboarding/connect'));
    await vi.waitFor(() => expect(pageViews(fetchMock)).toContain('/onboarding/connect'));
    expect(pageViews(fetchMock)).not.toContain('/app/dashboard');
  });

  it('renders the page a feature route names, not the titled stub', async () => {
    serve();
    renderAt('/app/settings/units-of-measurement/pool-length');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pool length' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Units of measurement' })).toBeTruthy();
    cleanup();
    renderAt('/app/settings/equipment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Settings' })).toBeTruthy();
    expect(screen.queryByText(/being built/)).toBeNull();
  });

  it('shows a settings page’s profile error with Retry instead of the page, fetching it once', async () => {
    const fetchMock = serve({
      profile: () => problem(500, 'internal_error', 'Profile unavailable'),
    });
    renderAt('/app/settings/units-of-measurement/pool-length');
    expect(
      (await screen.findByRole('button', { name: 'Retry' })).closest('[role="alert"]')?.textContent,
    ).toContain('Profile unavailable');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const profileCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('AthleteProfile'));
    expect(profileCalls).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Pool length' })).toBeNull();
  });

  it('renders an onboarding step inside the onboarding page', async () => {
    const onboarding = { ...identity, profile: { ...identity.profile, onBoardingStatus: 'InProgress' } };
    serve({ identity: () => json(onboarding) });
    renderAt('/onboarding/endurance-experience/cycling/threshold');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cycling threshold' })).toBeTruthy();
  });

  it('shows the connection message when the identity cannot be fetched', async () => {
    serve({ identity: () => problem(500, 'internal_error', 'Boom') });
    renderAt('/app/dashboard');
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Connection problem! Please check your internet connection.',
    );
  });

  it('signs out on a 401 from the identity and goes to /login', async () => {
    serve({ identity: () => problem(401, 'unauthorized', 'No') });
    // The retry after a 401 refreshes first; the refresh is refused too.
    const current = renderAt('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Tricoach' })).toBeTruthy();
    await waitFor(() => expect(current.pathname).toBe('/login'));
  });

  it('blocks the app with a non-dismissible modal on ForceUpdate', async () => {
    serve({ compatibility: 'ForceUpdate' });
    renderAt('/app/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Update required' });
    expect(within(dialog).queryByRole('button', { name: 'Later' })).toBeNull();
  });

  it('lets the athlete dismiss an urgent update', async () => {
    serve({ compatibility: 'UpdateUrgent' });
    renderAt('/app/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Important update' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toggles the performance overlay from the environment banner', async () => {
    serve();
    renderAt('/app/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Plan' });
    await userEvent.click(screen.getByRole('button', { name: /Environment: local/ }));
    expect(screen.getByRole('complementary', { name: 'Performance stats' })).toBeTruthy();
  });
});
