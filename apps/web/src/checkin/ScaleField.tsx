import type { Option } from './checkin-api';

/** One question as a row of labelled choices (radio buttons, one answer). */
export function ScaleField({
  name,
  question,
  options,
  value,
  error,
  onChange,
}: {
  name: string;
  question: string;
  options: Option[];
  value: string | undefined;
  error?: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <fieldset className="scale" aria-invalid={error ? true : undefined}>
      <legend>{question}</legend>
      <div className="scale__options">
        {options.map((option) => (
          <label key={option.value} className="scale__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
