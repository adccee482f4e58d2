import { z } from 'zod';
import { requiredText, whenValid } from './fields';
import { messages } from './messages';
import { isApplePrivateRelay, passwordProblems } from './password';

export * from './password';

export const emailSchema = requiredText('Email', 254)
  .pipe(z.email({ error: messages.email() }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: messages.required('Password') })
  .min(1, messages.required('Password'))
  .max(200, messages.maxLength('Password', 200))
  .superRefine((password, ctx) => {
    const problem = passwordProblems(password)[0];
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });

/** Signing in checks only presence: telling a user which rule an old password breaks leaks nothing useful. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: messages.required('Password') })
    .min(1, messages.required('Password'))
    .max(200),
});

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: messages.required('Current password') })
    .min(1, messages.required('Current password')),
  newPassword: passwordSchema,
});

/**
 * The change-password form: the new password typed twice (the confirmed rule of spec
 * section 5). The request to the server is `changePasswordSchema`; the repeat stays in the form.
 */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ newPasswordConfirmation: z.string({ error: messages.required('Password confirmation') }) })
  .refine((form) => form.newPassword === form.newPasswordConfirmation, {
    path: ['newPasswordConfirmation'],
    message: messages.confirmed('Password'),
    ...whenValid('newPassword', 'newPasswordConfirmation'),
  });

export const supportTicketSchema = z.object({
  email: emailSchema.refine((email) => !isApplePrivateRelay(email), {
    message:
      'Please use an email address we can reply to. Apple private relay addresses cannot receive our answers.',
  }),
  subject: requiredText('Subject', 200),
  description: requiredText('Description', 5000),
  tag: z.string().trim().max(50).default('Support'),
});
