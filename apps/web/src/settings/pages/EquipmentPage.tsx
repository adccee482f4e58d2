import { useState, type FormEvent } from 'react';
import { failureOf } from '../../athlete-data/mutations';
import { QueryState } from '../../app/QueryState';
import { CheckGroup, SubmitButton } from '../../app/form/fields';
import type { EquipmentOption } from '../equipment-api';
import { useSaveEquipment } from '../mutations';
import { useEquipment, useEquipmentOptions } from '../queries';
import { SettingsFrame } from '../SettingsFrame';
import { useSavedAndBack } from '../use-saved-toast';

type Sport = EquipmentOption['sport'];

/** The option groups in the order of the app's sports; `null` serves every sport. */
const GROUPS: { sport: Sport; label: string }[] = [
  { sport: null, label: 'For every sport' },
  { sport: 'swimming', label: 'Swimming' },
  { sport: 'cycling', label: 'Cycling' },
  { sport: 'running', label: 'Running' },
  { sport: 'strengthtraining', label: 'Strength' },
];

/** Settings → Equipment: what the athlete trains with, from the server's options (docs/api.md). */
export function EquipmentPage() {
  const options = useEquipmentOptions();
  const equipment = useEquipment();
  return (
    <SettingsFrame
      title="Equipment"
      lead="Tick what you train with: sensors, a trainer or treadmill, the water you can swim in and a gym."
    >
      <QueryState query={options} loadingLabel="Loading the equipment options">
        {(choices) => (
          <QueryState query={equipment} loadingLabel="Loading your equipment">
            {(mine) => <EquipmentForm options={choices} initial={mine.equipment} />}
          </QueryState>
        )}
      </QueryState>
    </SettingsFrame>
  );
}

function EquipmentForm({ options, initial }: { options: EquipmentOption[]; initial: string[] }) {
  const [selected, setSelected] = useState<string[]>(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useSaveEquipment();
  const done = useSavedAndBack('/app/settings');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    try {
      await save.mutateAsync(selected);
      done('Equipment saved');
    } catch (caught) {
      // The server's messages (unknown item, listed twice), each once; the toast says the first.
      setErrors([...new Set(Object.values(failureOf(caught).fieldErrors))]);
    }
  }

  return (
    <form className="form" aria-label="Equipment" onSubmit={(event) => void handleSubmit(event)}>
      {GROUPS.map(({ sport, label }) => {
        const choices = options
          .filter((option) => option.sport === sport)
          .map((option) => ({ value: option.value, label: option.label }));
        if (choices.length === 0) return null;
        return (
          <CheckGroup
            key={sport ?? 'all'}
            id={`equipment-${sport ?? 'all'}`}
            label={label}
            choices={choices}
            values={selected.filter((value) => choices.some((choice) => choice.value === value))}
            onChange={(values) =>
              setSelected((current) => [
                ...current.filter((value) => !choices.some((choice) => choice.value === value)),
                ...values,
              ])
            }
          />
        );
      })}
      {errors.length > 0 ? (
        <ul className="field__error" role="alert" aria-label="Equipment not saved">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <SubmitButton disabled={save.isPending}>Save</SubmitButton>
    </form>
  );
}
