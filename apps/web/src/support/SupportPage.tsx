import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, GENERIC_ERROR } from '../api/errors';
import { postSupportTicket } from './support-api';
import { supportTag, validateSupport, type SupportErrors, type SupportFields } from './support-form';
import { SubmitButton, FormError } from '../app/form/fields';

export function SupportPage() {
  const [search] = useSearchParams();
  const [fields, setFields] = useState<SupportFields>({ email: '', subject: '', description: '' });
  const [errors, setErrors] = useState<SupportErrors>({});
  const send = useMutation({ mutationFn: postSupportTicket });
  const formError = send.isError
    ? send.error instanceof ApiError
      ? send.error.message
      : GENERIC_ERROR
    : null;
  const tag = supportTag(search);

  const update = (name: keyof SupportFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send.reset();
    const found = validateSupport(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      {
        email: fields.email.trim(),
        subject: fields.subject.trim(),
        description: fields.description.trim(),
        tag,
      },
      {
        onError: (caught) => {
          if (caught instanceof ApiError && caught.fieldErrors.length > 0) {
            setErrors(Object.fromEntries(caught.fieldErrors.map((e) => [e.field, e.message])));
          }
        },
      },
    );
  }

  if (send.isSuccess) {
    return (
      <section className="page page--narrow page--center" aria-labelledby="support-title">
        <h1 id="support-title">Thank you!</h1>
        <p role="status" className="form__success">
          Your message has been sent. We will reply to {fields.email.trim()} as soon as we can.
        </p>
        <Link className="button button--primary" to="/">
          Back to Tricoach
        </Link>
      </section>
    );
  }

  const field = (name: keyof SupportFields, label: string, input: (props: ControlProps) => ReactNode) => (
    <div className="field">
      <label htmlFor={`support-${name}`}>{label}</label>
      {input({
        id: `support-${name}`,
        value: fields[name],
        onChange: (e) => update(name)(e.target.value),
        'aria-invalid': Boolean(errors[name]),
        'aria-describedby': errors[name] ? `support-${name}-error` : undefined,
      })}
      {errors[name] ? (
        <p id={`support-${name}-error`} className="field__error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className="page page--narrow" aria-labelledby="support-title">
      <Link to="/" className="button button--link back-link">
        ← Back to Tricoach
      </Link>
      <h1 id="support-title">Contact support</h1>
      <p className="muted">Tell us what happened and we will get back to you by email.</p>
      <form className="form" onSubmit={handleSubmit} noValidate aria-label="Support request">
        {field('email', 'Your email', (props) => (
          <input {...props} type="email" autoComplete="email" />
        ))}
        {field('subject', 'Subject', (props) => (
          <input {...props} maxLength={200} />
        ))}
        {field('description', 'Description', (props) => (
          <textarea {...props} rows={6} maxLength={5000} />
        ))}
        <FormError message={formError} />
        <SubmitButton disabled={send.isPending}>{send.isPending ? 'Sending…' : 'Send message'}</SubmitButton>
      </form>
    </section>
  );
}

/** What every support field's input or textarea gets: its id, value, change and error wiring. */
interface ControlProps {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}
