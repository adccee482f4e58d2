import { describe, expect, it } from 'vitest';
import { redactText, withoutQuery } from './index';

describe('redactText', () => {
  it('takes out emails, bearer tokens, JWTs and secret fields, keeping the field names', () => {
    expect(redactText('no row for ana.b+x@mail.example.com')).toBe('no row for [email]');
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [redacted]');
    expect(redactText('got eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig here')).toBe('got [token] here');
    expect(redactText('{"oldPassword":"a","client_secret":"b","apiKey":"c"}')).toBe(
      '{"oldPassword":[redacted],"client_secret":[redacted],"apiKey":[redacted]}',
    );
    // The web's sign-in redirect carries its code and state in the query.
    expect(redactText('callback?code=abc123&state=xyz')).toBe('callback?code=[redacted]&state=[redacted]');
  });

  it('leaves ordinary text alone', () => {
    expect(redactText('Tempo run planned for Tuesday')).toBe('Tempo run planned for Tuesday');
  });
});

describe('withoutQuery', () => {
  it('drops the query and the fragment', () => {
    expect(withoutQuery('/reset?token=abc#x')).toBe('/reset');
    expect(withoutQuery('/calendar/abc.ics')).toBe('/calendar/abc.ics');
  });
});
