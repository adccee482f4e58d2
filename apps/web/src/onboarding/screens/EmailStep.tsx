import { useQueryClient } from '@tanstack/react-query';
import { emailSchema } from '@tricoach/core/validation';
import { useState, type FormEvent } from 'react';
import { identityKey } from '../../api/identity';
import { TextField } from '../../app/form/fields';
import { check, type FieldErrors } from '../../app/form/validate';
import { StepForm } from '../StepForm';
import { useStep } from '../use-step';

/** Spec 4: an account whose token carries no email (some Apple sign-ins) gives one first. */
export function EmailStep() {
  const { advance, busy } = useStep('email');
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = check(emailSchema, email);
    if (!result.ok) return setErrors({ email: result.errors._ ?? '' });
    setErrors({});
    const saved = await advance({ email: result.data });
    if (saved.ok) await client.invalidateQueries({ queryKey: identityKey });
    else setErrors(saved.fieldErrors);
  }

  return (
    <StepForm
      step="email"
      title="Your email"
      lead="We need an address for your plan updates and receipts."
      canGoBack={false}
      busy={busy}
      noValidate
      onSubmit={handleSubmit}
    >
      <TextField
        id="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
    </StepForm>
  );
}
