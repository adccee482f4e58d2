import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerConfirm, buildProfile, json, problem, renderAsAthlete } from '../athlete-data/test-support';
import { GARMIN_FAILED_MESSAGE, garminConsentPage } from './garmin-api';
import { GarminConnectionPanel } from './GarminConnection';

afterEach(() => {
  vi.restoreAllMocks();
});

const CONNECTIONS = '/app/settings/third-party-connections';
const base = '/api/v1/integration/garmin';

describe('Settings → Connections: GARMIN®', () => {
  it('connects by opening GARMIN®’s consent page with the way back to settings', async () => {
    const open = vi.spyOn(garminConsentPage, 'open').mockImplementation(() => undefined);
    const { calls } = renderAsAthlete(
      <GarminConnectionPanel redirectTo={CONNECTIONS} />,
      buildProfile(),
      (r) => {
        if (r.url === `${base}/auth/is-connected`) return json(false);
        if (r.url.startsWith(`${base}/auth/request-token/a1`))
          return json({ url: 'https://connect.garmin.com/oauth2Confirm?state=s' });
        return undefined;
      },
    );
    expect(await screen.findByText('Not connected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Connect GARMIN®' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://connect.garmin.com/oauth2Confirm?state=s'),
    );
    expect(
      calls.some(
        (c) => c.url === `${base}/auth/request-token/a1?redirectTo=${encodeURIComponent(CONNECTIONS)}`,
      ),
    ).toBe(true);
  });

  it('says the spec’s message when GARMIN® fails', async () => {
    renderAsAthlete(<GarminConnectionPanel redirectTo={CONNECTIONS} />, buildProfile(), (r) => {
      if (r.url === `${base}/auth/is-connected`) return json(false);
      if (r.url.startsWith(`${base}/auth/request-token/`)) return problem(503, 'garmin_not_configured', 'x');
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect GARMIN®' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GARMIN_FAILED_MESSAGE);
  });

  it('shows the history import and disconnects after confirming', async () => {
    let connected = true;
    const { calls } = renderAsAthlete(
      <GarminConnectionPanel redirectTo={CONNECTIONS} />,
      buildProfile(),
      (r) => {
        if (r.url === `${base}/auth/is-connected`) return json(connected);
        if (r.url === `${base}/auth/has-required-permissions`) return json(true);
        if (r.url === `${base}/backfill-status`)
          return json({
            connected,
            state: 'running',
            total: 100,
            done: 40,
            percent: 40,
            historicalDataDenied: false,
            message: null,
          });
        if (r.method === 'POST' && r.url === `${base}/auth/disconnect`) {
          connected = false;
          return new Response(null, { status: 204 });
        }
        return undefined;
      },
    );
    const bar = await screen.findByRole('progressbar', { name: 'History import from GARMIN® Connect' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    answerConfirm(false);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    answerConfirm(true);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Not connected')).toBeTruthy();
  });

  it('tells the athlete when GARMIN® shares no history', async () => {
    renderAsAthlete(<GarminConnectionPanel redirectTo={CONNECTIONS} />, buildProfile(), (r) => {
      if (r.url === `${base}/auth/is-connected`) return json(true);
      if (r.url === `${base}/auth/has-required-permissions`) return json(true);
      if (r.url === `${base}/backfill-status`) {
        return json({
          connected: true,
          state: 'historicalDataOff',
          total: 100,
          done: 100,
          percent: 100,
          historicalDataDenied: true,
          message: 'GARMIN® did not share your history with Tricoach.',
        });
      }
      return undefined;
    });
    expect(await screen.findByText('GARMIN® did not share your history with Tricoach.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect again' })).toBeTruthy();
  });
});
