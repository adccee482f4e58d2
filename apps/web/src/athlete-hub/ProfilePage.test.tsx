import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import { ProfilePage } from './ProfilePage';

const route = pageRoute('/app/athlete-hub/profile', 'Your profile');

describe('the profile screen', () => {
  it('shows each answer in the athlete’s units, linked to its edit page', async () => {
    renderAsAthlete(
      <ProfilePage route={route} />,
      buildProfile({
        firstname: 'Ann',
        dateOfBirth: '1988-05-17',
        height: 66,
        heightUnit: 'in',
        weight: 137,
        weightUnit: 'lbs',
        intention: 'NextLevelRace',
        preferences: { ...buildProfile().preferences, preferredUnitSystem: 'Imperial' },
      }),
      () => undefined,
    );
    const about = await screen.findByRole('list', { name: 'About you' });
    const name = within(about).getByRole('link', { name: /First name/ });
    expect(name.textContent).toContain('Ann');
    expect(name.getAttribute('href')).toBe('/app/settings/profile/edit/firstname');
    expect(screen.getByRole('link', { name: '← Athlete hub' }).getAttribute('href')).toBe('/app/athlete-hub');
    expect(within(about).getByRole('link', { name: /Last name/ }).textContent).toContain('Not set');
    expect(within(about).getByRole('link', { name: /Date of birth/ }).textContent).toContain('17.05.88');
    expect(within(about).getByRole('link', { name: /Height/ }).textContent).toContain('66 in');
    expect(within(about).getByRole('link', { name: /Weight/ }).textContent).toContain('137 lbs');
    const training = screen.getByRole('list', { name: 'Training' });
    expect(within(training).getByRole('link', { name: /What you want/ }).textContent).toContain(
      'I want to take the next step',
    );
    expect(within(training).getByRole('link', { name: /Units/ }).textContent).toContain('Imperial');
  });
});
