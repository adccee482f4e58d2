import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@tricoach/core/dates';
import { todayIso } from '../athlete-data/dates';
import { buildProfile, imperial, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import type { PlannedSessionDetail } from './plan-api';
import { MultisportWorkoutPage } from './MultisportWorkoutPage';
import { StrengthWorkoutPage } from './StrengthWorkoutPage';

const route = (title: string) => pageRoute('/x', title);
const base: PlannedSessionDetail = {
  id: '2026-11-24.s0.strength',
  date: '2026-11-24',
  sport: 'strength',
  isMultisport: false,
  focus: 'Strength',
  title: 'Strength: foundation',
  phase: 'Foundation',
  duration: 2700,
  distance: 0,
  load: 30,
  isKey: false,
  isHard: false,
  status: 'planned',
  description: 'Full-body strength for triathletes.',
  leadUnit: 'Duration',
  intensityFactor: 0.6,
  steps: [],
  exercises: [
    { name: 'Goblet squat', sets: 3, reps: '10', rest: 90, note: 'Knees track over toes.' },
    { name: 'Plank', sets: 3, reps: '40 s', rest: 60 },
  ],
  legs: [],
};
const brick: PlannedSessionDetail = {
  ...base,
  id: '2026-11-28.s0.bike',
  sport: 'bike',
  isMultisport: true,
  focus: 'Brick',
  title: 'Brick: ride then run',
  exercises: [],
  legs: [
    {
      sport: 'bike',
      duration: 3600,
      distance: 30000,
      steps: [{ kind: 'Steady', duration: 3600, intensity: 'endurance' }],
    },
    {
      sport: 'run',
      duration: 1200,
      distance: 4000,
      steps: [{ kind: 'Steady', duration: 1200, intensity: 'tempo' }],
    },
  ],
};
const serve = (session: PlannedSessionDetail) => (r: { url: string }) =>
  r.url.includes('/odata/plannedsession/') ? json(session) : undefined;

const KIND_PAGES = {
  strength: { Page: StrengthWorkoutPage, title: 'Strength workout' },
  multisport: { Page: MultisportWorkoutPage, title: 'Multisport workout' },
};

/** Opens a strength or multisport page at the session's own address, the server answering with `session`. */
function openKindPage(
  kind: keyof typeof KIND_PAGES,
  session: PlannedSessionDetail,
  profile = buildProfile(),
) {
  const { Page, title } = KIND_PAGES[kind];
  return renderAsAthlete(
    <Page route={route(title)} />,
    profile,
    serve(session),
    `/app/workout/${kind}/${encodeURIComponent(session.id)}`,
  );
}

describe('strength workout', () => {
  it('lists each exercise with sets, reps, rest and its cue', async () => {
    openKindPage('strength', base);
    const exercises = within(await screen.findByRole('list', { name: 'Exercises' })).getAllByRole('listitem');
    expect(exercises.map((e) => e.getAttribute('aria-label'))).toEqual(['Goblet squat', 'Plank']);
    expect(exercises[0]?.textContent).toContain('Knees track over toes.');
    expect(exercises[0]?.querySelectorAll('dd')[2]?.textContent).toBe('90 s');
    expect(exercises[1]?.querySelectorAll('dd')[2]?.textContent).toBe('60 s');
    expect(exercises[0]?.querySelectorAll('dd')[0]?.textContent).toBe('3');
    expect(exercises[1]?.querySelectorAll('dd')[1]?.textContent).toBe('40 s');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Strength: foundation');
    expect(screen.getByRole('link', { name: 'Skip or move' }).getAttribute('href')).toBe(
      `/app/workout/planned/${encodeURIComponent(base.id)}`,
    );
  });

  it('says the workout is not found for an unknown id', async () => {
    renderAsAthlete(
      <StrengthWorkoutPage route={route('Strength workout')} />,
      buildProfile(),
      () => undefined,
      '/app/workout/strength/nope',
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Workout not found');
  });
});

describe('multisport workout', () => {
  it('shows each leg with its targets and the transition between them, in the athlete’s units', async () => {
    openKindPage('multisport', brick, imperial(buildProfile()));
    const legs = await screen.findByRole('list', { name: 'Legs' });
    const bike = within(legs).getByRole('listitem', { name: 'Leg 1: Bike' });
    expect(bike.textContent).toContain('18.6 mi');
    expect(within(legs).getByRole('listitem', { name: 'Leg 2: Run' }).textContent).toContain('2.5 mi');
    expect(within(legs).getByRole('listitem', { name: 'Transition 1' }).textContent).toMatch(
      /^T1 · Bike → Run: rack the bike/,
    );
  });
});

describe('logging a strength or multisport session', () => {
  it('offers "Log as done" on a due strength session, with its date, sport and id', async () => {
    const due = { ...base, date: todayIso(), completedWorkoutId: null };
    openKindPage('strength', due);
    const log = await screen.findByRole('link', { name: 'Log as done' });
    expect(log.getAttribute('href')).toBe(
      `/app/workout/log?date=${todayIso()}&sport=strength&planned=${encodeURIComponent(base.id)}`,
    );
  });

  it('shows a done brick as done, with the way to the completed workout', async () => {
    const done = { ...brick, date: todayIso(), completedWorkoutId: 'w9' };
    openKindPage('multisport', done);
    const link = await screen.findByRole('link', { name: 'See the completed workout' });
    expect(link.getAttribute('href')).toBe('/app/workout/completed/w9');
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log as done' })).toBeNull();
  });

  it('offers no log for a session later in the week', async () => {
    openKindPage('multisport', { ...brick, date: addDays(todayIso(), 2) });
    await screen.findByRole('list', { name: 'Legs' });
    expect(screen.queryByRole('link', { name: 'Log as done' })).toBeNull();
  });
});
