import { useState, type FormEvent } from 'react';
import { ApiError, GENERIC_ERROR } from '../../api/errors';
import { confirmPasswordReset } from '../email-auth';
import { passwordProblems } from '../password-rules';
import { PasswordRules } from './PasswordRules';

/** Opened from the mailed link /login?resetToken=… (docs/api.md, valid 1 hour, single use). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (passwordProblems(password).length > 0) return;
    if (password !== confirmation) {
      setError('The passwords do not match');
      return;
    }
    setBusy(true);
    try {
      await confirmPasswordReset(token, password);
      setDone(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="form">
        <h2>Password changed</h2>
        <p role="status" className="form__success">
          Your password has been changed. Sign in with your new password.
        </p>
        <button type="button" className="button button--primary button--block" onClick={onDone}>
          Continue to sign in
        </button>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-labelledby="reset-title">
      <h2 id="reset-title">Set a new password</h2>
      <div className="field">
        <label htmlFor="reset-password">New password</label>
        <input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby="reset-password-rules"
        />
        <PasswordRules id="reset-password-rules" password={password} touched={submitted} />
      </div>
      <div className="field">
        <label htmlFor="reset-confirmation">Repeat new password</label>
        <input
          id="reset-confirmation"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </div>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        Save new password
      </button>
    </form>
  );
}
