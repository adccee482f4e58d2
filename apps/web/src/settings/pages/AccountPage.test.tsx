import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../api/session';
import { buildProfile, json, renderAsAthlete, problem } from '../../athlete-data/test-support';
import { ACCOUNT_DELETED_PATH, AccountPage } from './AccountPage';

const ACCOUNT_URL = '/api/v1/app/account';

describe('settings: your data and account', () => {
  it('asks before deleting; cancel sends nothing', async () => {
    const { calls } = renderAsAthlete(<AccountPage />, buildProfile());
    await userEvent.type(screen.getByLabelText('Password'), 'Triathlon2026');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('a wrong password shows the server’s message at the field and keeps the account', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAsAthlete(<AccountPage />, buildProfile(), (request) =>
      request.url === ACCOUNT_URL
        ? problem(403, 'forbidden', 'The password is incorrect.', [
            { field: 'password', message: 'The password is incorrect.' },
          ])
        : undefined,
    );
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() =>
      expect(document.getElementById('deletePassword-error')?.textContent).toBe('The password is incorrect.'),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(getSession().accessToken).toBeTruthy();
  });

  it('deletes with the password, forgets the session and goes to the sign-in page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = renderAsAthlete(<AccountPage />, buildProfile(), (request) =>
      request.url === ACCOUNT_URL
        ? json({ message: 'Your account and all its data have been deleted.' })
        : undefined,
    );
    await userEvent.type(screen.getByLabelText('Password'), 'Triathlon2026');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ACCOUNT_DELETED_PATH));
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: ACCOUNT_URL,
      body: { password: 'Triathlon2026' },
    });
    expect(getSession().accessToken).toBeFalsy();
  });
});
