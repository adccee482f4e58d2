import { describe, expect, it } from 'vitest';
import { bearer, signUpAndGetTokens, STRONG_PASSWORD, uniqueEmail } from './support/auth-flow';
import { appForFile } from './support/test-app';

const t = appForFile();

const tokenFromOutbox = (to: string) => {
  const mail = t.outbox.filter((m) => m.to === to).at(-1);
  return new URL(mail?.text.match(/http\S+/)?.[0] ?? 'http://x').searchParams.get('confirmEmailToken') ?? '';
};

describe('changing the sign-in email', () => {
  it('needs the password and a link sent to the new address; the old address is told', async () => {
    const a = await signUpAndGetTokens(t.app);
    const headers = bearer(a.accessToken);
    const newEmail = uniqueEmail('moved');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/User/change-email',
      headers,
      payload: { newEmail, password: 'Not-my-pass-1' },
    });
    expect(wrong.json().fieldErrors).toEqual([{ field: 'password', message: 'The password is incorrect.' }]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/User/change-email',
      headers,
      payload: { newEmail: 'nope', password: STRONG_PASSWORD },
    });
    expect(bad.json().fieldErrors[0]).toEqual({
      field: 'newEmail',
      message: 'Email must be a valid email address',
    });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/User/change-email',
      headers,
      payload: { newEmail, password: STRONG_PASSWORD },
    });
    expect(requested.statusCode).toBe(202);
    expect(t.outbox.some((m) => m.to === a.email && m.subject.includes('about to change'))).toBe(true);
    // Nothing changes until the link is opened.
    expect((await t.app.inject({ url: '/api/v1/app/identity', headers })).json().email).toBe(a.email);
    const token = tokenFromOutbox(newEmail);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/User/confirm-email-change',
      headers,
      payload: { token },
    });
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await t.app.inject({ url: '/api/v1/app/identity', headers })).json().email).toBe(newEmail);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          payload: { email: newEmail, password: STRONG_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/User/confirm-email-change',
      headers,
      payload: { token },
    });
    expect(reused.json().fieldErrors[0].field).toBe('token');
  });

  it("refuses another account's address and another athlete's link", async () => {
    const a = await signUpAndGetTokens(t.app);
    const b = await signUpAndGetTokens(t.app);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/User/change-email',
      headers: bearer(a.accessToken),
      payload: { newEmail: b.email, password: STRONG_PASSWORD },
    });
    expect(taken.statusCode).toBe(400);
    const newEmail = uniqueEmail('mine');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/User/change-email',
      headers: bearer(a.accessToken),
      payload: { newEmail, password: STRONG_PASSWORD },
    });
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/User/confirm-email-change',
      headers: bearer(b.accessToken),
      payload: { token: tokenFromOutbox(newEmail) },
    });
    expect(stolen.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(b.accessToken) })).json().email,
    ).toBe(b.email);
  });
});
