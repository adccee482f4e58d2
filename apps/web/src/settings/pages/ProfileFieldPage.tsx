import type { UnitSystem } from '@tricoach/core';
import {
  dateOfBirthSchema,
  emailSchema,
  firstnameSchema,
  genderSchema,
  heightSchema,
  lastnameSchema,
  weightSchema,
} from '@tricoach/core/validation';
import { useState, type FormEvent } from 'react';
import { todayIso } from '../../athlete-data/dates';
import { unitSystemOf, useProfile } from '../../athlete-data/queries';
import type { AthleteProfile, ProfilePatch } from '../../athlete-data/types';
import { ChoiceGroup, TextField, SubmitButton } from '../../app/form/fields';
import { check, type SchemaLike } from '../../app/form/validate';
import { GENDER_CHOICES } from '../../athlete-forms/unit-choices';
import { SettingsFrame } from '../SettingsFrame';
import { useSaveProfileAndBack } from '../use-saved-toast';

export type ProfileField =
  'firstname' | 'lastname' | 'email' | 'height' | 'weight' | 'dateOfBirth' | 'gender';

interface FieldConfig {
  label: string;
  schema: (system: UnitSystem) => SchemaLike<unknown>;
  /** The request: height and weight go as typed, in the athlete's unit system (docs/api.md). */
  patch: (parsed: unknown, text: string) => ProfilePatch;
  unit?: (profile: AthleteProfile | undefined) => string;
  type?: 'text' | 'email' | 'date';
  optional?: boolean;
}

const CONFIG: Record<ProfileField, FieldConfig> = {
  firstname: { label: 'First name', schema: () => firstnameSchema, patch: (v) => ({ firstname: String(v) }) },
  lastname: {
    label: 'Last name',
    schema: () => lastnameSchema,
    patch: (v) => ({ lastname: typeof v === 'string' ? v : null }),
    optional: true,
  },
  email: { label: 'Email', type: 'email', schema: () => emailSchema, patch: (v) => ({ email: String(v) }) },
  height: {
    label: 'Height',
    schema: (system) => heightSchema(system),
    patch: (_v, text) => ({ height: text.trim() ? text.trim().replace(',', '.') : null }),
    unit: (p) => (unitSystemOf(p) === 'Imperial' ? 'in' : 'cm'),
    optional: true,
  },
  weight: {
    label: 'Weight',
    schema: (system) => weightSchema(system),
    patch: (_v, text) => ({ weight: text.trim().replace(',', '.') }),
    unit: (p) => (unitSystemOf(p) === 'Imperial' ? 'lbs' : 'kg'),
  },
  dateOfBirth: {
    label: 'Date of birth',
    type: 'date',
    schema: () => dateOfBirthSchema(todayIso()),
    patch: (v) => ({ dateOfBirth: String(v) }),
  },
  gender: {
    label: 'Gender',
    schema: () => genderSchema,
    patch: (v) => ({ gender: v === 'Male' ? 'Male' : 'Female' }),
  },
};

/** One profile field per page (spec 2, profile/edit/*), checked by the shared schema. */
export function ProfileFieldPage({ field }: { field: ProfileField }) {
  const { data: profile } = useProfile();
  const config = CONFIG[field];
  const system = unitSystemOf(profile);
  const initial = profile?.[field];
  const [value, setValue] = useState(initial === null || initial === undefined ? '' : String(initial));
  const [error, setError] = useState<string>();
  const { saveAndBack, busy } = useSaveProfileAndBack('/app/settings');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const blankOptional = config.optional === true && value.trim() === '';
    const result = blankOptional
      ? { ok: true as const, data: null }
      : check(config.schema(system), value === '' ? undefined : value);
    if (!result.ok) return setError(Object.values(result.errors)[0]);
    setError(undefined);
    const saved = await saveAndBack(
      config.patch(result.data, value),
      `settings.${field}`,
      `${config.label} saved`,
    );
    if (!saved.ok) setError(Object.values(saved.fieldErrors)[0]);
  }

  return (
    <SettingsFrame title={config.label}>
      <form className="form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-label={config.label}>
        {field === 'gender' ? (
          <ChoiceGroup
            id="gender"
            label="Gender"
            choices={GENDER_CHOICES}
            value={value === 'Male' || value === 'Female' ? value : ''}
            onChange={setValue}
            error={error}
          />
        ) : (
          <TextField
            id={field}
            label={config.label}
            hint={config.optional ? 'Optional: leave empty to remove it.' : undefined}
            type={config.type}
            unit={config.unit?.(profile)}
            value={value}
            onChange={setValue}
            error={error}
          />
        )}
        <SubmitButton disabled={busy}>Save</SubmitButton>
      </form>
    </SettingsFrame>
  );
}
