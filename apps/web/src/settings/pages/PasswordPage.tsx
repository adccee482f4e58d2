import { changePasswordFormSchema } from '@tricoach/core/validation';
import type { FormEvent } from 'react';
import { failureOf } from '../../athlete-data/mutations';
import { TextField, SubmitButton } from '../../app/form/fields';
import { useFormFields } from '../../app/form/use-form-fields';
import { check } from '../../app/form/validate';
import { PasswordRules } from '../../auth/login/PasswordRules';
import { useChangePassword } from '../mutations';
import { SettingsFrame } from '../SettingsFrame';
import { useSavedAndBack } from '../use-saved-toast';

export function PasswordPage() {
  const { fields, errors, setErrors, bind } = useFormFields({
    currentPassword: '',
    newPassword: '',
    newPasswordConfirmation: '',
  });
  const change = useChangePassword();
  const done = useSavedAndBack('/app/settings');

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
          {...bind('currentPassword')}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          {...bind('newPassword')}
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <PasswordRules
          id="new-password-rules"
          password={fields.newPassword}
          touched={Boolean(errors.newPassword)}
        />
        <TextField
          {...bind('newPasswordConfirmation')}
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
        />
        {/* Stays disabled once changed, while the page goes back to settings. */}
        <SubmitButton disabled={change.isPending || change.isSuccess}>Change password</SubmitButton>
      </form>
    </SettingsFrame>
  );
}
