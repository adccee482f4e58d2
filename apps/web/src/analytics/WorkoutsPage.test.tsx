import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import type { CompletedWorkoutItem } from './history-api';
import { WorkoutsPage } from './WorkoutsPage';

const route = pageRoute('/app/history/workouts', 'Completed workouts');
const workout = (
  id: string,
  sport: CompletedWorkoutItem['sport'],
  title: string,
  date: string,
): CompletedWorkoutItem => ({
  id,
  sport,
  date,
  startedAt: `${date}T07:00:00Z`,
  title,
  duration: 2700,
  distance: sport === 'strength' ? null : 9000,
  stress: 59,
});

describe('completed workouts list', () => {
  it('pages with the cursor, filters by sport and links every workout to its page', async () => {
    const { calls } = renderAsAthlete(<WorkoutsPage route={route} />, buildProfile(), (request) => {
      if (!request.url.includes('/history/completed-workouts')) return undefined;
      const query = new URL(request.url, 'http://x').searchParams;
      if (query.get('sport') === 'bike')
        return json({ workouts: [workout('w9', 'bike', 'Ride', '2026-11-19')], nextCursor: null });
      if (query.get('cursor') === 'page2')
        return json({ workouts: [workout('w3', 'swim', 'Swim', '2026-11-12')], nextCursor: null });
      return json({
        workouts: [
          workout('w1', 'run', 'Run', '2026-11-21'),
          workout('w2', 'strength', 'Strength training', '2026-11-20'),
        ],
        nextCursor: 'page2',
      });
    });
    const list = await screen.findByRole('list', { name: 'Completed workouts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe('/app/workout/completed/w1');
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Sat 21.11.26');
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('9.0 km');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(calls.some((c) => c.url.includes('cursor=page2'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Bike' }));
    // A new filter is a new list (the old pages belong to "All").
    const items = () =>
      within(screen.getByRole('list', { name: 'Completed workouts' })).getAllByRole('listitem');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]?.textContent).toContain('Ride');
    expect(screen.getByRole('button', { name: 'Bike' }).getAttribute('aria-pressed')).toBe('true');
  });
});
