import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import { DashboardPage, planPollInterval } from './DashboardPage';

const route = pageRoute('/app/dashboard', 'Plan');
const status = (s: string, extra: object = {}) =>
  json({
    status: s,
    trafficLight: null,
    message: `${s} message`,
    today: '2026-11-23',
    planGeneratedAt: null,
    ...extra,
  });

/** The week of Monday 23.11.26, with no sessions yet. */
const emptyWeek = () =>
  ['23', '24', '25', '26', '27', '28', '29'].map((d) => ({
    date: `2026-11-${d}`,
    sessions: [] as object[],
    duration: 0,
    load: 0,
  }));

const outlook = (days: object[], totals: { duration: number; distance: number; load: number }) =>
  json({ from: '2026-11-23', to: '2026-11-29', days, totals: { ...totals, bySport: {} } });

/** The dashboard, its status call answered by `answer` and, where given, its week's outlook by `week`. */
function renderDashboard(answer: () => Response, week?: () => Response) {
  return renderAsAthlete(<DashboardPage route={route} />, buildProfile(), (r) => {
    if (r.url.includes('/dashboard-status')) return answer();
    if (week && r.url.includes('/outlook?')) return week();
    return undefined;
  });
}

describe('dashboard status', () => {
  it('waits while the plan is generated, asking the server to answer once it is built', async () => {
    let polls = 0;
    const { calls } = renderAsAthlete(<DashboardPage route={route} />, buildProfile(), (r) => {
      if (!r.url.includes('/dashboard-status')) return undefined;
      polls += 1;
      return polls < 2 ? status('plangeneration') : status('proceed', { trafficLight: 'green' });
    });
    expect(await screen.findByRole('status', { name: 'Plan generation' })).toBeTruthy();
    const today = await screen.findByRole('status', { name: 'Today' }, { timeout: 4000 });
    expect(today.textContent).toContain('Train as planned');
    expect(today.textContent).toContain('23.11.26');
    expect(screen.getByRole('img', { name: 'Traffic light: Green' })).toBeTruthy();
    // The first read asks for today's status; once it says the plan is being built, the next waits for it.
    const statusUrls = calls.filter((c) => c.url.includes('/dashboard-status')).map((c) => c.url);
    expect(statusUrls[0]).toMatch(/\/dashboard-status$/);
    expect(statusUrls[1]).toMatch(/\/dashboard-status\?waitForPlan=true$/);
  });

  it('shows the error with a Retry that re-queues the generation', async () => {
    const { calls } = renderAsAthlete(<DashboardPage route={route} />, buildProfile(), (r) => {
      if (r.url.endsWith('/retry-generation')) return json({ status: 'plangeneration' }, 202);
      if (r.url.includes('/dashboard-status'))
        return status(calls.some((c) => c.url.endsWith('/retry-generation')) ? 'plangeneration' : 'error');
      return undefined;
    });
    const alert = await screen.findByRole('alert', { name: 'Plan generation failed' });
    expect(alert.textContent).toContain('error message');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/plan/retry-generation'))).toBe(true),
    );
    expect(await screen.findByRole('status', { name: 'Plan generation' })).toBeTruthy();
  });
});

describe('dashboard states without a plan to show', () => {
  it.each([
    ['userneedsgoal', 'Add a race goal', '/app/settings/race-goal'],
    ['subscribe', 'Subscribe to see workouts', '/app/paywall'],
  ])('%s: says what to do, links there and lists no sessions', async (state, title, target) => {
    const { calls } = renderDashboard(() => status(state));
    const today = await screen.findByRole('status', { name: 'Today' });
    expect(today.querySelector('h2')?.textContent).toBe(title);
    expect(today.textContent).toContain(`${state} message`);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(target);
    expect(calls.some((call) => call.url.includes('/outlook'))).toBe(false);
  });

  it.each([
    ['noworkouts', 'green', 'No workouts today'],
    ['skip', 'red', 'Skip today’s workout'],
  ])('%s: its own title and traffic light', async (state, light, title) => {
    renderDashboard(() => status(state, { trafficLight: light }));
    const today = await screen.findByRole('status', { name: 'Today' });
    expect(today.querySelector('h2')?.textContent).toBe(title);
    expect(
      screen.getByRole('img', { name: `Traffic light: ${light[0]?.toUpperCase()}${light.slice(1)}` }),
    ).toBeTruthy();
  });
});

describe('dashboard plan', () => {
  it("lists today's sessions and the week at a glance from the outlook", async () => {
    const session = (id: string, date: string, sport: string, title: string, extra: object = {}) => ({
      id,
      date,
      sport,
      isMultisport: false,
      focus: 'Endurance',
      title,
      phase: 'Foundation',
      duration: 3600,
      distance: 30000,
      load: 40,
      isKey: false,
      isHard: false,
      status: 'planned',
      ...extra,
    });
    const days = emptyWeek();
    days[0]!.sessions = [session('b1', '2026-11-23', 'bike', 'Sweet spot ride', { isKey: true })];
    days[2]!.sessions = [
      session('r1', '2026-11-25', 'run', 'Easy run'),
      session('s1', '2026-11-25', 'swim', 'Drills', { status: 'skipped' }),
    ];
    const { calls } = renderDashboard(
      () => status('proceed'),
      () => outlook(days, { duration: 7200, distance: 60000, load: 80 }),
    );
    const card = await screen.findByRole('link', { name: /^Bike Sweet spot ride/ });
    expect(card.getAttribute('href')).toBe('/app/workout/planned/b1');
    expect(card.textContent).toContain('Key');
    expect(card.textContent).toContain('1 h · 30.0 km');
    expect(calls.some((c) => c.url.includes('/outlook?from=2026-11-23'))).toBe(true);
    const week = screen.getByRole('list', { name: 'Week' });
    expect(week.children).toHaveLength(7);
    expect(week.children[0]?.getAttribute('aria-label')).toBe('Mon 23.11.26');
    expect(week.children[0]?.getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('link', { name: 'Swim: Drills (skipped)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 h this week' })).toBeTruthy();
  });
});

describe('dashboard check-in and readiness', () => {
  const outlookWith = (sessions: object[]) =>
    outlook(
      emptyWeek().map((day, i) => (i === 0 ? { ...day, sessions } : day)),
      { duration: 2700, distance: 0, load: 30 },
    );
  const easedRun = {
    id: 'r1',
    date: '2026-11-23',
    sport: 'run',
    isMultisport: false,
    focus: 'Endurance',
    title: 'Easy run',
    phase: 'Foundation',
    duration: 2700,
    distance: 8000,
    load: 30,
    isKey: false,
    isHard: false,
    status: 'planned',
    readiness: {
      status: 'takecare',
      action: 'eased',
      message: 'Easier and 25 % shorter: no work above endurance today.',
      keptOriginal: false,
      original: { duration: 3600, distance: 10000, load: 45, isHard: false },
    },
  };

  it('invites a check-in on a training day without one', async () => {
    renderDashboard(
      () => status('proceed', { trafficLight: 'green', checkInDue: true }),
      () => outlookWith([]),
    );
    const today = await screen.findByRole('status', { name: 'Today' });
    await waitFor(() => expect(today.querySelector('a[href="/checkin"]')?.textContent).toBe('Check in'));
  });

  it('shows the readiness status and how today’s session was eased, with the way to the original', async () => {
    renderDashboard(
      () =>
        status('takecare', {
          trafficLight: 'yellow',
          checkInDue: false,
          message: 'Your 7-day HRV is below your normal range.',
        }),
      () => outlookWith([easedRun]),
    );
    const today = await screen.findByRole('status', { name: 'Today' });
    expect(today.textContent).toContain('Take care today');
    expect(today.textContent).toContain('Your 7-day HRV is below your normal range.');
    expect(screen.getByRole('img', { name: 'Traffic light: Yellow' })).toBeTruthy();
    expect(today.querySelector('a[href="/checkin"]')).toBeNull();
    const note = await screen.findByText(/Easier and 25 % shorter/);
    expect(note.textContent).toContain('Planned: 1 h.');
    expect(screen.getByRole('link', { name: 'Keep the original' }).getAttribute('href')).toBe(
      '/checkin/result',
    );
    expect(screen.getByRole('link', { name: /^Run Easy run/ }).textContent).toContain('45 min');
  });
});

describe('dashboard done sessions and routing', () => {
  const base = {
    isMultisport: false,
    focus: 'Endurance',
    phase: 'Foundation',
    duration: 3600,
    distance: 0,
    load: 40,
    isKey: false,
    isHard: false,
    status: 'planned',
    completedWorkoutId: null,
  };
  const days = emptyWeek();
  days[0]!.sessions = [
    {
      ...base,
      id: 'r1',
      date: '2026-11-23',
      sport: 'run',
      title: 'Easy run',
      completedWorkoutId: 'w1',
      readiness: {
        status: 'takecare',
        action: 'eased',
        message: 'Easier and 25 % shorter: no work above endurance today.',
        keptOriginal: false,
        original: { duration: 4800, distance: 0, load: 50, isHard: false },
      },
    },
    { ...base, id: 's1', date: '2026-11-23', sport: 'swim', title: 'Drills', status: 'skipped' },
  ];
  days[1]!.sessions = [
    { ...base, id: 'st1', date: '2026-11-24', sport: 'strength', title: 'Strength: foundation' },
    { ...base, id: 'br1', date: '2026-11-24', sport: 'bike', isMultisport: true, title: 'Brick' },
  ];
  days[2]!.sessions = [{ ...base, id: 'b1', date: '2026-11-25', sport: 'bike', title: 'Ride' }];
  // Sunday: a run done though nothing was planned.
  Object.assign(days[6]!, {
    unplanned: [
      { completedWorkoutId: 'w9', sport: 'run', title: null, duration: 1800, distance: 5000, load: 25 },
    ],
  });

  it('marks done sessions with a link to the workout, the done day, and routes dots by kind', async () => {
    renderDashboard(
      () => status('proceed'),
      () => outlook(days, { duration: 14400, distance: 0, load: 160 }),
    );
    // Today's card: still opens the session, and a separate "Done" link opens what was done.
    const card = await screen.findByRole('link', { name: /^Run Easy run/ });
    expect(card.getAttribute('href')).toBe('/app/workout/planned/r1');
    expect(card.getAttribute('data-status')).toBe('done');
    const done = screen.getByRole('link', { name: 'Done: see the completed workout' });
    expect(done.getAttribute('href')).toBe('/app/workout/completed/w1');
    expect(screen.getByRole('link', { name: /^Swim Drills/ }).getAttribute('data-status')).toBe('skipped');
    // Done: no more choice between the eased and the original session.
    expect(screen.queryByText(/Easier and 25 % shorter/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Keep the original' })).toBeNull();

    // Week strip: Monday's only open session is done (the skipped one does not count).
    const week = screen.getByRole('list', { name: 'Week' });
    expect(week.children[0]?.getAttribute('aria-label')).toBe('Mon 23.11.26, done');
    expect(week.children[1]?.getAttribute('aria-label')).toBe('Tue 24.11.26');
    expect(screen.getByText(/1 of 4 done this week/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Run: Easy run (done)' }).getAttribute('href')).toBe(
      '/app/workout/completed/w1',
    );
    expect(screen.getByRole('link', { name: 'Strength: Strength: foundation' }).getAttribute('href')).toBe(
      '/app/workout/strength/st1',
    );
    expect(screen.getByRole('link', { name: 'Bike: Brick' }).getAttribute('href')).toBe(
      '/app/workout/multisport/br1',
    );
    expect(screen.getByRole('link', { name: 'Bike: Ride' }).getAttribute('href')).toBe(
      '/app/workout/planned/b1',
    );
    // A workout beyond the plan has its dot too.
    expect(screen.getByRole('link', { name: 'Run: Run (done, not planned)' }).getAttribute('href')).toBe(
      '/app/workout/completed/w9',
    );
  });
});

describe('the network going away while the dashboard is open', () => {
  it('keeps the page: it reads the session whether or not the browser is online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      renderDashboard(() => status('proceed', { trafficLight: 'green' }));
      expect((await screen.findByRole('status', { name: 'Today' })).textContent).toContain(
        'Train as planned',
      );
      // A phone losing its signal: the page renders again with the browser offline, then online.
      onLine.mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.getByRole('status', { name: 'Today' }).textContent).toContain('Train as planned');
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('asking for the plan while it is built', () => {
  it('asks every 250 ms for the first 10 s, then every 2 s', () => {
    expect([0, 9_999, 10_000, 60_000].map(planPollInterval)).toEqual([250, 250, 2000, 2000]);
  });
});
