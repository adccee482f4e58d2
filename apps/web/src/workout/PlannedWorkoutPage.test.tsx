import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkoutBlock } from '@tricoach/core';
import { describe, expect, it } from 'vitest';
import { buildProfile, imperial, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import type { PlannedSessionDetail } from './plan-api';
import { PlannedWorkoutPage } from './PlannedWorkoutPage';

const route = pageRoute('/app/workout/planned/:id', 'Planned workout');

const runSteps: WorkoutBlock[] = [
  {
    kind: 'WarmUp',
    duration: 600,
    intensity: 'endurance',
    target: { kind: 'heartRate', low: 130, high: 140, unit: 'bpm', zone: 'Z2' },
  },
  {
    kind: 'Repeat',
    count: 4,
    steps: [
      {
        kind: 'Work',
        duration: 240,
        intensity: 'threshold',
        target: { kind: 'pace', low: 240, high: 250, unit: 's/km', zone: 'Z4' },
      },
      {
        kind: 'Recovery',
        duration: 120,
        intensity: 'recovery',
        target: { kind: 'rpe', low: 2, high: 3, unit: 'rpe' },
      },
    ],
  },
  {
    kind: 'Steady',
    duration: 900,
    intensity: 'tempo',
    target: { kind: 'power', low: 200, high: 220, unit: 'W', zone: 'Z3' },
  },
  { kind: 'CoolDown', distance: 1500, intensity: 'recovery' },
];

function session(overrides: Partial<PlannedSessionDetail> = {}): PlannedSessionDetail {
  return {
    id: '2026-11-23.s0.run',
    date: '2026-11-23',
    sport: 'run',
    isMultisport: false,
    focus: 'Threshold',
    title: 'Threshold intervals',
    phase: 'Specific',
    duration: 3600,
    distance: 10000,
    load: 70,
    isKey: true,
    isHard: true,
    status: 'planned',
    description: 'Four hard blocks at threshold.',
    leadUnit: 'Duration',
    intensityFactor: 0.85,
    steps: runSteps,
    ...overrides,
  };
}

const swimSession = session({
  id: 'swim1',
  sport: 'swim',
  title: 'CSS set',
  distance: 2000,
  steps: [
    {
      kind: 'Work',
      distance: 400,
      intensity: 'threshold',
      target: { kind: 'swimPace', low: 100, high: 110, unit: 's/100m', zone: 'Z4' },
    },
  ],
});

const at = (id: string) => `/app/workout/planned/${id}`;

function serve(detail: PlannedSessionDetail) {
  return (r: { method: string; url: string }) =>
    r.method === 'GET' && r.url.endsWith(`/plannedsession/${encodeURIComponent(detail.id)}`)
      ? json(detail)
      : undefined;
}

describe('planned workout', () => {
  it('shows the facts and the steps with a repeat block and every target kind (metric)', async () => {
    renderAsAthlete(
      <PlannedWorkoutPage route={route} />,
      buildProfile(),
      serve(session()),
      at('2026-11-23.s0.run'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Threshold intervals' })).toBeTruthy();
    expect(screen.getByText('23.11.26')).toBeTruthy();
    expect(screen.getByText('1 h')).toBeTruthy();
    expect(screen.getByText('10.0 km')).toBeTruthy();
    expect(screen.getByText('Four hard blocks at threshold.')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(steps.textContent).toContain('Warm-up · 10 min · Z2 130–140 bpm');
    expect(steps.textContent).toContain('4 × [');
    const repeat = within(steps).getByRole('list', { name: 'Repeat 4 times' });
    expect(repeat.textContent).toContain('Work · 4 min · Z4 4:00–4:10 /km');
    expect(repeat.textContent).toContain('Recovery · 2 min · RPE 2–3');
    expect(steps.textContent).toContain('Steady · 15 min · Z3 200–220 W');
    expect(steps.textContent).toContain('Cool-down · 1.5 km · Recovery');
  });

  it('reads paces and distances in the imperial units', async () => {
    renderAsAthlete(
      <PlannedWorkoutPage route={route} />,
      imperial(buildProfile()),
      serve(session()),
      at('2026-11-23.s0.run'),
    );
    const steps = await screen.findByRole('list', { name: 'Steps' });
    // 4:00 /km = 6:26 /mi, 4:10 /km = 6:42 /mi.
    expect(steps.textContent).toContain('Z4 6:26–6:42 /mi');
    expect(steps.textContent).toContain('Z2 130–140 bpm');
    expect(steps.textContent).toContain('Z3 200–220 W');
    expect(steps.textContent).toContain('Cool-down · 0.9 mi');
    expect(screen.getByText('6.2 mi')).toBeTruthy();
  });

  it('reads swim paces per 100 m or per 100 yd', async () => {
    renderAsAthlete(<PlannedWorkoutPage route={route} />, buildProfile(), serve(swimSession), at('swim1'));
    let steps = await screen.findByRole('list', { name: 'Steps' });
    expect(steps.textContent).toContain('Work · 400 m · Z4 1:40–1:50 /100m');
    expect(screen.getByText('2000 m')).toBeTruthy();
    cleanup();
    renderAsAthlete(
      <PlannedWorkoutPage route={route} />,
      imperial(buildProfile()),
      serve(swimSession),
      at('swim1'),
    );
    steps = await screen.findByRole('list', { name: 'Steps' });
    // 1:40 /100m = 1:31 /100yd; 400 m = 437 yd.
    expect(steps.textContent).toContain('Work · 437 yd · Z4 1:31–1:41 /100yd');
  });

  it("says 'Workout not found' for an unknown id", async () => {
    renderAsAthlete(<PlannedWorkoutPage route={route} />, buildProfile(), () => undefined, at('nope'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Workout not found' })).toBeTruthy();
  });

  it('skips, then moves to a suggested date', async () => {
    let current = session();
    const { calls } = renderAsAthlete(
      <PlannedWorkoutPage route={route} />,
      buildProfile(),
      (r) => {
        if (r.url.endsWith('/skip')) {
          current = { ...current, status: 'skipped' };
          return json(current);
        }
        if (r.url.endsWith('/skip-suggestions')) return json({ dates: ['2026-11-23', '2026-11-25'] });
        if (r.url.endsWith('/move')) return json({ ...current, date: '2026-11-25' });
        if (r.url.includes('/plannedsession/')) return json(current);
        return undefined;
      },
      at('2026-11-23.s0.run'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('button', { name: 'Unskip' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    const select = await screen.findByRole('combobox', { name: 'New date' });
    expect(within(select).queryByText(/23\.11\.26/)).toBeNull();
    await userEvent.selectOptions(select, '2026-11-25');
    await userEvent.click(screen.getByRole('button', { name: 'Move workout' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/move'))?.body).toEqual({ newDate: '2026-11-25' }),
    );
  });
});

describe('planned workout changed by the check-in', () => {
  const readiness = (keptOriginal: boolean) => ({
    status: 'takecare' as const,
    action: 'eased' as const,
    message: 'Easier and 25 % shorter: no work above endurance today.',
    keptOriginal,
    original: { duration: 3600, distance: 10000, load: 70, isHard: true },
  });
  const eased = session({
    duration: 2700,
    isHard: false,
    steps: runSteps.slice(0, 1),
    readiness: readiness(false),
  } as object);
  const original = session({ readiness: readiness(true) } as object);

  it('says why, what was planned, and lets the athlete do the original and go back', async () => {
    let kept = false;
    const { calls } = renderAsAthlete(
      <PlannedWorkoutPage route={route} />,
      buildProfile(),
      (r) => {
        if (r.method === 'GET' && r.url.endsWith('/api/v1/app/readiness'))
          return json({
            checkedIn: true,
            status: 'takecare',
            message: 'Your 7-day HRV is below your normal range.',
            sessions: [],
          });
        if (r.url.endsWith('/readiness/choose-original')) {
          kept = (r.body as { keepOriginal: boolean }).keepOriginal;
          return json({ keepOriginal: kept, sessions: [] });
        }
        if (r.url.includes('/plannedsession/')) return json(kept ? original : eased);
        return undefined;
      },
      at('2026-11-23.s0.run'),
    );
    const note = await screen.findByRole('complementary', { name: 'Today’s readiness' });
    expect(note.textContent).toContain('Eased today');
    expect(note.textContent).toContain('Easier and 25 % shorter: no work above endurance today.');
    // Why, from today's readiness.
    await waitFor(() => expect(note.textContent).toContain('Your 7-day HRV is below your normal range.'));
    expect(note.textContent).toContain('Planned: 1 h, hard. Adjusted: 45 min.');
    expect(screen.getByText('45 min')).toBeTruthy();

    await userEvent.click(within(note).getByRole('button', { name: 'Do the original instead' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/readiness/choose-original'))?.body).toEqual({
        keepOriginal: true,
      }),
    );
    const kept1 = await screen.findByRole('heading', { name: 'Planned session kept' });
    expect(screen.getByText('1 h')).toBeTruthy();
    expect(kept1.parentElement?.textContent).toContain('You chose to do the session as planned');

    await userEvent.click(screen.getByRole('button', { name: 'Use the adjusted session' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/readiness/choose-original')).at(-1)?.body).toEqual({
        keepOriginal: false,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Do the original instead' })).toBeTruthy();
  });

  it('shows no choice once the session is done', async () => {
    renderAsAthlete(
      <PlannedWorkoutPage route={route} />,
      buildProfile(),
      serve({ ...eased, completedWorkoutId: 'w1' } as PlannedSessionDetail),
      at('2026-11-23.s0.run'),
    );
    expect(await screen.findByRole('link', { name: 'See the completed workout' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Today’s readiness' })).toBeNull();
  });

  it('shows no note for a session the check-in left unchanged', async () => {
    renderAsAthlete(
      <PlannedWorkoutPage route={route} />,
      buildProfile(),
      serve(session({ readiness: { ...readiness(false), action: 'unchanged' } } as object)),
      at('2026-11-23.s0.run'),
    );
    await screen.findByRole('heading', { level: 1, name: 'Threshold intervals' });
    expect(screen.queryByRole('complementary', { name: 'Today’s readiness' })).toBeNull();
  });
});
