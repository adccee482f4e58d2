import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile, json, renderAsAthlete, problem } from '../../athlete-data/test-support';
import { dismissToast, getToasts } from '../../app/toast/toast-store';
import { EquipmentPage } from './EquipmentPage';

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

const OPTIONS = [
  { value: 'HeartRateStrap', label: 'Heart-rate chest strap', sport: null },
  { value: 'PowerMeter', label: 'Power meter (bike)', sport: 'cycling' },
  { value: 'IndoorTrainer', label: 'Indoor bike trainer', sport: 'cycling' },
  { value: 'Treadmill', label: 'Treadmill', sport: 'running' },
  { value: 'PoolAccess', label: 'Swimming pool access', sport: 'swimming' },
  { value: 'GymAccess', label: 'Gym access', sport: 'strengthtraining' },
];

function serve(put: (body: unknown) => Response, stored: string[] = ['PowerMeter']) {
  return renderAsAthlete(
    <EquipmentPage />,
    buildProfile(),
    (r) => {
      if (r.url === '/api/v1/app/equipment/options') return json(OPTIONS);
      if (r.method === 'GET' && r.url === '/api/v1/app/equipment') return json({ equipment: stored });
      if (r.method === 'PUT' && r.url === '/api/v1/app/equipment') return put(r.body);
      return undefined;
    },
    '/app/settings/equipment',
  );
}

describe('settings › equipment', () => {
  it('shows the options by sport with the stored ones ticked, saves the changed list, says so and goes back', async () => {
    const { calls, router } = serve((body) => json(body));
    const cycling = await screen.findByRole('group', { name: 'Cycling' });
    expect(within(cycling).getByLabelText('Power meter (bike)')).toHaveProperty('checked', true);
    expect(within(cycling).getByLabelText('Indoor bike trainer')).toHaveProperty('checked', false);
    for (const group of ['For every sport', 'Swimming', 'Running', 'Strength'])
      expect(screen.getByRole('group', { name: group })).toBeTruthy();

    await userEvent.click(screen.getByLabelText('Power meter (bike)'));
    await userEvent.click(screen.getByLabelText('Swimming pool access'));
    await userEvent.click(screen.getByLabelText('Heart-rate chest strap'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/settings'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ equipment: ['PoolAccess', 'HeartRateStrap'] });
    expect(getToasts()).toContainEqual(
      expect.objectContaining({ kind: 'success', message: 'Equipment saved' }),
    );
  });

  it("shows the server's validation messages and a red toast, keeps the ticks and stays", async () => {
    const message = 'Each equipment item may be listed only once';
    const { router } = serve(() =>
      json(
        {
          status: 400,
          code: 'validation_failed',
          message,
          fieldErrors: [{ field: 'equipment', message }],
        },
        400,
      ),
    );
    await userEvent.click(await screen.findByLabelText('Treadmill'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert', { name: 'Equipment not saved' })).textContent).toBe(message);
    expect(getToasts()).toContainEqual(expect.objectContaining({ kind: 'error', message }));
    expect(router.state.location.pathname).toBe('/app/settings/equipment');
    expect(screen.getByLabelText('Treadmill')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Power meter (bike)')).toHaveProperty('checked', true);
  });

  it('says when the equipment cannot be loaded, with Retry', async () => {
    renderAsAthlete(<EquipmentPage />, buildProfile(), (r) =>
      r.url === '/api/v1/app/equipment/options'
        ? problem(503, 'unavailable', 'Service unavailable')
        : undefined,
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
