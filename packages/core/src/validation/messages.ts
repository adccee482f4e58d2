/**
 * The generic rule messages of spec section 5, written once. Field labels are the words a
 * user reads on the form ("Email", "First name"), so the message reads naturally.
 */
export const messages = {
  required: (field: string) => `${field} is required`,
  email: (field = 'Email') => `${field} must be a valid email address`,
  numeric: (field: string) => `${field} must be a number`,
  integer: (field: string) => `${field} must be a whole number`,
  minLength: (field: string, n: number) => `${field} must be at least ${n} characters`,
  maxLength: (field: string, n: number) => `${field} may not be longer than ${n} characters`,
  /** `unit` is appended when the bound has one: 'Height must be at least 60 cm'. */
  minValue: (field: string, n: number, unit?: string) => `${field} must be at least ${withUnit(n, unit)}`,
  maxValue: (field: string, n: number, unit?: string) => `${field} must be at most ${withUnit(n, unit)}`,
  /** The regex rule: the message names the expected shape, with an example the user can copy. */
  format: (field: string, example: string) => `${field} must look like ${example}`,
  /** Without `values` the short form; with them, what the user may pick. */
  oneOf: (field: string, values?: readonly string[]) =>
    values ? `${field} must be one of ${listWords(values)}` : `${field} is not one of the allowed values`,
  confirmed: (field: string) => `${field} confirmation does not match`,
  /** date_after_or_equals: `other` is a word ('today', 'the start date') or a date. */
  dateAfterOrEquals: (field: string, other: string) => `${field} must be ${other} or later`,
  date: (field: string) => `${field} must be a valid date`,
  step: (field: string, step: number, unit?: string) =>
    `${field} must be a multiple of ${withUnit(step, unit)}`,
  /** Spec section 5, names: letters of the Latin, Greek or Cyrillic alphabets only. */
  lettersOnly: (field: string) => `${field} may only contain letters`,
  /** Spec section 5, time format: h:mm or hh:mm. */
  hoursMinutes: () => 'Use the format h:mm, for example 1:30',
  hoursMinutesSeconds: () => 'Use the format h:mm or h:mm:ss, for example 1:30 or 1:30:00',
  minutesSeconds: () => 'Use the format m:ss, for example 2:05',
  /**
   * Spec section 5, mm:ss inputs: 'Value must be greater/less than {n} seconds/minutes'.
   * The word "Value" is the spec's own; the bound reads in the unit that suits it.
   */
  greaterThanDuration: (seconds: number) => `Value must be greater than ${durationWords(seconds)}`,
  lessThanDuration: (seconds: number) => `Value must be less than ${durationWords(seconds)}`,
} as const;

/**
 * A pace bound in the words of the mm:ss message: under a minute in seconds ('54 seconds'),
 * from a minute up in minutes with at most two decimals ('4.5 minutes', '4.02 minutes'), as
 * spec section 5 writes its bounds (54 s = 0.9 min, 270 s = 4.5 min, 241.4 s = 4.02 min).
 */
export function durationWords(seconds: number): string {
  if (seconds < 60) return `${trimNumber(seconds)} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = seconds / 60;
  return `${trimNumber(minutes)} ${trimNumber(minutes) === '1' ? 'minute' : 'minutes'}`;
}

/** Two decimals at most, no trailing zeros: 4.5, 4.02, 20. */
function trimNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function withUnit(n: number, unit: string | undefined): string {
  return unit ? `${n} ${unit}` : String(n);
}

function listWords(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** "firstName" → "First name": how a field is named to the user in a message. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  if (typeof last !== 'string') return 'Value';
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
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
