import { describe, expect, it } from 'vitest';
import { credentialsSchema, isApplePrivateRelay, passwordProblems, supportTicketSchema } from './index';

describe('account validation', () => {
  it('lists every password rule broken', () => {
    expect(passwordProblems('abc')).toEqual([
      'Password must be at least 10 characters',
      'Password must contain an uppercase letter',
      'Password must contain a digit',
    ]);
    expect(passwordProblems('Abcdefghi1')).toEqual([]);
  });
  it('names the field with the spec message', () => {
    const result = credentialsSchema.safeParse({ email: '', password: 'Abcdefghi1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['email'], message: 'Email is required' });
    const missing = credentialsSchema.safeParse({ email: 'a@b.co' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['password'], message: 'Password is required' });
  });
  it('normalises email case', () => {
    expect(credentialsSchema.parse({ email: ' Ann@Example.COM ', password: 'Abcdefghi1' }).email).toBe(
      'ann@example.com',
    );
  });
  it('rejects Apple private relay addresses for support replies', () => {
    expect(isApplePrivateRelay('x1y2@privaterelay.appleid.com')).toBe(true);
    const result = supportTicketSchema.safeParse({
      email: 'x@privaterelay.appleid.com',
      subject: 's',
      description: 'd',
    });
    expect(result.error?.issues[0]?.message).toMatch(/Apple private relay/);
  });
});

describe('generic messages', () => {
  it('spells a missing field with its label', async () => {
    const { z } = await import('zod');
    const { spellIssue } = await import('./messages');
    z.config({ customError: spellIssue });
    const result = z.object({ firstName: z.string() }).safeParse({});
    expect(result.error?.issues[0]?.message).toBe('First name is required');
  });
});

describe('confirmed rule', () => {
  it('wants the new password typed twice alike', async () => {
    const { changePasswordFormSchema } = await import('./index');
    const form = { currentPassword: 'old', newPassword: 'Abcdefghi1', newPasswordConfirmation: 'Abcdefghi1' };
    expect(changePasswordFormSchema.safeParse(form).success).toBe(true);
    const result = changePasswordFormSchema.safeParse({ ...form, newPasswordConfirmation: 'Abcdefghi2' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['newPasswordConfirmation'],
      message: 'Password confirmation does not match',
    });
  });
});
