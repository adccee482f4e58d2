import { formatHoursMinutes } from '@tricoach/core/units';
import { longSessionCapabilitySchema, trainingVolumeCapabilitySchema } from '@tricoach/core/validation';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CapabilityKind } from '../../athlete-data/api';
import { displayDate } from '../../athlete-data/dates';
import { useCapabilityHistory } from '../../athlete-data/queries';
import type { CapabilityEntry } from '../../athlete-data/types';
import { failureOf } from '../../athlete-data/mutations';
import { TextField, SubmitButton } from '../../app/form/fields';
import { check, type SchemaLike } from '../../app/form/validate';
import { Loading } from '../../app/Loading';
import { toastSuccess } from '../../app/toast/toast-store';
import { useSaveCapability } from '../mutations';
import { SettingsFrame } from '../SettingsFrame';

const S = '/app/settings';
const PAGES = {
  total: {
    path: `${S}/training-volume-capability`,
    title: 'Training volume capability',
    lead: 'The weekly training time you can handle now. Your coach raises it as you adapt.',
    label: 'Weekly training volume',
  },
  long: {
    path: `${S}/long-session-capability`,
    title: 'Long session capability',
    lead: 'How long your longest session can be now.',
    label: 'Long session duration',
  },
} as const;

const latest = (entries: CapabilityEntry[] | undefined) =>
  entries && entries.length > 0
    ? [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]?.value
    : undefined;

const everySport = (seconds: number) => ({ swim: seconds, bike: seconds, run: seconds });

/** Spec 5: the volume may not fall below the long session, nor the long session exceed the volume. */
function schemaFor(kind: CapabilityKind, other: number | undefined): SchemaLike<{ duration: number }> {
  return kind === 'total'
    ? trainingVolumeCapabilitySchema(everySport(other ?? 0))
    : longSessionCapabilitySchema(everySport(other ?? Number.MAX_SAFE_INTEGER));
}

export function CapabilityPage({ kind }: { kind: CapabilityKind }) {
  const page = PAGES[kind];
  const history = useCapabilityHistory(kind);
  const other = useCapabilityHistory(kind === 'total' ? 'long' : 'total');
  const current = latest(history.data);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const save = useSaveCapability(kind);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = check(schemaFor(kind, latest(other.data)), { sport: 'cycling', duration: value });
    if (!result.ok) return setError(result.errors.duration ?? Object.values(result.errors)[0]);
    setError(undefined);
    save.mutate(result.data.duration, {
      onSuccess: () => {
        setValue('');
        toastSuccess(`${page.title} saved`);
      },
      onError: (caught) => setError(Object.values(failureOf(caught).fieldErrors)[0]),
    });
  }

  return (
    <SettingsFrame title={page.title} lead={page.lead}>
      <p className="big-value" aria-label={`Current ${page.title.toLowerCase()}`}>
        {current !== undefined ? `${formatHoursMinutes(current)} h` : history.isPending ? '…' : 'not set yet'}
      </p>
      <form className="form" onSubmit={handleSubmit} noValidate aria-label={page.title}>
        <TextField
          id="duration"
          label={page.label}
          unit="h:mm"
          placeholder={kind === 'total' ? '8:00' : '2:30'}
          value={value}
          onChange={setValue}
          error={error}
        />
        <SubmitButton disabled={save.isPending}>Save</SubmitButton>
      </form>
      <p>
        <Link to={`${page.path}/history`}>Show the history</Link>
      </p>
    </SettingsFrame>
  );
}

const SOURCE = {
  Onboarding: 'From onboarding',
  UserChanged: 'Changed by you',
  Automated: 'Adjusted by your coach',
} as const;

export function CapabilityHistoryPage({ kind }: { kind: CapabilityKind }) {
  const page = PAGES[kind];
  const history = useCapabilityHistory(kind);
  const entries = [...(history.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <SettingsFrame title={`${page.title} history`} back={page.path} backLabel={page.title}>
      {history.isPending ? <Loading /> : null}
      {history.isSuccess && entries.length === 0 ? <p className="muted">No changes yet.</p> : null}
      <ol className="history">
        {entries.map((entry) => (
          <li key={`${entry.createdAt}-${entry.value}`} className="history__item">
            <span className="history__value">{formatHoursMinutes(entry.value)} h</span>
            <span className="muted">
              {SOURCE[entry.source]} · {displayDate(entry.createdAt.slice(0, 10))}
            </span>
          </li>
        ))}
      </ol>
    </SettingsFrame>
  );
}
