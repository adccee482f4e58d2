/**
 * The generic rule messages of spec section 5, written once. Field labels are the words a
 * user reads on the form ("Email", "First name"), so the message reads naturally.
 */
export const messages = {
  required: (field: string) => `${field} is required`,
  email: (field = 'Email') => `${field} must be a valid email address`,
  minLength: (field: string, n: number) => `${field} must be at least ${n} characters`,
  maxLength: (field: string, n: number) => `${field} may not be longer than ${n} characters`,
  minValue: (field: string, n: number) => `${field} must be at least ${n}`,
  maxValue: (field: string, n: number) => `${field} must be at most ${n}`,
  oneOf: (field: string) => `${field} is not one of the allowed values`,
} as const;

/** "firstName" → "First name": how a field is named to the user in a message. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  if (typeof last !== 'string') return 'Value';
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface IssueLike {
  code?: string;
  input?: unknown;
  path?: readonly PropertyKey[];
}

/**
 * Zod's fallback wording for issues a schema gave no message of its own: a missing value
 * reads '{field} is required' (spec section 5); anything else keeps Zod's text.
 * Install with `z.config({ customError: spellIssue })` at start of server and web.
 */
export function spellIssue(issue: IssueLike): string | undefined {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return messages.required(fieldLabel(issue.path ?? []));
  }
  return undefined;
}
