import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, json, renderAsAthlete, problem } from '../../athlete-data/test-support';
import { getToasts } from '../../app/toast/toast-store';
import type { InjuryPause } from '../../athlete-hub/injury-pause-api';
import { InjuryPauseFormPage, InjuryPauseListPage } from './InjuryPausePages';

const pauses: InjuryPause[] = [
  {
    id: 'p1',
    injuryPauseType: 'Pause',
    startDate: '2026-08-01',
    endDate: '2026-08-14',
    excludedModalities: ['swimming'],
    status: 'past',
  },
  {
    id: 'p2',
    injuryPauseType: 'Injury',
    startDate: '2026-11-20',
    endDate: null,
    excludedModalities: ['running', 'strengthtraining'],
    status: 'active',
  },
  {
    id: 'p3',
    injuryPauseType: 'Pause',
    startDate: '2026-12-24',
    endDate: '2026-12-27',
    excludedModalities: ['cycling'],
    status: 'upcoming',
  },
];

describe('injuries and pauses', () => {
  it('groups periods into active, upcoming and past with the sports left out', async () => {
    renderAsAthlete(<InjuryPauseListPage />, buildProfile(), (r) =>
      r.url.endsWith('/injury-pause-reports') ? json(pauses) : undefined,
    );
    const active = await screen.findByRole('region', { name: 'Active' });
    expect(active.textContent).toContain('Injury');
    expect(active.textContent).toContain('From 20.11.26, open-ended');
    expect(within(active).getByLabelText('Sports left out').textContent).toBe(
      'No runningNo strength training',
    );
    expect(screen.getByRole('region', { name: 'Upcoming' }).textContent).toContain('24.12.26 – 27.12.26');
    expect(screen.getByRole('region', { name: 'Past' }).textContent).toContain('No swimming');
  });

  it('deletes only after confirming', async () => {
    const { calls } = renderAsAthlete(<InjuryPauseListPage />, buildProfile(), (r) => {
      if (r.method === 'DELETE') return new Response(null, { status: 204 });
      return r.url.endsWith('/injury-pause-reports') ? json(pauses) : undefined;
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete injury From 20.11.26, open-ended' }),
    );
    expect(await screen.findByRole('alertdialog', { name: 'Delete this injury?' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toMatch(/\/injury-pause-reports\/p2$/),
    );
  });

  it('creates a period with the chosen sports; a refusal shows a red toast with the reason', async () => {
    const { calls } = renderAsAthlete(
      <InjuryPauseFormPage />,
      buildProfile(),
      (r) => {
        if (r.method === 'POST')
          return problem(400, 'validation_failed', 'End date must be on or after the start date', [
            { field: 'endDate', message: 'End date must be on or after the start date' },
          ]);
        return r.url.endsWith('/injury-pause-reports') ? json([]) : undefined;
      },
      '/app/settings/injury-pause/create',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'New injury or pause' })).toBeTruthy();
    await userEvent.click(screen.getByLabelText(/^Injury/));
    const start = screen.getByLabelText('Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-22');
    await userEvent.type(screen.getByLabelText('End date (optional)'), '2026-11-20');
    await userEvent.click(screen.getByLabelText('Running'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        injuryPauseType: 'Injury',
        startDate: '2026-11-22',
        endDate: '2026-11-20',
        excludedModalities: ['running'],
      }),
    );
    expect(await screen.findByText('End date must be on or after the start date')).toBeTruthy();
    expect(
      getToasts().some(
        (toast) =>
          toast.kind === 'error' &&
          toast.message === 'Saving failed: End date must be on or after the start date',
      ),
    ).toBe(true);
  });
});
