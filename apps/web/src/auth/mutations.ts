import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from '../api/session';
import { ApiError, GENERIC_ERROR } from '../api/errors';
import { confirmPasswordReset, requestPasswordReset, signIn, signUp } from './email-auth';
import { continueAfterSignIn } from './login/after-sign-in';

/** The sign-in screens' writes as TanStack mutations; the forms add their messages. */

/** The message a form shows for a failed call: the server's own, or the generic one. */
export const failureMessage = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : GENERIC_ERROR;

/**
 * Email sign-in or sign-up, then on to where the user was going (the server's authorize
 * request or our own code flow). It stays pending until the browser leaves the page.
 */
export function useEmailSignIn(signingUp: boolean) {
  return useMutation({
    mutationFn: async ({
      credentials,
      search,
    }: {
      credentials: { email: string; password: string };
      search: URLSearchParams;
    }) => {
      await (signingUp ? signUp : signIn)(credentials);
      await continueAfterSignIn(search);
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      confirmPasswordReset(token, password),
  });
}

/**
 * A sign-in callback's completion (`complete` answers where to go): on success the callback
 * URL is replaced by that target, on failure the half-made session is cleared.
 */
export function useCompleteSignIn(complete: () => Promise<string>) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => complete(),
    onSuccess: (target) => void navigate(target, { replace: true }),
    onError: () => clearSession(),
  });
}
