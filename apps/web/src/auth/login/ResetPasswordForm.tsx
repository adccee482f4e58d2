import { useState, type FormEvent } from 'react';
import { failureMessage, useConfirmPasswordReset } from '../mutations';
import { passwordProblems } from '../password-rules';
import { PasswordRules } from './PasswordRules';
import { FormError, SubmitButton, TextField } from '../../app/form/fields';

/** Opened from the mailed link /login?resetToken=… (docs/api.md, valid 1 hour, single use). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  const reset = useConfirmPasswordReset();
  const error = mismatch ? 'The passwords do not match' : reset.isError ? failureMessage(reset.error) : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setMismatch(false);
    reset.reset();
    if (passwordProblems(password).length > 0) return;
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    reset.mutate({ token, password });
  }

  if (reset.isSuccess) {
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
    <form className="form" onSubmit={handleSubmit} noValidate aria-labelledby="reset-title">
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
      <TextField
        id="reset-confirmation"
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
      />
      <FormError message={error} />
      <SubmitButton disabled={reset.isPending}>Save new password</SubmitButton>
    </form>
  );
}
