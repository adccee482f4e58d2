import { describe, expect, it } from 'vitest';
import { supportTag, validateSupport } from './support-form';

const valid = { email: 'ann@example.com', subject: 'Plan', description: 'My plan is empty.' };

describe('support form checks', () => {
  it('accepts a complete form', () => {
    expect(validateSupport(valid)).toEqual({});
  });

  it('rejects Apple private relay addresses with the hint', () => {
    expect(validateSupport({ ...valid, email: 'x1y2@privaterelay.appleid.com' }).email).toBe(
      'Please use an email address we can reply to. Apple private relay addresses cannot receive our answers.',
    );
  });

  it('names each missing field', () => {
    expect(validateSupport({ email: '', subject: ' ', description: '' })).toEqual({
      email: 'Email is required',
      subject: 'Subject is required',
      description: 'Description is required',
    });
  });

  it('takes the tag from the URL, Support by default', () => {
    expect(supportTag(new URLSearchParams('tag=Support'))).toBe('Support');
    expect(supportTag(new URLSearchParams('tag=Privacy'))).toBe('Privacy');
    expect(supportTag(new URLSearchParams(''))).toBe('Support');
    expect(supportTag(new URLSearchParams('tag=%3Cscript%3E'))).toBe('Support');
  });
});
