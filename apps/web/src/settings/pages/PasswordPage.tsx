import { changePasswordFormSchema } from '@tricoach/core/validation';
import { useState, type FormEvent } from 'react';
import { failureOf } from '../../athlete-data/mutations';
import { TextField } from '../../app/form/fields';
import { check, type FieldErrors } from '../../app/form/validate';
import { PasswordRules } from '../../auth/login/PasswordRules';
import { useChangePassword } from '../mutations';
import { SettingsFrame } from '../SettingsFrame';
import { useSavedAndBack } from '../use-saved-toast';

export function PasswordPage() {
  const [fields, setFields] = useState({ currentPassword: '', newPassword: '', newPasswordConfirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword();
  const done = useSavedAndBack('/app/settings');
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = check(changePasswordFormSchema, fields);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    const { currentPassword, newPassword } = result.data;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => done('Password changed'),
        onError: (caught) => setErrors(failureOf(caught).fieldErrors),
      },
    );
  }

  return (
    <SettingsFrame title="Password">
      <form className="form" onSubmit={handleSubmit} noValidate aria-label="Change password">
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
        {/* Stays disabled once changed, while the page goes back to settings. */}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={change.isPending || change.isSuccess}
        >
          Change password
        </button>
      </form>
    </SettingsFrame>
  );
}
