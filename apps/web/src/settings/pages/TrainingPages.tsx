import { useState } from 'react';
import { useAvailability, useProfile, useThresholds } from '../../athlete-data/queries';
import { Loading } from '../../app/Loading';
import { AvailabilityEditor } from '../../athlete-forms/AvailabilityEditor';
import { CommunicationForm } from '../../athlete-forms/CommunicationForm';
import { HoursPerWeekForm } from '../../athlete-forms/HoursPerWeekForm';
import { InjuryForm } from '../../athlete-forms/InjuryForm';
import { ThresholdForm } from '../../athlete-forms/ThresholdForm';
import { ThresholdSummary } from '../../athlete-forms/ThresholdSummary';
import type { ThresholdKind } from '../../athlete-forms/threshold-fields';
import { UpperPaceCalculator } from '../../athlete-forms/UpperPaceCalculator';
import { ZoneTables } from '../../athlete-forms/ZoneTables';
import { ChoiceGroup } from '../../app/form/fields';
import { toastSuccess } from '../../app/toast/toast-store';
import { SettingsFrame } from '../SettingsFrame';
import { useSavedAndBack, useSaveProfileAndBack } from '../use-saved-toast';

const GA = '/app/settings/goal-and-availability';

export function TrainingVolumePage() {
  const { data: profile } = useProfile();
  const { saveAndBack } = useSaveProfileAndBack(GA);
  return (
    <SettingsFrame
      title="Training volume"
      back={GA}
      backLabel="Goal and availability"
      lead="The hours a week you want to train."
    >
      <HoursPerWeekForm
        initial={profile?.experience?.hoursPerWeekAvailable}
        submitLabel="Save"
        onSubmit={(hours) =>
          saveAndBack(
            { experience: { hoursPerWeekAvailable: hours } },
            'settings.training-volume',
            'Training volume saved',
          )
        }
      />
    </SettingsFrame>
  );
}

export function AvailabilityPage() {
  const availability = useAvailability();
  const done = useSavedAndBack(GA);
  return (
    <SettingsFrame title="Availability" back={GA} backLabel="Goal and availability">
      {availability.isPending ? (
        <Loading />
      ) : (
        <AvailabilityEditor
          initial={availability.data}
          submitLabel="Save availability"
          onDone={() => done('Availability saved')}
        />
      )}
    </SettingsFrame>
  );
}

const SPORT_FORMS: { value: ThresholdKind | 'runCalc'; label: string }[] = [
  { value: 'swim', label: 'Swim CSS' },
  { value: 'bikeUpper', label: 'Bike threshold' },
  { value: 'bikeLower', label: 'Bike aerobic' },
  { value: 'runUpper', label: 'Run threshold' },
  { value: 'runLower', label: 'Run aerobic' },
  { value: 'runCalc', label: 'Pace from a race' },
];

export function ThresholdsPage() {
  const thresholds = useThresholds();
  const [editing, setEditing] = useState<ThresholdKind | 'runCalc' | ''>('');
  const saved = () => {
    toastSuccess('Thresholds saved');
    setEditing('');
  };
  return (
    <SettingsFrame
      title="Training zones and thresholds"
      lead="Your zones follow these thresholds. Estimated values are confirmed by a performance test."
    >
      {thresholds.isPending ? <Loading /> : <ThresholdSummary thresholds={thresholds.data} />}
      <ChoiceGroup
        id="edit-threshold"
        label="Change a threshold"
        choices={SPORT_FORMS}
        value={editing}
        onChange={setEditing}
      />
      {editing === 'runCalc' ? <UpperPaceCalculator onboarding={false} onSaved={saved} /> : null}
      {editing && editing !== 'runCalc' ? (
        <ThresholdForm
          key={editing}
          kind={editing}
          thresholds={thresholds.data}
          onboarding={false}
          submitLabel="Save"
          onSaved={saved}
        />
      ) : null}
      <ZoneTables />
    </SettingsFrame>
  );
}

export function InjuryTendenciesPage() {
  const { data: profile } = useProfile();
  const { saveAndBack, busy } = useSaveProfileAndBack('/app/settings');
  return (
    <SettingsFrame
      title="Injury tendencies"
      lead="Sports in which you tend to get injured grow more gently in your plan."
    >
      <InjuryForm
        initial={profile?.injuryTendencies}
        submitLabel="Save"
        busy={busy}
        onSubmit={(value) =>
          void saveAndBack({ injuryTendencies: value }, 'settings.injury', 'Injury tendencies saved')
        }
      />
    </SettingsFrame>
  );
}

export function CommunicationPage() {
  const { data: profile } = useProfile();
  const { saveAndBack, busy } = useSaveProfileAndBack('/app/settings');
  return (
    <SettingsFrame title="Communication">
      <CommunicationForm
        initial={profile?.communication}
        submitLabel="Save"
        busy={busy}
        onSubmit={(value) =>
          void saveAndBack({ communication: value }, 'settings.communication', 'Communication saved')
        }
      />
    </SettingsFrame>
  );
}
