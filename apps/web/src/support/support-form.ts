import { isApplePrivateRelay, PRIVATE_RELAY_HINT } from '../auth/password-rules';

export interface SupportFields {
  email: string;
  subject: string;
  description: string;
}

export type SupportErrors = Partial<Record<keyof SupportFields, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks before sending; the server applies the same rules (spec 5). */
export function validateSupport(fields: SupportFields): SupportErrors {
  const errors: SupportErrors = {};
  const email = fields.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Email must be a valid email address';
  else if (isApplePrivateRelay(email)) errors.email = PRIVATE_RELAY_HINT;
  if (!fields.subject.trim()) errors.subject = 'Subject is required';
  if (!fields.description.trim()) errors.description = 'Description is required';
  return errors;
}

/** `?tag=Support` opens the form for a topic; anything unusual falls back to Support. */
export function supportTag(search: URLSearchParams): string {
  const tag = search.get('tag')?.trim() ?? '';
  return /^[\w-]{1,50}$/.test(tag) ? tag : 'Support';
}
