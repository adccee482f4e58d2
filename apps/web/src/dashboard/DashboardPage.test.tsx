import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../api/session';
import { buildProfile, json, renderAsAthlete } from '../athlete-data/test-support';
import { DashboardPage } from './DashboardPage';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const route = { path: '/app/dashboard', title: 'Plan', description: '', access: 'premium' as const };
const status = (s: string, extra: object = {}) =>
  json({
    status: s,
    trafficLight: null,
    message: `${s} message`,
    today: '2026-11-23',
    planGeneratedAt: null,
    ...extra,
  });

describe('dashboard status', () => {
  it('waits while the plan is generated, polling until the status changes', async () => {
    let polls = 0;
    renderAsAthlete(<DashboardPage route={route} />, buildProfile(), (r) => {
      if (!r.url.endsWith('/dashboard-status')) return undefined;
      polls += 1;
      return polls < 2 ? status('plangeneration') : status('proceed', { trafficLight: 'green' });
    });
    expect(await screen.findByRole('status', { name: 'Plan generation' })).toBeTruthy();
    const today = await screen.findByRole('status', { name: 'Today' }, { timeout: 4000 });
    expect(today.textContent).toContain('Train as planned');
    expect(today.textContent).toContain('23.11.26');
    expect(screen.getByRole('img', { name: 'Traffic light: Green' })).toBeTruthy();
  });

  it('shows the error with a Retry that re-queues the generation', async () => {
    const { calls } = renderAsAthlete(<DashboardPage route={route} />, buildProfile(), (r) => {
      if (r.url.endsWith('/retry-generation')) return json({ status: 'plangeneration' }, 202);
      if (r.url.endsWith('/dashboard-status'))
        return status(calls.some((c) => c.url.endsWith('/retry-generation')) ? 'plangeneration' : 'error');
      return undefined;
    });
    const alert = await screen.findByRole('alert', { name: 'Plan generation failed' });
    expect(alert.textContent).toContain('error message');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/plan/retry-generation'))).toBe(true),
    );
    expect(await screen.findByRole('status', { name: 'Plan generation' })).toBeTruthy();
  });
});
