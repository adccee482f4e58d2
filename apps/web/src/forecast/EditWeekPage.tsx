import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { IsoDate } from '@tricoach/core';
import { ActionButton } from '../app/form/fields';
import type { PageProps } from '../app/route-types';
import { toastError, toastSuccess } from '../app/toast/toast-store';
import { displayDate } from '../athlete-data/dates';
import { planKeys, type PlannedSessionSummary } from '../workout/plan-api';
import { formatSessionDuration, weekdayName } from '../workout/plan-format';
import { SportIcon } from '../workout/SportIcon';
import { saveWeek, validateWeek, type SessionEdit } from './week-edit-api';
import { ComingWeekPage } from './ComingWeekPage';
import { comingDays } from './use-coming-week';
import '../workout/plan.css';
import './forecast.css';

type Draft = Record<string, SessionEdit>;

/** A session is locked or skipped, never both: ticking one clears the other. */
const FLAGS = [
  { flag: 'locked', other: 'skipped', label: 'Lock' },
  { flag: 'skipped', other: 'locked', label: 'Skip' },
] as const;

const original = (session: PlannedSessionSummary): SessionEdit => ({
  sessionId: session.id,
  date: session.date,
  locked: session.status === 'locked',
  skipped: session.status === 'skipped',
});

const sameEdit = (a: SessionEdit, b: SessionEdit) =>
  a.date === b.date && a.locked === b.locked && a.skipped === b.skipped;

/** Next week's sessions: move to another day, lock, skip; checked live, then saved. */
export function EditWeekPage({ route }: PageProps) {
  return (
    <ComingWeekPage
      className="edit-week-page"
      titleId="edit-title"
      title={route.title}
      lead="Move a workout to another day, lock it so recalculations keep it, or skip it. The coach checks every change against your slots and rest days."
    >
      {(outlook) => (
        <WeekEditor
          sessions={outlook.days.flatMap((day) => day.sessions).filter((s) => s.focus !== 'Race')}
        />
      )}
    </ComingWeekPage>
  );
}

function WeekEditor({ sessions }: { sessions: PlannedSessionSummary[] }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const days = comingDays();
  const [draft, setDraft] = useState<Draft>({});
  const edits = useMemo(
    () =>
      sessions
        .map((session) => draft[session.id] ?? original(session))
        .filter((edit, index) => !sameEdit(edit, original(sessions[index] as PlannedSessionSummary))),
    [draft, sessions],
  );
  const check = useQuery({
    queryKey: ['plan', 'validate-week', edits],
    queryFn: () => validateWeek(edits),
    enabled: edits.length > 0,
    staleTime: Infinity,
  });
  const problems = edits.length > 0 ? (check.data?.problems ?? []) : [];
  const save = useMutation({
    mutationFn: () => saveWeek(edits),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: planKeys.all });
      toastSuccess('Your week is saved.');
      void navigate('/app/forecast');
    },
    onError: () => toastError('Failed to update training plan'),
  });

  const update = (session: PlannedSessionSummary, change: Partial<SessionEdit>) =>
    setDraft((current) => ({
      ...current,
      [session.id]: { ...(current[session.id] ?? original(session)), ...change },
    }));

  if (sessions.length === 0) return <p className="muted">No workouts planned from today to 7 days ahead.</p>;
  return (
    <>
      <ul className="edit-week" aria-label="Workouts of the coming week">
        {sessions.map((session) => {
          const edit = draft[session.id] ?? original(session);
          const hasProblem = problems.some((problem) => problem.sessionId === session.id);
          return (
            <li
              key={session.id}
              className={`edit-session${hasProblem ? ' edit-session--problem' : ''}`}
              aria-label={session.title}
            >
              <div className="edit-session__head">
                <SportIcon sport={session.sport} />
                <span className="edit-session__text">
                  <span className="edit-session__title">
                    {session.title}
                    {session.isHard ? <span className="tag tag--hard">Hard</span> : null}
                  </span>
                  <span className="muted">{formatSessionDuration(session.duration)}</span>
                </span>
              </div>
              <div className="edit-session__controls">
                <select
                  aria-label={`Day for ${session.title}`}
                  value={edit.date}
                  disabled={edit.skipped}
                  onChange={(event) => update(session, { date: event.target.value as IsoDate })}
                >
                  {[...new Set([session.date, ...days])].sort().map((day) => (
                    <option key={day} value={day}>
                      {weekdayName(day)} {displayDate(day)}
                    </option>
                  ))}
                </select>
                {FLAGS.map(({ flag, other, label }) => (
                  <label key={flag}>
                    <input
                      type="checkbox"
                      checked={edit[flag]}
                      onChange={(event) =>
                        update(session, {
                          [flag]: event.target.checked,
                          ...(event.target.checked ? { [other]: false } : {}),
                        })
                      }
                    />
                    {label}
                  </label>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {problems.length > 0 ? (
        <ul className="problem-list" role="alert" aria-label="Problems">
          {problems.map((problem, index) => (
            <li key={index}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      {check.isError ? (
        <p className="problem-list" role="alert">
          {check.error.message}
        </p>
      ) : null}
      <div className="sticky-actions">
        <button
          type="button"
          className="button"
          disabled={edits.length === 0 || save.isPending}
          onClick={() => setDraft({})}
        >
          Reset
        </button>
        <ActionButton
          className="button button--primary"
          onClick={() => save.mutate()}
          busy={save.isPending}
          busyLabel="Saving…"
          disabled={edits.length === 0 || check.isFetching || problems.length > 0 || check.isError}
        >
          Save week
        </ActionButton>
      </div>
    </>
  );
}
