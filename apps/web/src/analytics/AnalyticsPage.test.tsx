import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, imperial, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import { AnalyticsPage } from './AnalyticsPage';
import type { ActivityDashboard, FitnessView, SportSplit, Totals } from './history-api';

// The chart stands in as its label and the number of days it got.
vi.mock('../app/charts/UPlotChart', async () =>
  (await import('../app/charts/uplot-stand-in')).uplotStandIn((data) => `${data[0]?.length} days`),
);

const route = pageRoute('/app/analytics', 'Statistics');
const zero: Totals = { duration: 0, distance: 0, workouts: 0, stress: 0 };
const totals = (duration: number, distance: number, workouts: number, stress: number): Totals => ({
  duration,
  distance,
  workouts,
  stress,
});

function dashboard(range: string, overrides: Partial<ActivityDashboard> = {}): ActivityDashboard {
  return {
    range: range as ActivityDashboard['range'],
    from: '2026-10-24',
    to: '2026-11-22',
    firstWorkoutDate: '2026-10-08',
    totals: totals(10_500, 51_000, 3, 189),
    bySport: {
      swim: totals(2400, 2000, 1, 67),
      bike: totals(5400, 40_000, 1, 63),
      run: totals(2700, 9000, 1, 59),
      strength: zero,
    },
    previous: {
      from: '2026-09-24',
      to: '2026-10-23',
      totals: totals(3600, 12_000, 1, 69),
      bySport: { swim: zero, bike: zero, run: totals(3600, 12_000, 1, 69), strength: zero },
    },
    ...overrides,
  };
}

const split: SportSplit = {
  range: '1m',
  from: '2026-10-24',
  to: '2026-11-22',
  sports: [
    { sport: 'swim', duration: 2400, distance: 2000, durationShare: 0.229, distanceShare: 0.039 },
    { sport: 'bike', duration: 5400, distance: 40_000, durationShare: 0.514, distanceShare: 0.784 },
    { sport: 'run', duration: 2700, distance: 9000, durationShare: 0.257, distanceShare: 0.176 },
    { sport: 'strength', duration: 0, distance: 0, durationShare: 0, distanceShare: 0 },
  ],
};

const fitness: FitnessView = {
  range: '1m',
  from: '2026-10-24',
  to: '2026-11-22',
  estimate: null,
  points: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
    stress: 0,
    fitness: 4,
    fatigue: 14,
    form: -12,
    rampRate: 2.4,
  })),
  current: {
    date: '2026-11-22',
    fitness: 4.5,
    fatigue: 14.4,
    form: -12,
    formBand: 'optimal',
    rampRate: 2.4,
    rampBand: 'low',
  },
};

function answer(byRange: (range: string) => ActivityDashboard) {
  return (request: { url: string }) => {
    const range = new URL(request.url, 'http://x').searchParams.get('range') ?? '1m';
    if (request.url.includes('/history/activity-dashboard')) return json(byRange(range));
    if (request.url.includes('/history/sport-split')) return json({ ...split, range });
    if (request.url.includes('/history/fitness')) return json({ ...fitness, range });
    return undefined;
  };
}

describe('statistics page', () => {
  it('shows the totals with the change from the period before, the split and the fitness chart explained', async () => {
    renderAsAthlete(
      <AnalyticsPage route={route} />,
      buildProfile(),
      answer((range) => dashboard(range)),
    );
    const totalsRegion = await screen.findByRole('region', { name: 'Totals' });
    expect(totalsRegion.textContent).toContain('2 h 55 min');
    expect(totalsRegion.textContent).toContain('51.0 km');
    expect(totalsRegion.textContent).toContain('+192% vs the 30 days before');
    expect(within(totalsRegion).getByRole('row', { name: 'Swim' }).textContent).toContain('2000 m');
    expect(await screen.findByRole('listitem', { name: 'Bike 51% of time' })).toBeTruthy();
    const chart = await screen.findByRole('img', { name: 'Fitness, fatigue and form per day' });
    expect(chart.textContent).toBe('30 days');
    expect(screen.getByText(/^Form −12\.0 means you are in a productive training block/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Completed workouts' }).getAttribute('href')).toBe(
      '/app/history/workouts',
    );
    // Opened from the athlete hub, with no tab bar: the way back is on the page.
    expect(screen.getByRole('link', { name: '← Athlete hub' }).getAttribute('href')).toBe('/app/athlete-hub');
  });

  it('switches ranges with the tabs and keeps the range on the history links', async () => {
    const { calls, router } = renderAsAthlete(
      <AnalyticsPage route={route} />,
      buildProfile(),
      answer((range) =>
        range === 'all'
          ? dashboard('all', { previous: null, totals: totals(14_100, 63_000, 4, 258) })
          : dashboard(range),
      ),
    );
    await screen.findByRole('region', { name: 'Totals' });
    await userEvent.click(screen.getByRole('tab', { name: 'All time' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/activity-dashboard?range=all'))).toBe(true),
    );
    expect(router.state.location.search).toBe('?range=all');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Totals' }).textContent).toContain('3 h 55 min'),
    );
    expect(screen.getByRole('region', { name: 'Totals' }).textContent).not.toContain('vs ');
    expect(screen.getByRole('link', { name: 'Training distance' }).getAttribute('href')).toBe(
      '/app/history/distance?range=all',
    );
  });

  it('reads in miles for an imperial athlete', async () => {
    renderAsAthlete(
      <AnalyticsPage route={route} />,
      imperial(buildProfile()),
      answer((range) => dashboard(range)),
    );
    const totalsRegion = await screen.findByRole('region', { name: 'Totals' });
    expect(totalsRegion.textContent).toContain('31.7 mi');
    expect(within(totalsRegion).getByRole('row', { name: 'Swim' }).textContent).toContain('2187 yd');
  });

  it('welcomes an athlete without any completed workout instead of showing empty charts', async () => {
    renderAsAthlete(
      <AnalyticsPage route={route} />,
      buildProfile(),
      answer((range) => dashboard(range, { firstWorkoutDate: null, totals: zero, previous: null })),
    );
    const empty = await screen.findByRole('status', { name: 'No completed workouts' });
    expect(empty.textContent).toContain('No completed workouts yet');
    expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'History' })).toBeNull();
  });

  it('shows a new athlete the fitness their plan starts from, and says where it comes from', async () => {
    const steady = { stress: 0, fitness: 60, fatigue: 60, form: 0, rampRate: 0 };
    const estimated: FitnessView = {
      ...fitness,
      estimate: 60,
      points: fitness.points.map((point) => ({ ...point, ...steady })),
      current: {
        ...steady,
        date: '2026-11-22',
        fitness: 58.6,
        fatigue: 51.9,
        formBand: 'optimal',
        rampBand: 'low',
      },
    };
    renderAsAthlete(<AnalyticsPage route={route} />, buildProfile(), (request) => {
      if (request.url.includes('/history/fitness')) return json(estimated);
      return answer((range) => dashboard(range, { firstWorkoutDate: null, totals: zero, previous: null }))(
        request,
      );
    });
    const card = await screen.findByRole('region', { name: 'Fitness, fatigue and form' });
    expect(card.textContent).toContain('58.6');
    expect(card.textContent).toContain('fitness starts from the training you told us about (60)');
    expect(await screen.findByRole('status', { name: 'No completed workouts' })).toBeTruthy();
  });
});
