import type { RacePriority, RaceType, Topography } from '@tricoach/core';
import { isIsoDate } from '@tricoach/core/dates';
import { ALLOWED_PRIORITIES, isManualRace } from '@tricoach/core/goals';
import { RACE_TYPES } from '@tricoach/core/model';
import { MANUAL_DISTANCE_INPUT_UNIT, raceGoalSchema } from '@tricoach/core/validation';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { fetchTargetTimeOptions } from '../athlete-data/api';
import { displayDate, todayIso } from '../athlete-data/dates';
import { useAthleteId } from '../athlete-data/queries';
import type { RaceGoal, RaceGoalDraft } from '../athlete-data/types';
import type { SaveResult } from '../athlete-data/mutations';
import { ChoiceGroup, SelectField, TextField, SubmitButton } from '../app/form/fields';
import { useFormFields } from '../app/form/use-form-fields';
import { check } from '../app/form/validate';
import { PRIORITY_DESCRIPTIONS, raceTypeChoices, targetTimeText } from './race-labels';

interface GoalFields {
  raceName: string;
  location: string;
  eventType: RaceType | '';
  eventDate: string;
  racePriority: RacePriority | '';
  distance: string;
  aimedTargetTime: string;
  topography: Topography | '';
}

function fieldsOf(goal: RaceGoal | undefined, firstRace: boolean): GoalFields {
  const type = goal?.eventType ?? '';
  const unit = type && isManualRace(type) ? MANUAL_DISTANCE_INPUT_UNIT[type].meters : 1;
  return {
    raceName: goal?.raceName ?? '',
    location: goal?.location ?? '',
    eventType: type,
    eventDate: goal?.eventDate ?? '',
    racePriority: goal?.racePriority ?? (firstRace ? 'A' : ''),
    distance: goal?.distance ? String(goal.distance / unit) : '',
    aimedTargetTime: goal?.aimedTargetTime ? targetTimeText(goal.aimedTargetTime) : '',
    topography: goal?.topography ?? '',
  };
}

interface RaceGoalFormProps {
  goal?: RaceGoal;
  /** The first race must be an A race (spec 5): its priority starts at A. */
  firstRace?: boolean;
  submitLabel: string;
  onSubmit: (draft: RaceGoalDraft) => Promise<SaveResult>;
}

/**
 * One race goal: type, date, priority limited to what the type allows (spec 5), distance
 * for the manual types, topography, and a target time from the server's options.
 */
export function RaceGoalForm({ goal, firstRace = false, submitLabel, onSubmit }: RaceGoalFormProps) {
  const athleteId = useAthleteId();
  const { fields, setFields, errors, setErrors, bind } = useFormFields<GoalFields>(() =>
    fieldsOf(goal, firstRace),
  );
  // The caller's save (it toasts its own failures and answers the server's field messages).
  const submit = useMutation({ mutationFn: onSubmit });
  const type = fields.eventType;
  const allowed = type ? ALLOWED_PRIORITIES[type] : (['A', 'B', 'C'] as const);
  const manual = type !== '' && isManualRace(type);
  const distanceUnit = manual ? MANUAL_DISTANCE_INPUT_UNIT[type].unit : '';

  const targetTimes = useQuery({
    queryKey: ['target-times', athleteId, type, fields.topography, manual ? fields.distance : ''],
    queryFn: () =>
      fetchTargetTimeOptions(athleteId, {
        eventType: type,
        distance:
          manual && fields.distance
            ? Number(fields.distance) * MANUAL_DISTANCE_INPUT_UNIT[type].meters
            : null,
        topography: fields.topography || null,
      }),
    enabled: type !== '' && athleteId !== '' && (!manual || fields.distance !== ''),
    retry: false,
  });

  function changeType(next: RaceType | '') {
    setFields((f) => {
      const priorities = next ? ALLOWED_PRIORITIES[next] : [];
      // Keep the priority when the new type allows it; a single allowed one is picked for the athlete.
      const priority =
        f.racePriority && priorities.includes(f.racePriority)
          ? f.racePriority
          : priorities.length === 1
            ? (priorities[0] ?? '')
            : '';
      return { ...f, eventType: next, racePriority: priority, aimedTargetTime: '' };
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = check(raceGoalSchema({ today: todayIso() }), {
      ...fields,
      eventType: fields.eventType || undefined,
      racePriority: fields.racePriority || undefined,
      distance: manual ? fields.distance : undefined,
    });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    const data = result.data;
    const draft: RaceGoalDraft = {
      raceName: data.raceName,
      location: data.location ?? null,
      eventDate: data.eventDate,
      eventType: data.eventType,
      racePriority: data.racePriority,
      distance: manual ? Number(fields.distance.trim().replace(',', '.')) : null,
      aimedTargetTime: fields.aimedTargetTime.trim() || null,
      topography: data.topography ?? null,
    };
    submit.mutate(draft, {
      onSuccess: (saved) => {
        if (!saved.ok) setErrors(saved.fieldErrors);
      },
    });
  }

  const options = targetTimes.data ?? [];
  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-label="Race goal">
      <TextField {...bind('raceName')} label="Race name" />
      <TextField {...bind('location')} label="Location (optional)" />
      <SelectField
        id="eventType"
        label="Race type"
        placeholder="Choose a race type"
        choices={raceTypeChoices(RACE_TYPES)}
        value={type}
        onChange={changeType}
        error={errors.eventType}
      />
      <TextField
        {...bind('eventDate')}
        label="Race date"
        type="date"
        min={todayIso()}
        hint={isIsoDate(fields.eventDate) ? displayDate(fields.eventDate) : undefined}
      />
      <ChoiceGroup
        {...bind('racePriority')}
        label="Priority"
        choices={allowed.map((p) => ({
          value: p,
          label: `${p} race`,
          description: PRIORITY_DESCRIPTIONS[p],
        }))}
        hint={type ? undefined : 'Choose the race type first: it decides which priorities are possible.'}
      />
      {manual ? (
        <TextField {...bind('distance')} label="Distance" unit={distanceUnit} inputMode="decimal" />
      ) : null}
      <ChoiceGroup
        {...bind('topography')}
        label="Course (optional)"
        choices={[
          { value: 'Flat', label: 'Flat' },
          { value: 'Hilly', label: 'Hilly' },
        ]}
      />
      <SelectField
        {...bind('aimedTargetTime')}
        label="Target time (optional)"
        placeholder={
          type
            ? targetTimes.isFetching
              ? 'Loading target times…'
              : 'No target time'
            : 'Choose a race type first'
        }
        choices={[
          ...options.map((o) => ({
            value: targetTimeText(o.seconds),
            label: `${o.label} (${targetTimeText(o.seconds)})`,
          })),
          ...(fields.aimedTargetTime &&
          !options.some((o) => targetTimeText(o.seconds) === fields.aimedTargetTime)
            ? [{ value: fields.aimedTargetTime, label: fields.aimedTargetTime }]
            : []),
        ]}
        hint="Options come from your thresholds; you can change the target later."
      />
      <SubmitButton disabled={submit.isPending}>{submitLabel}</SubmitButton>
    </form>
  );
}
