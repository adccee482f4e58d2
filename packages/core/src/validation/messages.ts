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
