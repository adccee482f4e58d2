import { ALLOWED_PRIORITIES } from '@tricoach/core/goals';
import { RACE_TYPES } from '@tricoach/core/model';
import { formatHoursMinutes } from '@tricoach/core/units';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { createGoal, deleteGoal, updateGoal } from '../../athlete-data/api';
import { displayDate } from '../../athlete-data/dates';
import { athleteKeys, useAvailability, useGoals, useProfile } from '../../athlete-data/queries';
import type { RaceGoalDraft } from '../../athlete-data/types';
import { failureOf, type SaveResult } from '../../athlete-data/mutations';
import { toastError, toastSuccess } from '../../app/toast/toast-store';
import { Loading } from '../../app/Loading';
import { RaceGoalForm } from '../../athlete-forms/RaceGoalForm';
import { PRIORITY_DESCRIPTIONS, RACE_TYPE_LABELS } from '../../athlete-forms/race-labels';
import { NavList, SettingsFrame } from '../SettingsFrame';

const S = '/app/settings';

export function GoalAndAvailabilityPage() {
  const goals = useGoals();
  const { data: profile } = useProfile();
  const availability = useAvailability();
  const main = goals.data?.find((g) => g.racePriority === 'A');
  const slots = availability.data ? Object.values(availability.data).flat() : [];
  const hours = slots.reduce((sum, s) => sum + s.durationMinutes * 60, 0);
  return (
    <SettingsFrame title="Goal and availability">
      <NavList
        label="Your season"
        items={[
          {
            to: `${S}/race-goal`,
            label: 'Race goals',
            value: main
              ? `${main.raceName}, ${displayDate(main.eventDate)}`
              : `${goals.data?.length ?? 0} races`,
          },
          { to: `${S}/race-goal/priorities`, label: 'Race priorities' },
          {
            to: `${S}/training-volume`,
            label: 'Training volume',
            value: profile?.experience?.hoursPerWeekAvailable
              ? `${profile.experience.hoursPerWeekAvailable} h a week`
              : '',
          },
          {
            to: `${S}/availability`,
            label: 'Availability',
            value: slots.length ? `${slots.length} slots, ${formatHoursMinutes(hours)} h` : 'no slots',
          },
        ]}
      />
    </SettingsFrame>
  );
}

export function RaceGoalsPage() {
  const goals = useGoals();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const editing = search.get('edit');
  const goal = goals.data?.find((g) => g.id === editing);
  const refresh = () => client.invalidateQueries({ queryKey: athleteKeys.goals });

  async function handleSubmit(draft: RaceGoalDraft): Promise<SaveResult> {
    try {
      await (goal ? updateGoal(goal.id, draft) : createGoal(draft));
      await refresh();
      toastSuccess('Race goal saved');
      setSearch({});
      return { ok: true, fieldErrors: {} };
    } catch (caught) {
      return failureOf(caught);
    }
  }

  async function handleDelete(id: string, name: string) {
    if (!window.confirm(`Delete ${name}? Your plan is rebuilt without it.`)) return;
    try {
      await deleteGoal(id);
      await refresh();
      toastSuccess('Race goal deleted');
    } catch {
      toastError('Failed to delete race goal');
    }
  }

  if (editing !== null) {
    return (
      <SettingsFrame title={goal ? 'Edit race' : 'New race'} back={`${S}/race-goal`} backLabel="Race goals">
        <RaceGoalForm
          key={editing}
          goal={goal}
          firstRace={(goals.data?.length ?? 0) === 0}
          submitLabel="Save race"
          onSubmit={handleSubmit}
        />
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title="Race goals" back={`${S}/goal-and-availability`} backLabel="Goal and availability">
      {goals.isPending ? <Loading /> : null}
      <ul className="card-list">
        {(goals.data ?? []).map((g) => (
          <li key={g.id} className="card">
            <div className="card__head">
              <span className={`priority priority--${g.racePriority}`} aria-label={`${g.racePriority} race`}>
                {g.racePriority}
              </span>
              <div>
                <h2 className="card__title">{g.raceName}</h2>
                <p className="muted">
                  {RACE_TYPE_LABELS[g.eventType]} · {displayDate(g.eventDate)}
                </p>
              </div>
            </div>
            {g.feasibility ? <p className="muted">{g.feasibility.message}</p> : null}
            <div className="card__actions">
              <button
                type="button"
                className="button button--small"
                onClick={() => setSearch({ edit: g.id })}
                aria-label={`Edit ${g.raceName}`}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => void handleDelete(g.id, g.raceName)}
                aria-label={`Delete ${g.raceName}`}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => setSearch({ edit: '' })}
      >
        Add a race
      </button>
      <p>
        <Link to={`${S}/race-goal/priorities`}>What do A, B and C mean?</Link>
      </p>
    </SettingsFrame>
  );
}

export function PrioritiesPage() {
  return (
    <SettingsFrame title="Race priorities" back={`${S}/race-goal`} backLabel="Race goals">
      <dl className="summary-list">
        {(['A', 'B', 'C'] as const).map((p) => (
          <div key={p} className="summary-list__row summary-list__row--text">
            <dt>{p} race</dt>
            <dd>{PRIORITY_DESCRIPTIONS[p]}</dd>
          </div>
        ))}
      </dl>
      <p>An A race must exist before B or C races. A full Ironman is always an A race.</p>
      <table className="table">
        <caption>Priorities each race type allows</caption>
        <thead>
          <tr>
            <th scope="col">Race type</th>
            <th scope="col">Priorities</th>
          </tr>
        </thead>
        <tbody>
          {RACE_TYPES.map((type) => (
            <tr key={type}>
              <th scope="row">{RACE_TYPE_LABELS[type]}</th>
              <td>{ALLOWED_PRIORITIES[type].join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SettingsFrame>
  );
}
