import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EmailAuthForm, type EmailMode } from './EmailAuthForm';

function renderForm(mode: EmailMode) {
  const router = createMemoryRouter(
    [{ path: '/login', element: <EmailAuthForm mode={mode} onForgotPassword={() => {}} /> }],
    {
      initialEntries: ['/login'],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('EmailAuthForm', () => {
  it('shows the password rule first, then each broken rule as the user types', async () => {
    renderForm('signup');
    expect(screen.getByText(/At least 10 characters with a lowercase letter/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByText('Password must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Password must contain an uppercase letter')).toBeTruthy();
    expect(screen.getByText('Password must contain a digit')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), 'DEFGH1234');
    expect(screen.getByText('Password meets all rules.')).toBeTruthy();
  });

  it('does not send a sign-up that breaks the rules', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm('signup');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'lowercase-only');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('puts the server’s refusal of a common password in place of “meets all rules”, until the password changes', async () => {
    const message = 'This password is too common. Choose a less predictable one.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { status: 400, code: 'validation_failed', message, fieldErrors: [{ field: 'password', message }] },
          { status: 400 },
        ),
      ),
    );
    renderForm('signup');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Password123');
    expect(screen.getByText('Password meets all rules.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Password meets all rules.')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(message)).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Password'), '!x');
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.getByText('Password meets all rules.')).toBeTruthy();
  });

  it('shows the server message when sign-in fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { status: 401, code: 'unauthorized', message: 'Email or password is incorrect.' },
          { status: 401 },
        ),
      ),
    );
    renderForm('signin');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password is incorrect.');
  });
});
