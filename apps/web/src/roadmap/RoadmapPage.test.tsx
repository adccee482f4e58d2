import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import type { Roadmap } from './roadmap-api';
import { RoadmapPage } from './RoadmapPage';

// The chart stands in as its label and the weeks it got.
vi.mock('../app/charts/UPlotChart', async () =>
  (await import('../app/charts/uplot-stand-in')).uplotStandIn((data) => `${data[0]?.length} weeks`),
);

const route = pageRoute('/app/roadmap', 'Roadmap');
const season: Roadmap = {
  today: '2026-11-25',
  from: '2026-11-23',
  to: '2027-05-02',
  currentPhase: 'Foundation',
  phases: [
    { phase: 'Foundation', start: '2026-11-23', end: '2027-02-07', isCurrent: true },
    { phase: 'Specific', start: '2027-02-08', end: '2027-04-04', isCurrent: false, raceGoalId: 'a' },
    { phase: 'Taper', start: '2027-04-05', end: '2027-04-10', isCurrent: false, raceGoalId: 'a' },
    { phase: 'RaceDay', start: '2027-04-11', end: '2027-04-11', isCurrent: false, raceGoalId: 'a' },
  ],
  weeks: [
    {
      start: '2026-11-23',
      index: 0,
      phase: 'Foundation',
      isRecoveryWeek: false,
      plannedHours: 6,
      targetHours: 6.5,
      isCurrent: true,
    },
    {
      start: '2026-11-30',
      index: 1,
      phase: 'Foundation',
      isRecoveryWeek: false,
      plannedHours: 7,
      targetHours: 7,
      isCurrent: false,
    },
  ],
  races: [
    { id: 'b', name: 'Spring Sprint', type: 'Sprint', date: '2027-02-14', priority: 'B', isPast: false },
    { id: 'a', name: 'Hamburg Olympic', type: 'Olympic', date: '2027-04-11', priority: 'A', isPast: false },
  ],
};

/** The roadmap page with the race roadmap call answered by `roadmap`. */
const renderRoadmap = (roadmap: object) =>
  renderAsAthlete(
    <RoadmapPage route={route} />,
    buildProfile(),
    (r) => (r.url.endsWith('/race-roadmap') ? json(roadmap) : undefined),
    '/app/roadmap',
  );

describe('roadmap', () => {
  it('shows today’s phase, the races by priority, weekly hours and the phases; a goal narrows it', async () => {
    const { calls } = renderAsAthlete(
      <RoadmapPage route={route} />,
      buildProfile(),
      (r) => {
        if (r.url.endsWith('/race-roadmap')) return json(season);
        if (r.url.endsWith('/race-roadmap-by-goal/b'))
          return json({
            ...season,
            goalId: 'b',
            to: '2027-02-14',
            phases: season.phases.slice(0, 2),
            races: season.races.slice(0, 1),
          });
        return undefined;
      },
      '/app/roadmap',
    );
    expect((await screen.findByText(/^Today/)).textContent).toBe('Today 25.11.26 · Foundation phase');
    const races = within(screen.getByRole('list', { name: 'Races' })).getAllByRole('listitem');
    expect(races.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Spring Sprint, B race',
      'Hamburg Olympic, A race',
    ]);
    expect(screen.getByRole('img', { name: 'Planned hours per week' }).textContent).toBe('2 weeks');
    expect(screen.getByRole('img', { name: 'Today' })).toBeTruthy();
    const phases = within(screen.getByRole('list', { name: 'Phases' })).getAllByRole('listitem');
    expect(phases.map((p) => p.textContent)).toEqual([
      'Foundation23.11.26 – 07.02.27Now',
      'Specific08.02.27 – 04.04.27',
      'Taper05.04.27 – 10.04.27',
      'Race day11.04.27 – 11.04.27',
    ]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'b');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Races' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/race-roadmap-by-goal/b'))).toBe(true);
  });

  it('explains an empty roadmap before the plan is ready', async () => {
    renderRoadmap({ ...season, phases: [], weeks: [], races: [], currentPhase: null });
    expect((await screen.findByText(/Your roadmap appears once your plan is ready/)).textContent).toContain(
      'Add a race goal',
    );
  });

  it('shows the actual fitness to today and the planned one to race day', async () => {
    const fitness = [
      { date: '2026-11-24', fitness: 40.2, fatigue: 45, form: -3, planned: false },
      { date: '2026-11-25', fitness: 40.6, fatigue: 50, form: -4.8, planned: false },
      { date: '2027-01-10', fitness: 52.4, fatigue: 60, form: -6, planned: true },
      { date: '2027-04-11', fitness: 61.7, fatigue: 42, form: 12.3, planned: true },
      { date: '2027-05-02', fitness: 45, fatigue: 30, form: 15, planned: true },
    ];
    renderRoadmap({ ...season, fitness });
    const section = await screen.findByRole('region', { name: 'Planned fitness' });
    expect(section.textContent).toContain('Fitness 41 today → 62 planned on 11.04.27, form +12');
    expect(
      within(section).getByRole('img', { name: 'Fitness, fatigue and form to race day' }).textContent,
    ).toBe('5 weeks');
  });

  it('names the top of the build before the taper when race day reads lower', async () => {
    const fitness = [
      { date: '2026-11-25', fitness: 77.2, fatigue: 70, form: 5, planned: false },
      { date: '2027-03-27', fitness: 84.6, fatigue: 95, form: -10, planned: true },
      { date: '2027-04-03', fitness: 82.1, fatigue: 70, form: 2, planned: true },
      { date: '2027-04-11', fitness: 74.4, fatigue: 52, form: 22.4, planned: true },
    ];
    renderRoadmap({ ...season, fitness });
    const section = await screen.findByRole('region', { name: 'Planned fitness' });
    expect(section.textContent).toContain(
      'Fitness 77 today → 85 at the peak on 27.03.27 → 74 planned on 11.04.27, form +22',
    );
  });

  it('starts a new athlete’s planned fitness from their training, not from the empty record', async () => {
    const fitness = [
      { date: '2026-11-25', fitness: 0, fatigue: 0, form: 0, planned: false },
      { date: '2026-11-26', fitness: 38.4, fatigue: 40, form: -1.6, planned: true },
      { date: '2027-04-11', fitness: 61.7, fatigue: 42, form: 12.3, planned: true },
    ];
    renderRoadmap({ ...season, fitness });
    const section = await screen.findByRole('region', { name: 'Planned fitness' });
    expect(section.textContent).toContain('Fitness 38 today → 62 planned on 11.04.27');
    expect(section.textContent).toContain('Your recorded workouts show 0 so far');
  });

  it('shows no planned fitness for a roadmap without the curve', async () => {
    renderRoadmap(season);
    await screen.findByText(/^Today/);
    expect(screen.queryByRole('region', { name: 'Planned fitness' })).toBeNull();
  });
});
