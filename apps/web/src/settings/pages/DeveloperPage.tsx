import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../../api/client';
import { appEnvironment } from '../../api/config';
import { failureOf } from '../../athlete-data/mutations';
import { todayIso } from '../../athlete-data/dates';
import { useAthleteId } from '../../athlete-data/queries';
import { ConfirmDialog } from '../../athlete-hub/ConfirmDialog';
import { toastSuccess } from '../../app/toast/toast-store';
import { SettingsFrame } from '../SettingsFrame';
import './settings-cards.css';

interface DeveloperCall {
  label: string;
  explain: string;
  run: (athleteId: string) => Promise<string>;
  /** Asks first: the call throws data away. */
  confirm?: string;
}

const post = async (path: string, body?: object) =>
  (await apiFetch<{ message?: string }>(path, { method: 'POST', ...(body ? { body } : {}) }))?.message ??
  'Done';

const CALLS: DeveloperCall[] = [
  {
    label: 'Reset thresholds',
    explain: 'Every threshold back to unknown: the coach estimates again and plans tests.',
    run: () => post('/api/v1/app/test/reset-thresholds'),
  },
  {
    label: 'Generate plan',
    explain: 'Builds the plan again now from the current answers.',
    run: () => post('/api/v1/app/test/generate-plan'),
  },
  {
    label: 'Plan a run test today',
    explain: 'Puts a running performance test on today’s plan.',
    run: async (athleteId) => {
      await apiFetch('/api/v1/app/test/generate-performance-test', {
        method: 'POST',
        body: { sportType: 'running', athleteId, date: todayIso() },
      });
      return 'A run test is planned for today.';
    },
  },
  {
    label: 'Demo workouts',
    explain: 'Three weeks of completed workouts with recordings, for the charts and statistics.',
    run: async () => {
      const answer = await apiFetch<{ created: number }>('/api/v1/app/test/dummy/data/generate-plan');
      return `${answer.created} demo workouts added.`;
    },
  },
  {
    label: 'End the trial',
    explain: 'The trial ends now, so the premium gate and the paywall can be tried.',
    run: () => post('/api/v1/app/test/end-trial'),
  },
  {
    label: 'Send a test push',
    explain: 'A push to every browser where you turned push notifications on.',
    run: () => post('/api/v1/app/test/send-push'),
  },
  {
    label: 'Send a test e-mail',
    explain: 'A mail to your address (written to the server log when no SMTP server is set).',
    run: () => post('/api/v1/app/test/send-email'),
  },
  {
    label: 'Reset athlete',
    explain:
      'Everything but the account goes: answers, plan, workouts, connections. Onboarding starts again.',
    run: () => post('/api/v1/app/reset-athlete'),
    confirm: 'Reset this athlete? Answers, plan, workouts and connections are deleted.',
  },
];

/** Spec /app/settings/developer: the test and reset calls, in builds other than production only. */
export function DeveloperPage() {
  const athleteId = useAthleteId();
  const client = useQueryClient();
  const [asking, setAsking] = useState<DeveloperCall | null>(null);
  const call = useMutation({
    mutationFn: (chosen: DeveloperCall) => chosen.run(athleteId),
    onSuccess: (message) => {
      toastSuccess(message);
      setAsking(null);
      // Every call changes what the app shows: read it all again.
      void client.invalidateQueries();
    },
    onError: (caught) => {
      setAsking(null);
      failureOf(caught);
    },
  });

  if (appEnvironment() === 'production')
    return (
      <SettingsFrame title="Developer settings">
        <p className="muted">Developer settings are not available in production.</p>
      </SettingsFrame>
    );

  const busy = call.isPending ? call.variables.label : null;
  return (
    <SettingsFrame title="Developer settings">
      <p className="muted">
        Test and reset calls for {appEnvironment()} builds. They act on your own athlete only.
      </p>
      <ul className="settings-cards" aria-label="Developer calls">
        {CALLS.map((chosen) => (
          <li key={chosen.label} className="card">
            <h2 className="card__title">{chosen.label}</h2>
            <p className="muted">{chosen.explain}</p>
            <button
              type="button"
              className={`button button--block ${chosen.confirm ? 'button--danger' : 'button--ghost'}`}
              disabled={busy !== null}
              onClick={() => (chosen.confirm ? setAsking(chosen) : call.mutate(chosen))}
            >
              {busy === chosen.label ? 'Working…' : chosen.label}
            </button>
          </li>
        ))}
      </ul>
      {asking ? (
        <ConfirmDialog
          title={`${asking.label}?`}
          message={asking.confirm ?? ''}
          confirmLabel={asking.label}
          danger
          busy={call.isPending}
          onConfirm={() => call.mutate(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </SettingsFrame>
  );
}
