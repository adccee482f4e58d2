import { apiFetch } from '../api/client';

interface Credentials {
  email: string;
  password: string;
}

// These set the provider session cookie (tricoach_sso); the tokens come from the OIDC flow after.
export function signUp(credentials: Credentials): Promise<unknown> {
  return apiFetch('/api/v1/auth/signup', {
    method: 'POST',
    body: credentials,
    auth: false,
    action: 'login.signup',
  });
}

export function signIn(credentials: Credentials): Promise<unknown> {
  return apiFetch('/api/v1/auth/signin', {
    method: 'POST',
    body: credentials,
    auth: false,
    action: 'login.submit',
  });
}

export function requestPasswordReset(email: string): Promise<{ message?: string } | undefined> {
  return apiFetch('/api/v1/auth/password-reset', {
    method: 'POST',
    body: { email },
    auth: false,
    action: 'login.forgot-password',
  });
}

export function confirmPasswordReset(token: string, password: string): Promise<unknown> {
  return apiFetch('/api/v1/auth/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
    auth: false,
    action: 'login.reset-password',
  });
}
