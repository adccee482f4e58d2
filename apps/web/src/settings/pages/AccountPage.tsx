import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { clearSession } from '../../api/session';
import { saveDownload } from '../../api/save-download';
import { deleteAccount } from '../../athlete-data/api';
import { todayIso } from '../../athlete-data/dates';
import { failureOf } from '../../athlete-data/mutations';
import { ConfirmDialog } from '../../athlete-hub/ConfirmDialog';
import { ActionButton, TextField } from '../../app/form/fields';
import type { FieldErrors } from '../../app/form/validate';
import { toastSuccess } from '../../app/toast/toast-store';
import { SettingsFrame } from '../SettingsFrame';
import './settings-cards.css';

/** Where the app goes once the account is gone: the sign-in page says so. */
export const ACCOUNT_DELETED_PATH = '/login?accountDeleted=1';

function DownloadData() {
  const download = useMutation({
    mutationFn: () =>
      saveDownload({
        path: '/api/v1/app/account/export',
        fileName: `tricoach-export-${todayIso()}.zip`,
        action: 'settings.account.export',
      }),
    onSuccess: () => toastSuccess('Your data is downloaded'),
    onError: (caught) => failureOf(caught),
  });
  return (
    <section className="card" aria-labelledby="download-data-title">
      <h2 id="download-data-title" className="card__title">
        Download your data
      </h2>
      <p className="muted">
        Everything Tricoach keeps about you in one ZIP file: your profile, goals, plan, check-ins and readings
        as JSON, and every recorded workout as a FIT file that Garmin Connect, Strava or TrainingPeaks can
        import.
      </p>
      <ActionButton
        className="button button--ghost button--block"
        onClick={() => download.mutate()}
        busy={download.isPending}
        busyLabel="Preparing your data…"
      >
        Download my data (.zip)
      </ActionButton>
    </section>
  );
}

function DeleteAccount() {
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteAccount(password || undefined),
    onSuccess: () => {
      clearSession();
      client.clear();
      window.location.assign(ACCOUNT_DELETED_PATH);
    },
    onError: (caught) => {
      setAsking(false);
      setErrors(failureOf(caught).fieldErrors);
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setAsking(true);
  }

  return (
    <section className="card" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="card__title">
        Delete account
      </h2>
      <p className="muted">
        Deletes your account and everything in it for good: plan, workouts, check-ins, goals and settings.
        Your GARMIN® connection is removed too. Download your data first if you want to keep it.
      </p>
      <form className="form" onSubmit={handleSubmit} noValidate aria-label="Delete account">
        <TextField
          id="deletePassword"
          label="Password"
          type="password"
          autoComplete="current-password"
          hint="Leave it empty if you sign in only with Apple, Google or Facebook."
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <button type="submit" className="button button--danger button--block" disabled={remove.isPending}>
          Delete my account
        </button>
      </form>
      {asking ? (
        <ConfirmDialog
          title="Delete your account?"
          message="Your account and all its data are deleted for good. This cannot be undone."
          confirmLabel="Delete for good"
          danger
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}

/** Settings › Your data and account: take everything out, or delete the account (issue 14). */
export function AccountPage() {
  return (
    <SettingsFrame title="Your data and account">
      <div className="settings-cards">
        <DownloadData />
        <DeleteAccount />
      </div>
    </SettingsFrame>
  );
}
