import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, startOfWeek } from '@tricoach/core/dates';
import { describe, expect, it } from 'vitest';
import { todayIso } from '../athlete-data/dates';
import { buildProfile, imperial, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import type { Outlook, PlannedSessionSummary } from '../workout/plan-api';
import { buildSessionSummary } from '../workout/test-support';
import { ForecastPage } from './ForecastPage';

const route = pageRoute('/app/forecast', 'Forecast');

function outlook(from: string): Outlook {
  const days = Array.from({ length: 7 }, (_, i) => ({
    date: addDays(from, i),
    sessions: [] as PlannedSessionSummary[],
    duration: 0,
    load: 0,
  }));
  days[0]!.sessions = [
    buildSessionSummary({ id: 'r1', date: days[0]!.date, title: 'Easy run' }),
    buildSessionSummary({
      id: 's1',
      date: days[0]!.date,
      sport: 'swim',
      title: 'Swim drills',
      duration: 2700,
      distance: 2000,
    }),
  ];
  days[0]!.duration = 6300;
  days[2]!.sessions = [
    buildSessionSummary({
      id: 'b1',
      date: days[2]!.date,
      sport: 'bike',
      title: 'Long ride',
      duration: 7200,
      distance: 60000,
      isKey: true,
    }),
    buildSessionSummary({ id: 'r2', date: days[2]!.date, title: 'Skipped run', status: 'skipped' }),
  ];
  days[2]!.duration = 7200;
  return {
    from,
    to: addDays(from, 6),
    week: {
      start: from,
      phase: 'Specific',
      isRecoveryWeek: false,
      reason: 'Build 3 of 4: +8 % volume, long ride 3:15',
    },
    days,
    totals: {
      duration: 13500,
      distance: 72000,
      load: 150,
      bySport: {
        swim: { duration: 2700, distance: 2000, sessions: 1 },
        bike: { duration: 7200, distance: 60000, sessions: 1 },
        run: { duration: 3600, distance: 10000, sessions: 1 },
      },
    },
  };
}

/** Answers the outlook of any week, as `change` makes it from the plain one. */
const serveWeeks =
  (change: (week: Outlook) => object = (week) => week) =>
  (r: { url: string }) => {
    const match = /\/outlook\?from=(\d{4}-\d{2}-\d{2})/.exec(r.url);
    return match ? json(change(outlook(match[1]!))) : undefined;
  };
const serve = serveWeeks();

describe('forecast', () => {
  it('shows the week Monday first with totals per sport and for the week, skipped struck through', async () => {
    const monday = startOfWeek(todayIso());
    renderAsAthlete(<ForecastPage route={route} />, buildProfile(), serve, '/app/forecast');
    const totals = await screen.findByRole('region', { name: 'Week totals' });
    expect(totals.textContent).toContain('3 h 45 min');
    expect(totals.textContent).toContain('72.0 km');
    expect(within(totals).getByRole('row', { name: 'Swim' }).textContent).toBe('Swim145 min2000 m');
    expect(within(totals).getByRole('row', { name: 'Bike' }).textContent).toBe('Bike12 h60.0 km');
    expect(within(totals).getByRole('row', { name: 'Run' }).textContent).toBe('Run11 h10.0 km');
    const days = within(screen.getByRole('list', { name: 'Days' })).getAllByRole('listitem', {
      name: /^\w{3} /,
    });
    expect(days.map((d) => d.getAttribute('aria-label')?.slice(0, 3))).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    const skipped = screen.getByRole('link', { name: /Skipped run/ });
    expect(skipped.querySelector('s')?.textContent).toBe('Skipped run');
    expect(skipped.getAttribute('href')).toBe('/app/workout/planned/r2');
    const range = `${monday.slice(8)}.${monday.slice(5, 7)}.${monday.slice(2, 4)} –`;
    expect(screen.getByRole('navigation', { name: 'Week' }).textContent).toContain(range);
  });

  it('reads totals in miles and yards for an imperial athlete', async () => {
    renderAsAthlete(<ForecastPage route={route} />, imperial(buildProfile()), serve, '/app/forecast');
    const totals = await screen.findByRole('region', { name: 'Week totals' });
    expect(totals.textContent).toContain('44.7 mi');
    expect(within(totals).getByRole('row', { name: 'Swim' }).textContent).toContain('2187 yd');
    expect(within(totals).getByRole('row', { name: 'Bike' }).textContent).toContain('37.3 mi');
  });

  it('goes to the next and previous week through the outlook from', async () => {
    const monday = startOfWeek(todayIso());
    const { calls } = renderAsAthlete(<ForecastPage route={route} />, buildProfile(), serve, '/app/forecast');
    await screen.findByRole('region', { name: 'Week totals' });
    await userEvent.click(screen.getByRole('button', { name: /Next week/ }));
    await screen.findByRole('listitem', { name: new RegExp(`^Mon ${addDays(monday, 7).slice(8)}`) });
    await userEvent.click(screen.getByRole('button', { name: /Previous week/ }));
    await userEvent.click(screen.getByRole('button', { name: /Previous week/ }));
    await screen.findByRole('listitem', { name: new RegExp(`^Mon ${addDays(monday, -7).slice(8)}`) });
    const froms = calls.map((c) => /from=([\d-]+)/.exec(c.url)?.[1]).filter(Boolean);
    expect(new Set(froms)).toEqual(new Set([monday, addDays(monday, 7), addDays(monday, -7)]));
  });

  it('marks done sessions with a link to the workout, the done day and the week’s done count', async () => {
    renderAsAthlete(
      <ForecastPage route={route} />,
      buildProfile(),
      serveWeeks((week) => {
        week.days[0]!.sessions = week.days[0]!.sessions.map((s) => ({
          ...s,
          completedWorkoutId: `w-${s.id}`,
        }));
        week.days[2]!.sessions = week.days[2]!.sessions.map((s) => ({ ...s, completedWorkoutId: null }));
        return week;
      }),
      '/app/forecast',
    );
    const totals = await screen.findByRole('region', { name: 'Week totals' });
    // Two of the three workouts still meant to be done (the skipped run does not count).
    expect(totals.textContent).toContain('2 of 3 workouts done');
    const days = within(screen.getByRole('list', { name: 'Days' })).getAllByRole('listitem', {
      name: /^\w{3} /,
    });
    expect(days[0]?.getAttribute('aria-label')).toMatch(/, done$/);
    expect(days[0]?.querySelector('h3')?.textContent).toContain('✓ Done');
    expect(days[2]?.getAttribute('aria-label')).not.toMatch(/done/);
    const doneLinks = within(days[0]!).getAllByRole('link', { name: 'Done: see the completed workout' });
    expect(doneLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/app/workout/completed/w-r1',
      '/app/workout/completed/w-s1',
    ]);
    expect(within(days[2]!).queryByRole('link', { name: /^Done/ })).toBeNull();
  });

  it('shows a workout done on a rest day, not planned, with a link to it', async () => {
    renderAsAthlete(
      <ForecastPage route={route} />,
      imperial(buildProfile()),
      serveWeeks((week) => {
        week.days[1]!.unplanned = [
          {
            completedWorkoutId: 'w-extra',
            sport: 'bike',
            title: null,
            duration: 3900,
            distance: 32187,
            load: 55,
          },
        ];
        return week;
      }),
      '/app/forecast',
    );
    await screen.findByRole('region', { name: 'Week totals' });
    const days = within(screen.getByRole('list', { name: 'Days' })).getAllByRole('listitem', {
      name: /^\w{3} /,
    });
    expect(days[1]?.textContent).not.toContain('Rest day');
    const extra = within(days[1]!).getByRole('link', { name: /Not planned/ });
    expect(extra.getAttribute('href')).toBe('/app/workout/completed/w-extra');
    expect(extra.textContent).toContain('Done · 1 h 05 min · 20.0 mi');
    expect(days[3]?.textContent).toContain('Rest day');
  });

  it('says under the week heading why the week looks as it does, and nothing for a plan without reasons', async () => {
    renderAsAthlete(<ForecastPage route={route} />, buildProfile(), serve, '/app/forecast');
    const totals = await screen.findByRole('region', { name: 'Week totals' });
    const reason = within(totals).getByLabelText('Why this week');
    expect(reason.textContent).toBe('Build 3 of 4: +8 % volume, long ride 3:15');
    // Right under the heading, before the week's sum.
    expect(within(totals).getByRole('heading', { name: 'Week total' }).nextElementSibling).toBe(reason);
    cleanup();

    renderAsAthlete(
      <ForecastPage route={route} />,
      buildProfile(),
      serveWeeks((week) => ({ ...week, week: week.week ? { ...week.week, reason: null } : null })),
      '/app/forecast',
    );
    const old = await screen.findByRole('region', { name: 'Week totals' });
    expect(within(old).queryByLabelText('Why this week')).toBeNull();
  });
});
