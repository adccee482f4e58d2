import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, GENERIC_ERROR } from '../../api/errors';
import { signIn, signUp } from '../email-auth';
import { passwordProblems } from '../password-rules';
import { continueAfterSignIn } from './after-sign-in';
import { PasswordRules } from './PasswordRules';

export type EmailMode = 'signin' | 'signup';

export function EmailAuthForm({ mode, onForgotPassword }: { mode: EmailMode; onForgotPassword: () => void }) {
  const [search] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ password: string; message: string } | null>(null);
  const isSignUp = mode === 'signup';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!email.trim() || !password) {
      setError(!email.trim() ? 'Email is required' : 'Password is required');
      return;
    }
    if (isSignUp && passwordProblems(password).length > 0) return;
    setBusy(true);
    try {
      await (isSignUp ? signUp : signIn)({ email: email.trim(), password });
      await continueAfterSignIn(search);
    } catch (caught) {
      const passwordRefusal =
        caught instanceof ApiError ? caught.fieldErrors.find((f) => f.field === 'password') : undefined;
      if (isSignUp && passwordRefusal) setRefused({ password, message: passwordRefusal.message });
      else setError(caught instanceof ApiError ? caught.message : GENERIC_ERROR);
      setBusy(false);
    }
  }

  const rulesId = `${mode}-password-rules`;
  return (
    <form
      className="form"
      onSubmit={(e) => void handleSubmit(e)}
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
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Please wait…' : isSignUp ? 'Create account' : 'Sign in'}
      </button>
      {!isSignUp ? (
        <button type="button" className="button button--link" onClick={onForgotPassword}>
          Forgot password?
        </button>
      ) : null}
    </form>
  );
}
