import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, renderAsAthlete, problem } from '../../athlete-data/test-support';
import { getToasts } from '../../app/toast/toast-store';
import { PasswordPage } from './PasswordPage';

const URL = '/api/v1/User/change-password';

async function fillIn(current: string) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), 'Abcdefghi1');
  await userEvent.type(screen.getByLabelText('Repeat new password'), 'Abcdefghi1');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('settings password', () => {
  it('changes the password, says so and goes back to settings', async () => {
    const { calls, router } = renderAsAthlete(<PasswordPage />, buildProfile(), (r) =>
      r.url === URL ? new Response(null, { status: 204 }) : undefined,
    );
    await fillIn('Old-password1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings'));
    expect(calls.find((c) => c.url === URL)?.body).toEqual({
      currentPassword: 'Old-password1',
      newPassword: 'Abcdefghi1',
    });
    expect(getToasts()).toContainEqual(
      expect.objectContaining({ kind: 'success', message: 'Password changed' }),
    );
  });

  it('shows the server’s field message inline and lets the athlete try again', async () => {
    const { router } = renderAsAthlete(<PasswordPage />, buildProfile(), (r) =>
      r.url === URL
        ? problem(400, 'validation_failed', 'The current password is incorrect.', [
            { field: 'currentPassword', message: 'The current password is incorrect.' },
          ])
        : undefined,
    );
    await fillIn('wrong');
    await waitFor(() =>
      expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(document.getElementById('currentPassword-error')?.textContent).toBe(
      'The current password is incorrect.',
    );
    expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(router.state.location.pathname).toBe('/screen');
  });
});
