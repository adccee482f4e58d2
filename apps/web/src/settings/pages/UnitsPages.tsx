import { useState, type FormEvent } from 'react';
import { useProfile } from '../../athlete-data/queries';
import type { Preferences, ProfilePatch } from '../../athlete-data/types';
import { ChoiceGroup, type Choice, SubmitButton } from '../../app/form/fields';
import {
  BIKE_MEASUREMENT_CHOICES,
  INTENSITY_CHOICES,
  POOL_LENGTH_CHOICES,
  RUN_MEASUREMENT_CHOICES,
  UNIT_SYSTEM_CHOICES,
  unitPreferences,
} from '../../athlete-forms/unit-choices';
import { NavList, SettingsFrame } from '../SettingsFrame';
import { useSaveProfileAndBack } from '../use-saved-toast';

const U = '/app/settings/units-of-measurement';

interface UnitPage {
  title: string;
  choices: readonly Choice<string>[];
  read: (p: Preferences) => string;
  /** The PATCH: preferences, except the intensity description, which the API takes at the top level. */
  write: (p: Preferences, value: string) => ProfilePatch;
}

const label = (choices: readonly Choice<string>[], value: string) =>
  choices.find((c) => c.value === value)?.label ?? value;

const UNIT_PAGES: Record<string, UnitPage> = {
  'unit-system': {
    title: 'Unit system',
    choices: UNIT_SYSTEM_CHOICES,
    read: (p) => p.preferredUnitSystem,
    write: (_p, v) => ({ preferences: unitPreferences(v === 'Imperial' ? 'Imperial' : 'Metric') }),
  },
  'intensity-description': {
    title: 'Intensity description',
    choices: INTENSITY_CHOICES,
    read: (p) => p.intensityDescription,
    write: (_p, v) => ({ intensityDescription: v === 'Verbal' ? 'Verbal' : 'Zones' }),
  },
  'pool-length': {
    title: 'Pool length',
    choices: POOL_LENGTH_CHOICES,
    read: (p) => p.poolLength,
    write: (_p, v) => ({
      preferences: { poolLength: POOL_LENGTH_CHOICES.find((c) => c.value === v)?.value ?? '25m' },
    }),
  },
  'cycling-endurance': bike('aerobic', 'Cycling endurance measurement'),
  'cycling-interval': bike('interval', 'Cycling interval measurement'),
  'cycling-indoor': bike('indoor', 'Cycling indoor measurement'),
  'running-endurance': run('aerobic', 'Running endurance measurement'),
  'running-interval': run('interval', 'Running interval measurement'),
};

function bike(key: 'aerobic' | 'interval' | 'indoor', title: string): UnitPage {
  return {
    title,
    choices: BIKE_MEASUREMENT_CHOICES,
    read: (p) => p.cyclingMeasurement?.[key] ?? 'HeartRate',
    write: (p, v) => ({
      preferences: {
        cyclingMeasurement: { ...p.cyclingMeasurement, [key]: v === 'Power' ? 'Power' : 'HeartRate' },
      },
    }),
  };
}

function run(key: 'aerobic' | 'interval' | 'indoor', title: string): UnitPage {
  return {
    title,
    choices: RUN_MEASUREMENT_CHOICES,
    read: (p) => p.runningMeasurement?.[key] ?? 'HeartRate',
    write: (p, v) => ({
      preferences: {
        runningMeasurement: { ...p.runningMeasurement, [key]: v === 'Pace' ? 'Pace' : 'HeartRate' },
      },
    }),
  };
}

export function UnitsOverview() {
  const { data: profile } = useProfile();
  const prefs = profile?.preferences;
  return (
    <SettingsFrame
      title="Units of measurement"
      lead="How distances, paces and intensities are shown throughout the app."
    >
      <NavList
        label="Units"
        items={Object.entries(UNIT_PAGES).map(([path, page]) => ({
          to: `${U}/${path}`,
          label: page.title,
          value: prefs ? label(page.choices, page.read(prefs)) : '',
        }))}
      />
    </SettingsFrame>
  );
}

export function UnitEditPage({ page }: { page: string }) {
  const config = UNIT_PAGES[page];
  const { data: profile } = useProfile();
  const prefs = profile?.preferences;
  const [value, setValue] = useState(prefs && config ? config.read(prefs) : '');
  const { saveAndBack, busy } = useSaveProfileAndBack(U);
  if (!config) return null;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!config || !prefs) return;
    await saveAndBack(config.write(prefs, value), `settings.units.${page}`, `${config.title} saved`);
  }

  return (
    <SettingsFrame title={config.title} back={U} backLabel="Units of measurement">
      <form className="form" onSubmit={(e) => void handleSubmit(e)} aria-label={config.title}>
        <ChoiceGroup
          id={page}
          label={config.title}
          choices={config.choices}
          value={value}
          onChange={setValue}
        />
        <SubmitButton disabled={busy}>Save</SubmitButton>
      </form>
    </SettingsFrame>
  );
}
