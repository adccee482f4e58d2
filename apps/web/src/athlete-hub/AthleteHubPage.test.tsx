import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityKey } from '../api/identity';
import { buildProfile, json, renderAsAthlete } from '../athlete-data/test-support';
import { AthleteHubPage } from './AthleteHubPage';

function serve(pauses: unknown[]) {
  return (r: { method: string; url: string }) => {
    if (r.url.endsWith('/injury-pause-reports')) return json(pauses);
    if (r.url.endsWith('/api/v1/app/goals'))
      return json([
        {
          id: 'g1',
          raceName: 'Hamburg Olympic',
          eventDate: '2027-04-11',
          eventType: 'Olympic',
          racePriority: 'A',
          feasibility: null,
        },
      ]);
    return undefined;
  };
}

describe('the athlete hub', () => {
  it('marks the goal and the active injury with a dot and names what is active', async () => {
    const { client } = renderAsAthlete(
      <AthleteHubPage />,
      buildProfile(),
      serve([
        {
          id: 'p1',
          injuryPauseType: 'Injury',
          startDate: '2026-11-20',
          endDate: '2026-11-30',
          excludedModalities: ['running'],
          status: 'active',
        },
      ]),
    );
    // The identity flags of spec 3 decide the dots.
    act(() =>
      client.setQueryData(identityKey, {
        athleteId: 'a1',
        athleteGoalActionRequired: true,
        hasActiveInjuryPauseToday: true,
      }),
    );
    const season = await screen.findByRole('list', { name: 'Your season' });
    const goals = within(season).getByRole('link', { name: /Goals and availability/ });
    expect(await within(goals).findByRole('img', { name: 'A goal needs your attention' })).toBeTruthy();
    expect(goals.textContent).toContain('Hamburg Olympic, 11.04.27');
    const pauses = within(season).getByRole('link', { name: /Injuries and pauses/ });
    expect(await within(pauses).findByText('Injury now: no running until 30.11.26')).toBeTruthy();
    expect(within(pauses).getByRole('img', { name: 'An injury or pause is active today' })).toBeTruthy();
  });

  it('shows no dot when nothing needs the athlete', async () => {
    const { client } = renderAsAthlete(<AthleteHubPage />, buildProfile(), serve([]));
    act(() =>
      client.setQueryData(identityKey, {
        athleteId: 'a1',
        athleteGoalActionRequired: false,
        hasActiveInjuryPauseToday: false,
      }),
    );
    expect(await screen.findByText('Nothing active')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /needs your attention|active today/ })).toBeNull();
  });
});
