import { changePasswordFormSchema } from '@tricoach/core';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../athlete-data/api';
import { failureOf } from '../../athlete-data/use-save-profile';
import { TextField } from '../../app/form/fields';
import { check, type FieldErrors } from '../../app/form/validate';
import { PasswordRules } from '../../auth/login/PasswordRules';
import { SettingsFrame } from '../SettingsFrame';
import { useSavedAndBack } from '../use-saved-toast';

export function PasswordPage() {
  const [fields, setFields] = useState({ currentPassword: '', newPassword: '', newPasswordConfirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const done = useSavedAndBack('/app/settings');
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = check(changePasswordFormSchema, fields);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setBusy(true);
    try {
      await changePassword(result.data.currentPassword, result.data.newPassword);
      done('Password changed');
    } catch (caught) {
      setErrors(failureOf(caught).fieldErrors);
      setBusy(false);
    }
  }

  return (
    <SettingsFrame title="Password">
      <form className="form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Change password">
        <TextField
          id="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={fields.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <TextField
          id="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <PasswordRules
          id="new-password-rules"
          password={fields.newPassword}
          touched={Boolean(errors.newPassword)}
        />
        <TextField
          id="newPasswordConfirmation"
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          value={fields.newPasswordConfirmation}
          onChange={set('newPasswordConfirmation')}
          error={errors.newPasswordConfirmation}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          Change password
        </button>
      </form>
    </SettingsFrame>
  );
}
