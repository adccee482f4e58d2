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
import { useState, type FormEvent } from 'react';
import { displayDate, todayIso } from '../../athlete-data/dates';
import { unitSystemOf, useProfile } from '../../athlete-data/queries';
import type { AthleteProfile } from '../../athlete-data/types';
import { ChoiceGroup, TextField } from '../../app/form/fields';
import { checkFields, type FieldErrors } from '../../app/form/validate';
import { GENDER_CHOICES } from '../../athlete-forms/unit-choices';
import { OnboardingFrame } from '../OnboardingFrame';
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
  const [fields, setFields] = useState<ProfileFields>(() => initialFields(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof ProfileFields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
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
    <OnboardingFrame
      step="profile"
      title="Your profile"
      lead="Your age, height and weight set your heart-rate zones and race estimates."
    >
      <form className="form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Your profile">
        <TextField
          id="firstname"
          label="First name"
          autoComplete="given-name"
          value={fields.firstname}
          onChange={set('firstname')}
          error={errors.firstname}
        />
        <TextField
          id="lastname"
          label="Last name (optional)"
          autoComplete="family-name"
          value={fields.lastname}
          onChange={set('lastname')}
          error={errors.lastname}
        />
        <TextField
          id="nickname"
          label="Username"
          autoComplete="nickname"
          value={fields.nickname}
          onChange={set('nickname')}
          error={errors.nickname}
          hint="Letters only, shown in the app."
        />
        <ChoiceGroup
          id="gender"
          label="Gender"
          choices={GENDER_CHOICES}
          value={fields.gender}
          onChange={set('gender')}
          error={errors.gender}
        />
        <TextField
          id="dateOfBirth"
          label="Date of birth"
          type="date"
          value={fields.dateOfBirth}
          onChange={set('dateOfBirth')}
          error={errors.dateOfBirth}
          hint={isIsoDate(fields.dateOfBirth) ? displayDate(fields.dateOfBirth) : undefined}
        />
        <div className="field-row">
          <TextField
            id="height"
            label="Height"
            hint="Optional."
            unit={heightUnit}
            inputMode="decimal"
            value={fields.height}
            onChange={set('height')}
            error={errors.height}
          />
          <TextField
            id="weight"
            label="Weight"
            unit={weightUnit}
            inputMode="decimal"
            value={fields.weight}
            onChange={set('weight')}
            error={errors.weight}
          />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          Continue
        </button>
      </form>
    </OnboardingFrame>
  );
}
