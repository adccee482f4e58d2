import { WEEKDAYS } from '@tricoach/core/model';
import { formatHoursMinutes } from '@tricoach/core/units';
import { availabilitySchema } from '@tricoach/core/validation';
import { useEffect, useRef, useState } from 'react';
import type { Availability, AvailabilityIssue, Modality, WeekdayName } from '../athlete-data/types';
import { failureOf, useSaveAvailability } from '../athlete-data/mutations';
import { CheckGroup, SelectField, type Choice } from '../app/form/fields';
import { check, type FieldErrors } from '../app/form/validate';

interface SlotDraft {
  key: number;
  durationMinutes: string;
  modalities: Modality[];
}
type Week = Record<WeekdayName, SlotDraft[]>;

const MODALITY_CHOICES: readonly Choice<Modality>[] = [
  { value: 'swimming', label: 'Swim' },
  { value: 'cycling', label: 'Bike' },
  { value: 'running', label: 'Run' },
  { value: 'strengthtraining', label: 'Strength' },
];

/** 15 minutes to 12 hours in quarter hours (the schema's slot bounds). */
const DURATION_CHOICES: readonly Choice<string>[] = Array.from({ length: 48 }, (_, i) => {
  const minutes = (i + 1) * 15;
  return { value: String(minutes), label: formatHoursMinutes(minutes * 60) };
});

let nextKey = 1;

function weekOf(availability: Availability | undefined): Week {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      (availability?.[day] ?? []).map((slot) => ({
        key: nextKey++,
        durationMinutes: String(slot.durationMinutes),
        modalities: [...slot.modalities],
      })),
    ]),
  ) as Week;
}

interface AvailabilityEditorProps {
  initial: Availability | undefined;
  submitLabel: string;
  /** After a save: the validate call found nothing, or the athlete chose to go on anyway. */
  onDone: () => void;
}

/**
 * The week, Monday first (spec 1): per day, slots with a duration and the sports that fit.
 * Saving stores the week, then shows the availability issues of the validate call (spec 4).
 */
export function AvailabilityEditor({ initial, submitLabel, onDone }: AvailabilityEditorProps) {
  const [week, setWeek] = useState<Week>(() => weekOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [issues, setIssues] = useState<AvailabilityIssue[] | null>(null);
  const save = useSaveAvailability();
  const issuesRef = useRef<HTMLDivElement>(null);
  // The check's answer appears below the week: bring it into view so it is read.
  useEffect(() => {
    if (issues) issuesRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [issues]);

  const update = (day: WeekdayName, slots: SlotDraft[]) => {
    setIssues(null);
    setWeek((w) => ({ ...w, [day]: slots }));
  };

  function handleSave() {
    const result = check(availabilitySchema, week);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    // The request is the form in minutes (docs/api.md); the schema above has checked it.
    const availability: Availability = Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        week[day].map((s) => ({ durationMinutes: Number(s.durationMinutes), modalities: s.modalities })),
      ]),
    );
    save.mutate(availability, {
      onSuccess: (validation) => (validation.issues.length === 0 ? onDone() : setIssues(validation.issues)),
      onError: (caught) => setErrors(failureOf(caught).fieldErrors),
    });
  }

  const totalMinutes = WEEKDAYS.flatMap((d) => week[d]).reduce(
    (sum, s) => sum + Number(s.durationMinutes || 0),
    0,
  );
  return (
    <div className="availability">
      <p className="muted" aria-live="polite">
        {totalMinutes > 0
          ? `${formatHoursMinutes(totalMinutes * 60)} h a week in your slots.`
          : 'No slots yet: add the times you can train.'}
      </p>
      {WEEKDAYS.map((day) => (
        <section key={day} className="day-card" aria-labelledby={`day-${day}`}>
          <div className="day-card__head">
            <h2 id={`day-${day}`}>{day}</h2>
            <button
              type="button"
              className="button button--small"
              aria-label={`Add a slot on ${day}`}
              onClick={() =>
                update(day, [...week[day], { key: nextKey++, durationMinutes: '60', modalities: [] }])
              }
            >
              + Add slot
            </button>
          </div>
          {errors[day] ? <p className="field__error">{errors[day]}</p> : null}
          {week[day].map((slot, index) => {
            const label = `${day} slot ${index + 1}`;
            const change = (patch: Partial<SlotDraft>) =>
              update(
                day,
                week[day].map((s) => (s.key === slot.key ? { ...s, ...patch } : s)),
              );
            return (
              <div key={slot.key} className="slot" role="group" aria-label={label}>
                <SelectField
                  id={`${day}-${slot.key}-duration`}
                  label={`Duration, ${label}`}
                  choices={DURATION_CHOICES}
                  value={slot.durationMinutes}
                  onChange={(v) => change({ durationMinutes: v })}
                  error={errors[`${day}.${index}.durationMinutes`]}
                />
                <CheckGroup
                  id={`${day}-${slot.key}-modalities`}
                  label={`Sports, ${label}`}
                  choices={MODALITY_CHOICES}
                  values={slot.modalities}
                  onChange={(v) => change({ modalities: v })}
                  error={errors[`${day}.${index}.modalities`]}
                />
                <button
                  type="button"
                  className="button button--link"
                  aria-label={`Remove ${label}`}
                  onClick={() =>
                    update(
                      day,
                      week[day].filter((s) => s.key !== slot.key),
                    )
                  }
                >
                  Remove
                </button>
              </div>
            );
          })}
        </section>
      ))}
      {issues ? (
        <div ref={issuesRef} className="issues" role="alert" aria-label="Availability check">
          <h2>Your coach noticed</h2>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.code}-${issue.sport ?? ''}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
          <p className="muted">Add or lengthen slots, or go on: your plan fits what you have.</p>
          <button type="button" className="button button--block" onClick={onDone}>
            Continue anyway
          </button>
        </div>
      ) : null}
      <div className="sticky-actions">
        <button
          type="button"
          className="button button--primary button--block"
          disabled={save.isPending}
          onClick={handleSave}
        >
          {submitLabel}
        </button>
      </div>
    </div>
  );
}
