import { messages } from './messages';

// Without zod: the sign-in screens import these alone (`@tricoach/core/validation/password`), so
// the first page a visitor loads does not carry the schema library (issue 17, first load).

/** Apple's relay addresses cannot receive replies from our support desk (spec section 5). */
export const APPLE_PRIVATE_RELAY_DOMAIN = 'privaterelay.appleid.com';

export function isApplePrivateRelay(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${APPLE_PRIVATE_RELAY_DOMAIN}`);
}

export const PASSWORD_MIN_LENGTH = 10;

export const passwordRules = [
  {
    test: (v: string) => v.length >= PASSWORD_MIN_LENGTH,
    message: messages.minLength('Password', PASSWORD_MIN_LENGTH),
  },
  { test: (v: string) => /\p{Ll}/u.test(v), message: 'Password must contain a lowercase letter' },
  { test: (v: string) => /\p{Lu}/u.test(v), message: 'Password must contain an uppercase letter' },
  { test: (v: string) => /\d/.test(v), message: 'Password must contain a digit' },
] as const;

/** Every rule the password breaks, in the order a user reads them (for inline hints). */
export function passwordProblems(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
