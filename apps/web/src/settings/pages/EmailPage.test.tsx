import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { identityKey } from '../../api/identity';
import { buildProfile, json, renderAsAthlete, problem } from '../../athlete-data/test-support';
import { getToasts } from '../../app/toast/toast-store';
import { EmailPage } from './EmailPage';

const REQUESTED = 'We sent a confirmation link to the new address. The change takes effect when you open it.';
const INVALID_LINK = 'This confirmation link is invalid or has expired. Please ask for a new one.';
const CONFIRM_URL = '/api/v1/User/confirm-email-change';

describe('settings email: asking for a change', () => {
  it('shows the current email and core’s message inline, sending nothing', async () => {
    const { calls } = renderAsAthlete(<EmailPage />, buildProfile());
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(screen.getByLabelText('New email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email must be a valid email address')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s field messages inline and keeps what was typed', async () => {
    renderAsAthlete(<EmailPage />, buildProfile(), (r) =>
      r.url === '/api/v1/User/change-email'
        ? problem(400, 'validation_failed', 'The password is incorrect.', [
            { field: 'password', message: 'The password is incorrect.' },
          ])
        : undefined,
    );
    await userEvent.type(screen.getByLabelText('New email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(document.getElementById('password-error')?.textContent).toBe('The password is incorrect.');
    expect((screen.getByLabelText('New email') as HTMLInputElement).value).toBe('new@example.com');
  });

  it('sends the new email (lower-cased) with the password and shows the server’s answer', async () => {
    const { calls } = renderAsAthlete(<EmailPage />, buildProfile(), (r) =>
      r.url === '/api/v1/User/change-email' ? json({ message: REQUESTED }, 202) : undefined,
    );
    await userEvent.type(screen.getByLabelText('New email'), ' New@Example.com ');
    await userEvent.type(screen.getByLabelText('Current password'), 'Triathlon2026');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(REQUESTED)).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/v1/User/change-email')?.body).toEqual({
      newEmail: 'new@example.com',
      password: 'Triathlon2026',
    });
  });

  it('leaves the password out when none was typed (accounts of an external sign-in)', async () => {
    const { calls } = renderAsAthlete(<EmailPage />, buildProfile(), (r) =>
      r.url === '/api/v1/User/change-email' ? json({ message: REQUESTED }, 202) : undefined,
    );
    await userEvent.type(screen.getByLabelText('New email'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(REQUESTED)).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/v1/User/change-email')?.body).toEqual({
      newEmail: 'new@example.com',
    });
  });
});

describe('settings email: opening the confirmation link', () => {
  it('confirms once, shows the new address, refreshes the identity and profile and drops the token', async () => {
    const { calls, router, client } = renderAsAthlete(
      <EmailPage />,
      buildProfile(),
      (r) => {
        if (r.url === CONFIRM_URL) return json({ email: 'new@example.com' });
        if (r.url === '/api/v1/odata/AthleteProfile/a1')
          return json(buildProfile({ email: 'new@example.com' }));
        return undefined;
      },
      '/screen?confirmEmailToken=tok-1',
    );
    expect(await screen.findByText('Your email is now new@example.com.')).toBeTruthy();
    expect(screen.getByRole('definition').textContent).toBe('new@example.com');
    expect(getToasts()).toContainEqual(
      expect.objectContaining({ kind: 'success', message: 'Your email is now new@example.com' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.filter((c) => c.url === CONFIRM_URL)).toEqual([
      { method: 'POST', url: CONFIRM_URL, body: { token: 'tok-1' } },
    ]);
    expect(client.getQueryState(identityKey)?.isInvalidated).toBe(true);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.url === '/api/v1/odata/AthleteProfile/a1')).toBe(true),
    );
  });

  it('shows why an expired link failed, keeps the old address and drops the token', async () => {
    const { calls, router } = renderAsAthlete(
      <EmailPage />,
      buildProfile(),
      (r) =>
        r.url === CONFIRM_URL
          ? json(
              {
                status: 400,
                code: 'validation_failed',
                message: INVALID_LINK,
                fieldErrors: [{ field: 'token', message: INVALID_LINK }],
              },
              400,
            )
          : undefined,
      '/screen?confirmEmailToken=used',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK);
    expect(getToasts()).toContainEqual(expect.objectContaining({ kind: 'error', message: INVALID_LINK }));
    expect(screen.getByRole('definition').textContent).toBe('ann@example.com');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.filter((c) => c.url === CONFIRM_URL)).toHaveLength(1);
  });
});
