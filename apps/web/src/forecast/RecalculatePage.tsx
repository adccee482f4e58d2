import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { IsoDate } from '@tricoach/core';
import { ActionButton } from '../app/form/fields';
import type { PageProps } from '../app/route-types';
import { toastError, toastSuccess } from '../app/toast/toast-store';
import { displayDate } from '../athlete-data/dates';
import { planKeys, type Outlook, type PlannedSessionSummary } from '../workout/plan-api';
import { formatSessionDuration, weekdayName } from '../workout/plan-format';
import { SportIcon } from '../workout/SportIcon';
import { useUnits } from '../workout/use-plan';
import { DaySessions } from '../workout/DaySessions';
import { recalculateWeek, type WeekChange } from './week-edit-api';
import { ComingWeekPage } from './ComingWeekPage';
import { comingDays } from './use-coming-week';
import '../workout/plan.css';
import './forecast.css';

const RECALCULATE_FAILED = 'Failed to recalculate next week. Please try again later.';

/** Spec 4 "Weekly recalculation": lock workouts, pick days to skip (today … +7), recalculate. */
export function RecalculatePage({ route }: PageProps) {
  return (
    <ComingWeekPage
      className="recalculate-page"
      titleId="recalculate-title"
      title={route.title}
      lead="Pick the days you cannot train and lock the workouts you want to keep. The coach moves the rest to days that fit, or lets them go — missed work is never crammed in."
    >
      {(outlook) => <Recalculator outlook={outlook} />}
    </ComingWeekPage>
  );
}

function Recalculator({ outlook }: { outlook: Outlook }) {
  const client = useQueryClient();
  const units = useUnits();
  const days = comingDays();
  const sessions = outlook.days
    .flatMap((day) => day.sessions)
    .filter((s) => s.status !== 'skipped' && s.focus !== 'Race');
  const [locked, setLocked] = useState<Set<string>>(
    () => new Set(sessions.filter((s) => s.status === 'locked').map((s) => s.id)),
  );
  const [skippedDays, setSkippedDays] = useState<Set<IsoDate>>(new Set());
  const [result, setResult] = useState<{ changes: WeekChange[]; sessions: PlannedSessionSummary[] } | null>(
    null,
  );
  const run = useMutation({
    mutationFn: () => recalculateWeek([...locked], [...skippedDays]),
    onSuccess: async (data) => {
      setResult(data);
      await client.invalidateQueries({ queryKey: planKeys.all });
      toastSuccess('Your week is recalculated.');
    },
    onError: () => toastError(RECALCULATE_FAILED),
  });
  const toggle = <T,>(set: Set<T>, value: T) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };

  if (result) return <RecalculatedWeek result={result} units={units} />;
  return (
    <>
      <h2>Days you cannot train</h2>
      <div className="skip-days" role="group" aria-label="Days to skip">
        {days.map((day) => (
          <button
            key={day}
            type="button"
            className="skip-day"
            aria-pressed={skippedDays.has(day)}
            aria-label={`Skip ${weekdayName(day)} ${displayDate(day)}`}
            onClick={() => setSkippedDays((current) => toggle(current, day))}
          >
            <span>{weekdayName(day)}</span>
            <span className="muted">{displayDate(day)}</span>
          </button>
        ))}
      </div>
      <h2>Lock workouts</h2>
      {sessions.length === 0 ? (
        <p className="muted">No workouts planned from today to 7 days ahead.</p>
      ) : null}
      <ul className="edit-week" aria-label="Workouts to lock">
        {sessions.map((session) => (
          <li key={session.id} className="edit-session">
            <label className="edit-session__head">
              <input
                type="checkbox"
                checked={locked.has(session.id)}
                onChange={() => setLocked((current) => toggle(current, session.id))}
                aria-label={`Lock ${session.title}`}
              />
              <SportIcon sport={session.sport} />
              <span className="edit-session__text">
                <span className="edit-session__title">{session.title}</span>
                <span className="muted">
                  {weekdayName(session.date)} {displayDate(session.date)} ·{' '}
                  {formatSessionDuration(session.duration)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="sticky-actions">
        <ActionButton
          className="button button--primary"
          onClick={() => run.mutate()}
          busy={run.isPending}
          busyLabel="Recalculating…"
        >
          Recalculate next week
        </ActionButton>
      </div>
    </>
  );
}

function RecalculatedWeek({
  result,
  units,
}: {
  result: { changes: WeekChange[]; sessions: PlannedSessionSummary[] };
  units: ReturnType<typeof useUnits>;
}) {
  const byDay = comingDays().map((date) => ({
    date,
    sessions: result.sessions.filter((s) => s.date === date),
  }));
  return (
    <>
      <h2>What changed</h2>
      {result.changes.length === 0 ? (
        <p className="muted">Nothing had to move.</p>
      ) : (
        <ul className="change-list" aria-label="Changes">
          {result.changes.map((change) => (
            <li key={change.sessionId}>
              {change.to
                ? `${change.title}: moved from ${weekdayName(change.from)} ${displayDate(change.from)} to ${weekdayName(change.to)} ${displayDate(change.to)}`
                : `${change.title}: skipped — no other day fits`}
            </li>
          ))}
        </ul>
      )}
      <h2>Your new week</h2>
      <ol className="forecast-days" aria-label="New week">
        {byDay.map((day) => (
          <li
            key={day.date}
            className="forecast-day"
            aria-label={`${weekdayName(day.date)} ${displayDate(day.date)}`}
          >
            <h3 className="forecast-day__head">
              <span>
                {weekdayName(day.date)} <span className="muted">{displayDate(day.date)}</span>
              </span>
            </h3>
            <DaySessions sessions={day.sessions} units={units} />
          </li>
        ))}
      </ol>
    </>
  );
}
