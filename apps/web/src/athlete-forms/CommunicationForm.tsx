import { useState, type FormEvent } from 'react';
import type { Communication } from '../athlete-data/types';
import { Toggle, SubmitButton } from '../app/form/fields';
import type { ProfileAnswerFormProps } from './profile-answer-form';
import { toastError } from '../app/toast/toast-store';
import { disableWebPush, enableWebPush } from '../notifications/web-push';

export const PUSH_BLOCKED =
  'Notifications are blocked for Tricoach in this browser: allow them in its site settings to get pushes here.';

/**
 * The browser follows the choice: on asks for permission (this must happen in the tap) and
 * subscribes; off unsubscribes. A blocked or missing push service never keeps the choice from
 * being saved: pushes still reach the athlete's other devices.
 */
async function applyPushChoice(on: boolean): Promise<void> {
  if (!on) return disableWebPush().catch(() => undefined);
  const setup = await enableWebPush().catch(() => 'unsupported' as const);
  if (setup === 'denied') toastError(PUSH_BLOCKED);
}

/** Spec 6: push and email consents are separate; system-critical emails are always sent. */
export function CommunicationForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
}: ProfileAnswerFormProps<Communication>) {
  const [value, setValue] = useState<Communication>(
    initial ?? { pushNotifications: false, emailNotifications: false },
  );
  const [applying, setApplying] = useState(false);
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setApplying(true);
    try {
      await applyPushChoice(value.pushNotifications);
    } finally {
      setApplying(false);
    }
    onSubmit(value);
  }
  return (
    <form className="form" onSubmit={(event) => void handleSubmit(event)} aria-label="Notifications">
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
      <SubmitButton disabled={busy || applying}>{submitLabel}</SubmitButton>
    </form>
  );
}
