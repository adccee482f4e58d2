import type { ReactNode } from 'react';

interface BaseProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface TextFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'date' | 'password' | 'number';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email';
  /** Shown after the input: 'cm', 'lbs', 'min/mi'. */
  unit?: string;
  placeholder?: string;
  autoComplete?: string;
  min?: string;
  max?: string;
}

/** A labelled input with its unit, hint and inline error (aria-invalid, aria-describedby). */
export function TextField(props: TextFieldProps) {
  const { id, label, error, hint, value, onChange, unit, type = 'text' } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{unit ? `${label} (${unit})` : label}</label>
      <div className={unit ? 'field__with-unit' : undefined}>
        <input
          id={id}
          type={type}
          inputMode={props.inputMode}
          value={value}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          min={props.min}
          max={props.max}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
        />
        {unit ? (
          <span className="field__unit" aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
}

interface ChoiceGroupProps<T extends string> extends BaseProps {
  choices: readonly Choice<T>[];
  value: T | '' | null | undefined;
  onChange: (value: T) => void;
}

/**
 * A fieldset of choice cards: the legend is the group's accessible name, each card a label
 * around its input, its label and its description.
 */
function ChoiceFieldset<T extends string>({
  id,
  label,
  error,
  hint,
  choices,
  multiple,
  isSelected,
  input,
}: BaseProps & {
  choices: readonly Choice<T>[];
  /** Several may be chosen: the cards wrap and read as checkboxes. */
  multiple?: boolean;
  isSelected: (value: T) => boolean;
  input: (choice: Choice<T>) => ReactNode;
}) {
  return (
    <fieldset
      className="choice-group"
      aria-describedby={describedBy(id, error, hint)}
      aria-invalid={error ? true : undefined}
    >
      <legend>{label}</legend>
      <div className={`choice-group__options${multiple ? ' choice-group__options--wrap' : ''}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`choice${multiple ? ' choice--check' : ''}${isSelected(choice.value) ? ' choice--selected' : ''}`}
          >
            {input(choice)}
            <span className="choice__text">
              <span className="choice__label">{choice.label}</span>
              {choice.description ? <span className="choice__description">{choice.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <Messages id={id} error={error} hint={hint} />
    </fieldset>
  );
}

/** Single choice as radio cards in a fieldset: the legend is the group's accessible name. */
export function ChoiceGroup<T extends string>({ choices, value, onChange, ...base }: ChoiceGroupProps<T>) {
  return (
    <ChoiceFieldset
      {...base}
      choices={choices}
      isSelected={(v) => value === v}
      input={(choice) => (
        <input
          type="radio"
          name={base.id}
          value={choice.value}
          checked={value === choice.value}
          onChange={() => onChange(choice.value)}
        />
      )}
    />
  );
}

interface CheckGroupProps<T extends string> extends BaseProps {
  choices: readonly Choice<T>[];
  values: readonly T[];
  onChange: (values: T[]) => void;
}

/** Several choices as checkboxes in a fieldset. */
export function CheckGroup<T extends string>({ choices, values, onChange, ...base }: CheckGroupProps<T>) {
  const toggle = (value: T) =>
    onChange(values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
  return (
    <ChoiceFieldset
      {...base}
      choices={choices}
      multiple
      isSelected={(v) => values.includes(v)}
      input={(choice) => (
        <input
          type="checkbox"
          checked={values.includes(choice.value)}
          onChange={() => toggle(choice.value)}
        />
      )}
    />
  );
}

interface SelectFieldProps<T extends string> extends BaseProps {
  choices: readonly Choice<T>[];
  value: T | '';
  onChange: (value: T | '') => void;
  placeholder?: string;
}

export function SelectField<T extends string>({
  id,
  label,
  error,
  hint,
  choices,
  value,
  onChange,
  placeholder,
}: SelectFieldProps<T>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(choices.find((c) => c.value === e.target.value)?.value ?? '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** An on/off switch with its own label (a checkbox with role switch). */
export function Toggle({
  id,
  label,
  description,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="toggle" htmlFor={id}>
      <span className="choice__text">
        <span className="choice__label">{label}</span>
        {description ? <span className="choice__description">{description}</span> : null}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  );
}

/** A form's main button, full width; disabled while its save runs. */
export function SubmitButton({ disabled, children }: { disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={disabled}>
      {children}
    </button>
  );
}

/**
 * A button that starts an action (a mutation, a confirmation): disabled while the action runs,
 * when its label says what is happening, and whenever `disabled` says so.
 */
export function ActionButton({
  className,
  onClick,
  busy,
  busyLabel,
  disabled = false,
  children,
}: {
  className: string;
  onClick: () => void;
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} disabled={busy || disabled} onClick={onClick}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** What went wrong with the whole form (not one field), read out as soon as it shows. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form__error" role="alert">
      {message}
    </p>
  ) : null;
}
