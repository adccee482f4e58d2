import { describe, expect, it } from 'vitest';
import { redactText, scrubBreadcrumb, scrubEventText, withoutQuery } from './index';

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

describe('scrubBreadcrumb and scrubEventText', () => {
  it('scrub nested data the same way in either app: secret-named fields emptied, texts redacted', () => {
    const breadcrumb = {
      category: 'xhr',
      data: { url: '/api/v1/x?token=t', body: { refreshToken: 'rt', note: 'from ana@example.com', n: 3 } },
    };
    expect(scrubBreadcrumb(breadcrumb)).toEqual({
      category: 'xhr',
      data: { url: '/api/v1/x', body: { refreshToken: '[redacted]', note: 'from [email]', n: 3 } },
    });
  });

  it('returns only the parts it scrubbed, for the app to spread over its event', () => {
    const event = { level: 'error', exception: { values: [{ type: 'Error', value: 'password=hunter2' }] } };
    expect(scrubEventText(event)).toEqual({
      exception: { values: [{ type: 'Error', value: 'password=[redacted]' }] },
    });
  });
});
