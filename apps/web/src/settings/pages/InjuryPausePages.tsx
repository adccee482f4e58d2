import { useState, type FormEvent } from 'react';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { displayDate, todayIso } from '../../athlete-data/dates';
import type { Modality } from '../../athlete-data/types';
import { Loading } from '../../app/Loading';
import { CheckGroup, ChoiceGroup, TextField, SubmitButton } from '../../app/form/fields';
import { toastError, toastSuccess } from '../../app/toast/toast-store';
import { ConfirmDialog } from '../../athlete-hub/ConfirmDialog';
import {
  MODALITY_LABEL,
  useInjuryPauses,
  type InjuryPause,
  type InjuryPauseDraft,
  type InjuryPauseType,
} from '../../athlete-hub/injury-pause-api';
import '../../athlete-hub/athlete-hub.css';
import { useDeleteInjuryPause, useSaveInjuryPause } from '../mutations';
import { SettingsFrame } from '../SettingsFrame';

const LIST = '/app/settings/injury-pause';
const MODALITIES = Object.keys(MODALITY_LABEL) as Modality[];
const GROUPS: { status: InjuryPause['status']; title: string }[] = [
  { status: 'active', title: 'Active' },
  { status: 'upcoming', title: 'Upcoming' },
  { status: 'past', title: 'Past' },
];

const periodText = (pause: Pick<InjuryPause, 'startDate' | 'endDate'>) =>
  pause.endDate
    ? `${displayDate(pause.startDate)} – ${displayDate(pause.endDate)}`
    : `From ${displayDate(pause.startDate)}, open-ended`;

const failureText = (action: string, caught: unknown) =>
  caught instanceof ApiError && caught.status > 0
    ? `${action} failed: ${caught.message}`
    : `${action} failed. Please check your connection and try again.`;

/** Asks before deleting; the plan is rebuilt with the sports back in. */
function useDeletePause(after?: () => void) {
  const remove = useDeleteInjuryPause();
  const [asking, setAsking] = useState<InjuryPause | null>(null);
  function confirm() {
    if (!asking) return;
    remove.mutate(asking, {
      onSuccess: (_answer, pause) => {
        toastSuccess(`${pause.injuryPauseType} deleted`);
        setAsking(null);
        after?.();
      },
      onError: (caught) => toastError(failureText('Deleting', caught)),
    });
  }
  const dialog = asking ? (
    <ConfirmDialog
      title={`Delete this ${asking.injuryPauseType.toLowerCase()}?`}
      message={`${periodText(asking)}. Your plan is rebuilt with these sports back in.`}
      confirmLabel="Delete"
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
    />
  ) : null;
  return { ask: setAsking, dialog };
}

function PauseCard({ pause, onDelete }: { pause: InjuryPause; onDelete: (pause: InjuryPause) => void }) {
  return (
    <li className="card" data-testid="injury-pause-card">
      <div className="card__head">
        <div>
          <h3 className="card__title">
            {pause.injuryPauseType}{' '}
            <span className={`pause-status pause-status--${pause.status}`}>{pause.status}</span>
          </h3>
          <p className="muted">{periodText(pause)}</p>
        </div>
      </div>
      <div className="pause-card__sports" aria-label="Sports left out">
        {pause.excludedModalities.map((modality) => (
          <span key={modality} className="badge">
            No {MODALITY_LABEL[modality].toLowerCase()}
          </span>
        ))}
      </div>
      <div className="card__actions">
        <Link
          className="button button--small"
          to={`${LIST}/${pause.id}`}
          aria-label={`Edit ${pause.injuryPauseType.toLowerCase()} ${periodText(pause)}`}
        >
          Edit
        </Link>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => onDelete(pause)}
          aria-label={`Delete ${pause.injuryPauseType.toLowerCase()} ${periodText(pause)}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

/** settings/injury-pause: active, upcoming and past periods. */
export function InjuryPauseListPage() {
  const pauses = useInjuryPauses();
  const remove = useDeletePause();
  return (
    <SettingsFrame
      title="Injuries and pauses"
      lead="While a period lasts, the plan leaves out the sports you exclude; afterwards it builds you back up gently."
    >
      {pauses.isPending ? <Loading label="Loading your injuries and pauses" /> : null}
      {pauses.isError ? (
        <p role="alert">Your injuries and pauses could not be loaded. Please try again.</p>
      ) : null}
      {pauses.data && pauses.data.length === 0 ? (
        <p className="muted">No injuries or pauses recorded.</p>
      ) : null}
      {GROUPS.map(({ status, title }) => {
        const group = (pauses.data ?? []).filter((pause) => pause.status === status);
        if (group.length === 0) return null;
        return (
          <section key={status} className="pause-group" aria-label={title}>
            <h2>{title}</h2>
            <ul className="card-list">
              {(status === 'past' ? [...group].reverse() : group).map((pause) => (
                <PauseCard key={pause.id} pause={pause} onDelete={remove.ask} />
              ))}
            </ul>
          </section>
        );
      })}
      <div className="form-actions">
        <Link to={`${LIST}/create`} className="button button--primary button--block">
          Add an injury or pause
        </Link>
      </div>
      {remove.dialog}
    </SettingsFrame>
  );
}

interface FormState {
  injuryPauseType: InjuryPauseType | '';
  startDate: string;
  endDate: string;
  excludedModalities: Modality[];
}

function PauseForm({ pause }: { pause?: InjuryPause }) {
  const navigate = useNavigate();
  const save = useSaveInjuryPause(pause);
  const remove = useDeletePause(() => void navigate(LIST));
  const [form, setForm] = useState<FormState>({
    injuryPauseType: pause?.injuryPauseType ?? '',
    startDate: pause?.startDate ?? todayIso(),
    endDate: pause?.endDate ?? '',
    excludedModalities: pause?.excludedModalities ?? [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const draft = { ...form, ...(form.endDate ? {} : { endDate: undefined }) } as InjuryPauseDraft;
    save.mutate(draft, {
      onSuccess: () => {
        toastSuccess(
          pause
            ? 'Saved: your plan is being rebuilt'
            : `${form.injuryPauseType || 'Period'} added: your plan is being rebuilt`,
        );
        void navigate(LIST);
      },
      onError: (caught) => {
        if (caught instanceof ApiError)
          setErrors(Object.fromEntries(caught.fieldErrors.map((error) => [error.field, error.message])));
        toastError(failureText('Saving', caught));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <ChoiceGroup
        id="injury-pause-type"
        label="Type"
        value={form.injuryPauseType}
        error={errors.injuryPauseType}
        choices={[
          { value: 'Injury', label: 'Injury', description: 'Something hurts: leave out what aggravates it.' },
          { value: 'Pause', label: 'Pause', description: 'Travel, illness or a planned break.' },
        ]}
        onChange={(value) => set('injuryPauseType', value)}
      />
      <div className="field-row">
        <TextField
          id="injury-pause-start"
          label="Start date"
          type="date"
          value={form.startDate}
          error={errors.startDate}
          onChange={(value) => set('startDate', value)}
        />
        <TextField
          id="injury-pause-end"
          label="End date (optional)"
          type="date"
          value={form.endDate}
          min={form.startDate}
          error={errors.endDate}
          hint="Leave empty while you don't know yet."
          onChange={(value) => set('endDate', value)}
        />
      </div>
      <CheckGroup
        id="injury-pause-sports"
        label="Sports to leave out"
        values={form.excludedModalities}
        error={errors.excludedModalities}
        choices={MODALITIES.map((modality) => ({ value: modality, label: MODALITY_LABEL[modality] }))}
        onChange={(values) => set('excludedModalities', values)}
      />
      <div className="form-actions">
        <SubmitButton disabled={save.isPending}>
          {save.isPending ? 'Saving…' : pause ? 'Save changes' : 'Add'}
        </SubmitButton>
        {pause ? (
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => remove.ask(pause)}
          >
            Delete
          </button>
        ) : null}
      </div>
      {remove.dialog}
    </form>
  );
}

/** settings/injury-pause/create and settings/injury-pause/:id. */
export function InjuryPauseFormPage() {
  const { pathname } = useLocation();
  const matched = matchPath(`${LIST}/:id`, pathname)?.params.id;
  const id = matched === 'create' ? undefined : matched;
  const pauses = useInjuryPauses();
  const back = { back: LIST, backLabel: 'Injuries and pauses' };
  if (!id) {
    return (
      <SettingsFrame title="New injury or pause" {...back}>
        <PauseForm />
      </SettingsFrame>
    );
  }
  if (pauses.isPending) return <Loading label="Loading the period" />;
  const pause = pauses.data?.find((candidate) => candidate.id === id);
  if (!pause) {
    return (
      <SettingsFrame title="Injury or pause" {...back}>
        <p role="alert">This injury or pause does not exist any more.</p>
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title={`Edit ${pause.injuryPauseType.toLowerCase()}`} {...back}>
      <PauseForm key={pause.id} pause={pause} />
    </SettingsFrame>
  );
}
