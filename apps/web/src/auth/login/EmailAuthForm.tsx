import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { failureMessage, useEmailSignIn } from '../mutations';
import { passwordProblems } from '../password-rules';
import { PasswordRules } from './PasswordRules';
import { SubmitButton, FormError } from '../../app/form/fields';

export type EmailMode = 'signin' | 'signup';

export function EmailAuthForm({ mode, onForgotPassword }: { mode: EmailMode; onForgotPassword: () => void }) {
  const [search] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ password: string; message: string } | null>(null);
  const isSignUp = mode === 'signup';
  const auth = useEmailSignIn(isSignUp);
  // A sign-up's refused password is shown by the rules under the field, not as the form's error.
  const refusalOf = (caught: unknown) =>
    isSignUp && caught instanceof ApiError
      ? caught.fieldErrors.find((f) => f.field === 'password')
      : undefined;
  const error = missing ?? (auth.isError && !refusalOf(auth.error) ? failureMessage(auth.error) : null);
  // Stays busy after success, while the browser leaves for the app.
  const busy = auth.isPending || auth.isSuccess;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setMissing(null);
    auth.reset();
    if (!email.trim() || !password) {
      setMissing(!email.trim() ? 'Email is required' : 'Password is required');
      return;
    }
    if (isSignUp && passwordProblems(password).length > 0) return;
    auth.mutate(
      { credentials: { email: email.trim(), password }, search },
      {
        onError: (caught) => {
          const refusal = refusalOf(caught);
          if (refusal) setRefused({ password, message: refusal.message });
        },
      },
    );
  }

  const rulesId = `${mode}-password-rules`;
  return (
    <form
      className="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={isSignUp ? 'Create account' : 'Sign in with email'}
    >
      <div className="field">
        <label htmlFor={`${mode}-email`}>Email</label>
        <input
          id={`${mode}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${mode}-password`}>Password</label>
        <input
          id={`${mode}-password`}
          type="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={isSignUp ? rulesId : undefined}
          aria-invalid={
            isSignUp && submitted && (passwordProblems(password).length > 0 || refused?.password === password)
          }
          required
        />
        {isSignUp ? (
          <PasswordRules
            id={rulesId}
            password={password}
            touched={submitted}
            refusal={refused?.password === password ? refused.message : undefined}
          />
        ) : null}
      </div>
      <FormError message={error} />
      <SubmitButton disabled={busy}>
        {busy ? 'Please wait…' : isSignUp ? 'Create account' : 'Sign in'}
      </SubmitButton>
      {!isSignUp ? (
        <button type="button" className="button button--link" onClick={onForgotPassword}>
          Forgot password?
        </button>
      ) : null}
    </form>
  );
}
