import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

const renderWithClient = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

/** The server answers each request with the next of `answers`. */
function serverAnswers(...answers: Response[]) {
  const fetchMock = vi.fn(async () => answers.shift() ?? Response.json({}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('forgot password', () => {
  it('asks for the email, shows the server’s refusal, then its confirmation in place of the form', async () => {
    const fetchMock = serverAnswers(
      Response.json({ status: 429, code: 'rate_limited', message: 'Too many requests.' }, { status: 429 }),
      Response.json({ message: 'Check your inbox.' }),
    );
    renderWithClient(<ForgotPasswordForm onBack={() => {}} />);
    const send = () => userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Email'), ' ann@example.com ');
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests.');

    await send();
    expect((await screen.findByRole('status')).textContent).toBe('Check your inbox.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ann@example.com' });
  });
});

describe('reset password', () => {
  it('checks the repetition, shows the server’s refusal, then the success screen', async () => {
    const fetchMock = serverAnswers(
      Response.json(
        { status: 400, code: 'invalid_token', message: 'This link has expired.' },
        { status: 400 },
      ),
      Response.json({}),
    );
    const onDone = vi.fn();
    renderWithClient(<ResetPasswordForm token="t1" onDone={onDone} />);
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await userEvent.type(screen.getByLabelText('New password'), 'Abcdefgh12');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'Abcdefgh13');
    await save();
    expect(screen.getByRole('alert').textContent).toBe('The passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Repeat new password'), '{Backspace}2');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired.');

    await save();
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to sign in' }));
    expect(onDone).toHaveBeenCalled();
  });
});
