import { useState, type FormEvent } from 'react';
import { ApiError, GENERIC_ERROR } from '../../api/errors';
import { requestPasswordReset } from '../email-auth';

const SENT = 'If an account exists for this email, we have sent a link to reset the password.';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError('Email is required');
      return;
    }
    setBusy(true);
    try {
      const answer = await requestPasswordReset(email.trim());
      setSent(answer && typeof answer.message === 'string' ? answer.message : SENT);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-labelledby="forgot-title">
      <h2 id="forgot-title">Reset your password</h2>
      {sent ? (
        <p role="status" className="form__success">
          {sent}
        </p>
      ) : (
        <>
          <p className="muted">Enter your email and we will send you a link to set a new password.</p>
          <div className="field">
            <label htmlFor="forgot-email">Email</label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          {error ? (
            <p className="form__error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            Send reset link
          </button>
        </>
      )}
      <button type="button" className="button button--link" onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
