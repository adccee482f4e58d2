import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { daysFromToday } from '../../athlete-data/dates';
import type { PlannedSessionDetail } from '../plan-api';
import { PlannedCompletion, type WithCompletion } from './PlannedCompletion';

const session = (
  overrides: Partial<PlannedSessionDetail & WithCompletion>,
): PlannedSessionDetail & WithCompletion => ({
  id: 's1',
  date: daysFromToday(0),
  sport: 'run',
  isMultisport: false,
  focus: 'Endurance',
  title: 'Easy run',
  phase: 'Foundation',
  duration: 1800,
  distance: 5000,
  load: 25,
  isKey: false,
  isHard: false,
  status: 'planned',
  description: '',
  leadUnit: 'Duration',
  intensityFactor: 0.7,
  steps: [],
  completedWorkoutId: null,
  ...overrides,
});

function show(detail: PlannedSessionDetail & WithCompletion) {
  const router = createMemoryRouter([{ path: '*', element: <PlannedCompletion session={detail} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('PlannedCompletion', () => {
  it('offers "Log as done" for a session due today, filled for it', () => {
    show(session({}));
    expect(screen.getByRole('link', { name: 'Log as done' }).getAttribute('href')).toBe(
      `/app/workout/log?date=${daysFromToday(0)}&sport=run&planned=s1`,
    );
  });

  it('links to the completed workout once done', () => {
    show(session({ completedWorkoutId: 'w1' }));
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the completed workout' }).getAttribute('href')).toBe(
      '/app/workout/completed/w1',
    );
  });

  it('offers nothing for a future or skipped session', () => {
    const future = show(session({ date: daysFromToday(2) }));
    expect(future.container.textContent).toBe('');
    cleanup();
    const skipped = show(session({ status: 'skipped' }));
    expect(skipped.container.textContent).toBe('');
  });
});
