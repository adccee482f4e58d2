import { useState } from 'react';
import type { FieldErrors } from './validate';

type TextFields<F> = { [K in keyof F]: string };

interface Options {
  /** Editing a field clears its message: the user sees it was heard, the next save checks again. */
  clearErrorOnEdit?: boolean;
}

/**
 * A form's typed text values and its field messages, and `bind(name)`: the id, value, onChange
 * and error a TextField, SelectField or ChoiceGroup takes for that field, so a form names each
 * field once.
 */
export function useFormFields<F extends TextFields<F>>(initial: F | (() => F), options: Options = {}) {
  const [fields, setFields] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set =
    <K extends keyof F & string>(name: K) =>
    (value: F[K]) => {
      setFields((current) => ({ ...current, [name]: value }));
      if (options.clearErrorOnEdit) setErrors(({ [name]: _cleared, ...rest }) => rest);
    };
  const bind = <K extends keyof F & string>(name: K) => ({
    id: name,
    value: fields[name],
    onChange: set(name),
    error: errors[name],
  });
  return { fields, setFields, errors, setErrors, set, bind };
}
