import { useState, type FormEvent } from 'react';
import { failureMessage, useRequestPasswordReset } from '../mutations';
import { FormError, SubmitButton, TextField } from '../../app/form/fields';

const SENT = 'If an account exists for this email, we have sent a link to reset the password.';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const error = missing ?? (request.isError ? failureMessage(request.error) : null);
  const answer = request.data;
  const sent = request.isSuccess
    ? answer && typeof answer.message === 'string'
      ? answer.message
      : SENT
    : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setMissing(null);
    request.reset();
    if (!email.trim()) {
      setMissing('Email is required');
      return;
    }
    request.mutate(email.trim());
  }

  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-labelledby="forgot-title">
      <h2 id="forgot-title">Reset your password</h2>
      {sent ? (
        <p role="status" className="form__success">
          {sent}
        </p>
      ) : (
        <>
          <p className="muted">Enter your email and we will send you a link to set a new password.</p>
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
          />
          <FormError message={error} />
          <SubmitButton disabled={request.isPending}>Send reset link</SubmitButton>
        </>
      )}
      <button type="button" className="button button--link" onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
