import { isIsoDate } from '@tricoach/core/dates';
import {
  dateOfBirthSchema,
  firstnameSchema,
  genderSchema,
  heightSchema,
  lastnameSchema,
  nicknameSchema,
  weightSchema,
} from '@tricoach/core/validation';
import type { FormEvent } from 'react';
import { displayDate, todayIso } from '../../athlete-data/dates';
import { unitSystemOf, useProfile } from '../../athlete-data/queries';
import type { AthleteProfile } from '../../athlete-data/types';
import { ChoiceGroup, TextField } from '../../app/form/fields';
import { useFormFields } from '../../app/form/use-form-fields';
import { checkFields } from '../../app/form/validate';
import { GENDER_CHOICES } from '../../athlete-forms/unit-choices';
import { StepForm } from '../StepForm';
import { useStep } from '../use-step';

interface ProfileFields {
  firstname: string;
  lastname: string;
  nickname: string;
  gender: 'Male' | 'Female' | '';
  dateOfBirth: string;
  height: string;
  weight: string;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function initialFields(profile: AthleteProfile | undefined): ProfileFields {
  return {
    firstname: text(profile?.firstname),
    lastname: text(profile?.lastname),
    nickname: text(profile?.nickname),
    gender: profile?.gender ?? '',
    dateOfBirth: text(profile?.dateOfBirth),
    height: text(profile?.height),
    weight: text(profile?.weight),
  };
}

export function ProfileStep() {
  const { data: profile } = useProfile();
  const system = unitSystemOf(profile);
  const { advance, busy } = useStep('profile');
  const { fields, setErrors, bind } = useFormFields<ProfileFields>(() => initialFields(profile));
  const heightUnit = system === 'Imperial' ? 'in' : 'cm';
  const weightUnit = system === 'Imperial' ? 'lbs' : 'kg';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = checkFields(
      {
        firstname: firstnameSchema,
        lastname: lastnameSchema,
        nickname: nicknameSchema,
        gender: genderSchema,
        dateOfBirth: dateOfBirthSchema(todayIso()),
        weight: weightSchema(system),
        ...(fields.height.trim() ? { height: heightSchema(system) } : {}),
      },
      fields,
    );
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    // Height and weight travel as typed, in the athlete's unit system (docs/api.md).
    const saved = await advance({
      firstname: result.data.firstname,
      lastname: result.data.lastname ?? null,
      nickname: result.data.nickname,
      gender: result.data.gender,
      dateOfBirth: result.data.dateOfBirth,
      height: fields.height.trim() ? fields.height.trim().replace(',', '.') : null,
      weight: fields.weight.trim().replace(',', '.'),
    });
    if (!saved.ok) setErrors(saved.fieldErrors);
  }

  return (
    <StepForm
      step="profile"
      title="Your profile"
      lead="Your age, height and weight set your heart-rate zones and race estimates."
      busy={busy}
      noValidate
      onSubmit={handleSubmit}
    >
      <TextField {...bind('firstname')} label="First name" autoComplete="given-name" />
      <TextField {...bind('lastname')} label="Last name (optional)" autoComplete="family-name" />
      <TextField
        {...bind('nickname')}
        label="Username"
        autoComplete="nickname"
        hint="Letters only, shown in the app."
      />
      <ChoiceGroup {...bind('gender')} label="Gender" choices={GENDER_CHOICES} />
      <TextField
        {...bind('dateOfBirth')}
        label="Date of birth"
        type="date"
        hint={isIsoDate(fields.dateOfBirth) ? displayDate(fields.dateOfBirth) : undefined}
      />
      <div className="field-row">
        <TextField
          {...bind('height')}
          label="Height"
          hint="Optional."
          unit={heightUnit}
          inputMode="decimal"
        />
        <TextField {...bind('weight')} label="Weight" unit={weightUnit} inputMode="decimal" />
      </div>
    </StepForm>
  );
}
