import { useState, type FormEvent } from 'react';
import type { Communication } from '../athlete-data/types';
import { Toggle } from '../app/form/fields';

/** Spec 6: push and email consents are separate; system-critical emails are always sent. */
export function CommunicationForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
}: {
  initial: Communication | null | undefined;
  submitLabel: string;
  busy: boolean;
  onSubmit: (value: Communication) => void;
}) {
  const [value, setValue] = useState<Communication>(
    initial ?? { pushNotifications: false, emailNotifications: false },
  );
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(value);
  }
  return (
    <form className="form" onSubmit={handleSubmit} aria-label="Notifications">
      <Toggle
        id="push"
        label="Push notifications"
        description="Workout reminders, plan changes and your daily readiness."
        checked={value.pushNotifications}
        onChange={(c) => setValue((v) => ({ ...v, pushNotifications: c }))}
      />
      <Toggle
        id="email"
        label="Email notifications"
        description="Weekly summaries, tips and news."
        checked={value.emailNotifications}
        onChange={(c) => setValue((v) => ({ ...v, emailNotifications: c }))}
      />
      <p className="muted">Emails about your account, security and payments are always sent.</p>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
