import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@tricoach/core/dates';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../app/toast/toast-store';
import { todayIso } from '../athlete-data/dates';
import { buildProfile, json, pageRoute, problem, renderAsAthlete } from '../athlete-data/test-support';
import { buildSessionSummary } from '../workout/test-support';
import { EditWeekPage } from './EditWeekPage';
import { RecalculatePage } from './RecalculatePage';

const today = todayIso();
const route = (title: string) => pageRoute('/x', title);
const run = buildSessionSummary({ id: 'run1', date: addDays(today, 1), title: 'Easy run' });
const ride = buildSessionSummary({
  id: 'bike1',
  date: addDays(today, 2),
  sport: 'bike',
  title: 'Long ride',
  status: 'locked',
});
const outlook = {
  from: today,
  to: addDays(today, 7),
  days: Array.from({ length: 8 }, (_, i) => ({
    date: addDays(today, i),
    sessions: [run, ride].filter((s) => s.date === addDays(today, i)),
    duration: 0,
    load: 0,
  })),
  totals: { duration: 0, distance: 0, load: 0, bySport: {} },
};

describe('edit next week', () => {
  it('checks a move live, shows the coach’s problem and saves only a valid week', async () => {
    let valid = false;
    const { calls, router } = renderAsAthlete(
      <EditWeekPage route={route('Edit next week')} />,
      buildProfile(),
      (r) => {
        if (r.url.includes('/outlook?')) return json(outlook);
        if (r.url.endsWith('/validate-training-plan'))
          return json(
            valid
              ? { valid: true, problems: [], sessions: [] }
              : {
                  valid: false,
                  problems: [
                    { code: 'HardDaysTooClose', sessionId: 'run1', message: '“Easy run” is too close.' },
                  ],
                  sessions: [],
                },
          );
        if (r.url.endsWith('/save-edited-training-plan')) return json({ changed: 1, sessions: [] });
        return undefined;
      },
      '/app/forecast/edit',
    );
    const item = await screen.findByRole('listitem', { name: 'Easy run' });
    expect(
      within(screen.getByRole('listitem', { name: 'Long ride' })).getByRole('checkbox', { name: 'Lock' }),
    ).toHaveProperty('checked', true);
    const save = screen.getByRole('button', { name: 'Save week' });
    expect(save).toHaveProperty('disabled', true);

    await userEvent.selectOptions(within(item).getByRole('combobox'), addDays(today, 4));
    expect((await screen.findByRole('alert', { name: 'Problems' })).textContent).toBe(
      '“Easy run” is too close.',
    );
    expect(save).toHaveProperty('disabled', true);

    valid = true;
    await userEvent.click(within(item).getByRole('checkbox', { name: 'Lock' }));
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert', { name: 'Problems' })).toBeNull();
    await userEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/forecast'));
    const saved = calls.find((c) => c.url.endsWith('/save-edited-training-plan'));
    expect(saved?.body).toEqual({
      sessions: [{ sessionId: 'run1', date: addDays(today, 4), locked: true, skipped: false }],
    });
  });
});

describe('recalculate next week', () => {
  it('sends the locked workouts and skipped days and shows what changed', async () => {
    const { calls } = renderAsAthlete(
      <RecalculatePage route={route('Recalculate next week')} />,
      buildProfile(),
      (r) => {
        if (r.url.includes('/outlook?')) return json(outlook);
        if (r.url.endsWith('/recalculate-plan'))
          return json({
            changes: [{ sessionId: 'run1', title: 'Easy run', from: run.date, to: addDays(today, 3) }],
            sessions: [{ ...run, date: addDays(today, 3) }, ride],
          });
        return undefined;
      },
      '/app/forecast/recalculate',
    );
    const lockRide = await screen.findByRole('checkbox', { name: 'Lock Long ride' });
    expect(lockRide).toHaveProperty('checked', true);
    expect(within(screen.getByRole('group', { name: 'Days to skip' })).getAllByRole('button')).toHaveLength(
      8,
    );
    await userEvent.click(screen.getAllByRole('button', { name: /^Skip / })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate next week' }));
    expect((await screen.findByRole('list', { name: 'Changes' })).textContent).toMatch(
      /^Easy run: moved from \w{3} \d{2}\.\d{2}\.\d{2} to \w{3} \d{2}\.\d{2}\.\d{2}$/,
    );
    expect(calls.find((c) => c.url.endsWith('/recalculate-plan'))?.body).toEqual({
      lockedSessionIds: ['bike1'],
      skippedDays: [addDays(today, 1)],
    });
  });

  it('says so in a red toast when the recalculation fails', async () => {
    renderAsAthlete(
      <RecalculatePage route={route('Recalculate next week')} />,
      buildProfile(),
      (r) =>
        r.url.includes('/outlook?')
          ? json(outlook)
          : r.url.endsWith('/recalculate-plan')
            ? problem(500, 'x', 'boom')
            : undefined,
      '/app/forecast/recalculate',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Recalculate next week' }));
    await waitFor(() =>
      expect(getToasts().map((t) => [t.kind, t.message])).toContainEqual([
        'error',
        'Failed to recalculate next week. Please try again later.',
      ]),
    );
  });
});
