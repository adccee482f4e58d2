import { emailSchema } from '@tricoach/core/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, GENERIC_ERROR } from '../../api/errors';
import { useProfile } from '../../athlete-data/queries';
import { failureOf } from '../../athlete-data/mutations';
import { TextField, SubmitButton } from '../../app/form/fields';
import { useFormFields } from '../../app/form/use-form-fields';
import { check } from '../../app/form/validate';
import { toastSuccess } from '../../app/toast/toast-store';
import { useConfirmEmailChange, useRequestEmailChange } from '../mutations';
import { SettingsFrame } from '../SettingsFrame';

/** The query parameter of the link mailed to the new address (docs/api.md). */
const CONFIRM_EMAIL_PARAM = 'confirmEmailToken';

const REQUESTED = 'We sent a confirmation link to the new address. The change takes effect when you open it.';

type Confirmation =
  { state: 'busy' } | { state: 'done'; email: string } | { state: 'failed'; message: string };

/** Why the link did not confirm: the server's message on the token, else its message. */
function confirmationFailure(caught: Error): string {
  if (!(caught instanceof ApiError)) return GENERIC_ERROR;
  return caught.fieldErrors.find((error) => error.field === 'token')?.message ?? caught.message;
}

/**
 * Opened with ?confirmEmailToken=… (the mailed link): confirms the change once, and takes the
 * token out of the URL so a reload does not send it again.
 */
function useConfirmationLink(): Confirmation | null {
  const [search, setSearch] = useSearchParams();
  const token = search.get(CONFIRM_EMAIL_PARAM);
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token, {
      onSuccess: ({ email }) => toastSuccess(`Your email is now ${email}`),
      onError: (caught) => failureOf(caught),
      onSettled: () =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(CONFIRM_EMAIL_PARAM);
            return next;
          },
          { replace: true },
        ),
    });
  }, [token, mutate, setSearch]);

  if (confirm.isPending) return { state: 'busy' };
  if (confirm.isSuccess) return { state: 'done', email: confirm.data.email };
  if (confirm.isError) return { state: 'failed', message: confirmationFailure(confirm.error) };
  return null;
}

/**
 * The sign-in email. A change takes two steps: the current password proves the owner asks,
 * and the link mailed to the new address proves it is theirs. Accounts that sign in only
 * with Apple, Google or Facebook have no password; they leave it empty and the server says
 * whether it was needed.
 */
export function EmailPage() {
  const { data: profile } = useProfile();
  const confirmation = useConfirmationLink();
  const { fields, setFields, setErrors, bind } = useFormFields({ newEmail: '', password: '' });
  const request = useRequestEmailChange();
  const [requested, setRequested] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = check(emailSchema, fields.newEmail);
    if (!result.ok) return setErrors({ newEmail: result.errors._ ?? '' });
    setErrors({});
    setRequested(null);
    request.mutate(
      { newEmail: result.data, password: fields.password || undefined },
      {
        onSuccess: (answer) => {
          setRequested(typeof answer?.message === 'string' ? answer.message : REQUESTED);
          setFields({ newEmail: '', password: '' });
        },
        onError: (caught) => setErrors(failureOf(caught).fieldErrors),
      },
    );
  }

  const current = confirmation?.state === 'done' ? confirmation.email : profile?.email;

  return (
    <SettingsFrame title="Email">
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>Sign-in email</dt>
          <dd>{current ?? '—'}</dd>
        </div>
      </dl>
      {confirmation?.state === 'busy' ? (
        <p role="status" className="muted">
          Confirming your new email…
        </p>
      ) : confirmation?.state === 'done' ? (
        <p role="status" className="form__success">
          Your email is now {confirmation.email}.
        </p>
      ) : confirmation?.state === 'failed' ? (
        <p role="alert" className="form__error">
          {confirmation.message}
        </p>
      ) : null}
      <p className="muted">
        Plan updates and receipts go to this address. To use another one, enter it below: we send a
        confirmation link there, and the change takes effect when you open it.
      </p>
      <form className="form" onSubmit={handleSubmit} noValidate aria-label="Change email">
        <TextField
          {...bind('newEmail')}
          label="New email"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          {...bind('password')}
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Leave it empty if you sign in only with Apple, Google or Facebook."
        />
        {requested ? (
          <p role="status" className="form__success">
            {requested}
          </p>
        ) : null}
        <SubmitButton disabled={request.isPending}>Send confirmation link</SubmitButton>
      </form>
    </SettingsFrame>
  );
}
