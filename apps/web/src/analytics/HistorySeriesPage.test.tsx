import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, imperial, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import type { HistorySeries } from './history-api';
import { HistorySeriesPage } from './HistorySeriesPage';

// The chart stands in as what it was given (bucket count and the top layer's totals).
vi.mock('../app/charts/UPlotChart', async () =>
  (await import('../app/charts/uplot-stand-in')).uplotStandIn(
    (data) => `${data[0]?.length} bars, stacked ${data[1]?.map((v) => v.toFixed(2)).join(' ') ?? ''}`,
  ),
);

const series: HistorySeries = {
  range: '1m',
  from: '2026-10-19',
  to: '2026-11-22',
  bucket: 'week',
  buckets: [
    {
      start: '2026-10-19',
      duration: { swim: 0, bike: 0, run: 0, strength: 0 },
      distance: { swim: 0, bike: 0, run: 0, strength: 0 },
    },
    {
      start: '2026-10-26',
      duration: { swim: 2400, bike: 5400, run: 2700, strength: 1800 },
      distance: { swim: 2000, bike: 40_000, run: 9000, strength: 0 },
    },
  ],
};

const page = (path: string) =>
  pageRoute(path, path.endsWith('distance') ? 'Training distance' : 'Training duration');
const answer = (request: { url: string }) =>
  request.url.includes('/history/series') ? json(series) : undefined;

describe('duration and distance pages', () => {
  it('stacks every sport’s hours per week, strength on top', async () => {
    renderAsAthlete(<HistorySeriesPage route={page('/app/history/duration')} />, buildProfile(), answer);
    const chart = await screen.findByRole('img', { name: 'Training duration per week, stacked per sport' });
    // The top layer is the running total: 40 + 90 + 45 + 30 minutes = 3.42 h.
    expect(chart.textContent).toBe('2 bars, stacked 0.00 3.42');
    expect(screen.getByText('3 h 25 min', { selector: '.stat__value' })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Per sport' })).getByRole('row', { name: 'Strength' })
        .textContent,
    ).toContain('30 min');
  });

  it('reads distances in miles and the swim in yards for an imperial athlete, without strength', async () => {
    renderAsAthlete(
      <HistorySeriesPage route={page('/app/history/distance')} />,
      imperial(buildProfile()),
      answer,
    );
    const chart = await screen.findByRole('img', { name: 'Training distance per week, stacked per sport' });
    expect(chart.textContent).toBe(`2 bars, stacked 0.00 ${(51_000 / 1609.344).toFixed(2)}`);
    const table = screen.getByRole('table', { name: 'Per sport' });
    expect(within(table).getByRole('row', { name: 'Swim' }).textContent).toContain('2187 yd');
    expect(within(table).getByRole('row', { name: 'Bike' }).textContent).toContain('24.9 mi');
    expect(within(table).queryByRole('row', { name: 'Strength' })).toBeNull();
  });

  it('says so when the period holds no workouts', async () => {
    const empty = { ...series, buckets: series.buckets.slice(0, 1) };
    renderAsAthlete(<HistorySeriesPage route={page('/app/history/duration')} />, buildProfile(), (r) =>
      r.url.includes('/history/series') ? json(empty) : undefined,
    );
    expect((await screen.findByRole('status', { name: 'No completed workouts' })).textContent).toContain(
      'No workouts in this period',
    );
  });
});
