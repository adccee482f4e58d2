import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../app/toast/toast-store';
import {
  buildProfile,
  imperial,
  json,
  pageRoute,
  problem,
  renderAsAthlete,
} from '../../athlete-data/test-support';
import type { CompletedWorkoutDetail } from './completed-api';
import { CompletedWorkoutPage } from './CompletedWorkoutPage';

const route = pageRoute('/app/workout/completed/:id', 'Completed workout');
const ID = '5b0f3c1e-8a0d-4d2e-9d59-1c1d3f0e4a11';

const run: CompletedWorkoutDetail = {
  id: ID,
  sport: 'run',
  title: 'Easy run',
  startedAt: '2026-11-20T06:15:00.000Z',
  date: '2026-11-20',
  durationSeconds: 2700,
  distanceMeters: 9000,
  averageHeartRate: 148,
  maxHeartRate: 166,
  averagePower: null,
  elevationGainMeters: 100,
  rpe: 5,
  stressScore: 48,
  source: 'manual',
  plannedSessionId: 'p1',
  hasSamples: false,
  feedback: null,
  averageSpeedMetersPerSecond: 9000 / 2700,
  speedDisplay: 'pacePerKm',
  zones: {
    measure: 'heartRate',
    zones: [
      { id: 'Z1', name: 'Recovery', seconds: 600 },
      { id: 'Z2', name: 'Aerobic', seconds: 2100 },
    ],
  },
  planned: {
    id: 'p1',
    title: 'Easy run',
    sport: 'run',
    date: '2026-11-20',
    duration: 2400,
    distance: 8000,
    load: 35,
  },
};

/** A summary tile's value by its label. */
const tile = (label: string) =>
  within(document.querySelector<HTMLElement>('dl[aria-label="Summary"]') ?? document.body).getByText(label)
    .nextElementSibling?.textContent;

function serve(detail: CompletedWorkoutDetail, onDelete = () => json(null, 204)) {
  return (r: { method: string; url: string }) => {
    if (r.method === 'GET' && r.url.endsWith(`/completed-session-detail-view/${ID}`)) return json(detail);
    if (r.method === 'PATCH' && r.url.endsWith(`/completed-workouts/${ID}/feedback`))
      return json({ ...detail, feedback: { executedAsPlanned: true, intensity: 6, durationFeel: 3 } });
    if (r.method === 'DELETE' && r.url.endsWith(`/completed-workouts/${ID}`)) return onDelete();
    return undefined;
  };
}

describe('completed workout', () => {
  it('reads the summary, zones and the planned comparison in imperial units', async () => {
    renderAsAthlete(
      <CompletedWorkoutPage route={route} />,
      imperial(buildProfile()),
      serve(run),
      `/app/workout/completed/${ID}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Easy run' })).toBeTruthy();
    expect(screen.getByText('Fri 20.11.26')).toBeTruthy();
    expect(tile('Duration')).toBe('45:00');
    expect(tile('Distance')).toBe('5.6 mi');
    // 5:00 /km = 8:03 /mi.
    expect(tile('Avg pace')).toBe('8:03 /mi');
    expect(tile('Elevation gain')).toBe('328 ft');
    expect(tile('Stress score')).toBe('48');
    const comparison = screen.getByRole('region', { name: 'Planned vs done' });
    expect(comparison.textContent).toContain('40 min');
    expect(comparison.textContent).toContain('45 min (113 %)');
    expect(comparison.textContent).toContain('5.0 mi');
    const zones = screen.getByRole('region', { name: 'Time in zones' });
    expect(within(zones).getByRole('listitem', { name: 'Z2 Aerobic: 35:00, 78 %' })).toBeTruthy();
  });

  it('saves feedback with a green toast and asks for all three answers first', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsAthlete(
      <CompletedWorkoutPage route={route} />,
      buildProfile(),
      serve(run),
      `/app/workout/completed/${ID}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Save feedback' }));
    expect(screen.getByText('Tell us whether you did the workout as planned')).toBeTruthy();
    expect(screen.getByText('Intensity is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: '6 – Somewhat hard' }));
    await user.click(screen.getByRole('radio', { name: '3 – Just right' }));
    await user.click(screen.getByRole('button', { name: 'Save feedback' }));
    await waitFor(() =>
      expect(getToasts().some((t) => t.kind === 'success' && t.message === 'Feedback saved')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      executedAsPlanned: true,
      intensity: 6,
      durationFeel: 3,
    });
  });

  it('confirms before deleting and says so in red when it fails', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsAthlete(
      <CompletedWorkoutPage route={route} />,
      buildProfile(),
      serve(run, () => problem(500, 'x', 'boom')),
      `/app/workout/completed/${ID}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete workout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this workout?' });
    expect(dialog.textContent).toContain('The planned session counts as not done again.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        getToasts().some((t) => t.kind === 'error' && t.message === 'Failed to delete workout data'),
      ).toBe(true),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Easy run' })).toBeTruthy();
  });

  it('says Workout not found for an unknown id', async () => {
    renderAsAthlete(
      <CompletedWorkoutPage route={route} />,
      buildProfile(),
      () => undefined,
      `/app/workout/completed/${ID}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Workout not found' })).toBeTruthy();
  });
});
