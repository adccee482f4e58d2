import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndGetTokens, STRONG_PASSWORD, uniqueEmail } from './support/auth-flow';
import { until } from './support/garmin-connect';
import { createTestApp, TEST_SUBSCRIPTION_SECRET, type TestApp } from './support/test-app';

/** A real SMTP server on this machine: the app's nodemailer client talks SMTP to it. */
const received: ParsedMail[] = [];
let refuse: string | null = null;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refuse && address.address === refuse) return callback(new Error('550 mailbox unavailable'));
    callback();
  },
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    SUPPORT_EMAIL: 'support@tricoach.test',
    MAIL_FROM: 'Tricoach <no-reply@tricoach.test>',
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailsTo = (address: string) =>
  received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);
const arrived = (address: string, subject: string) =>
  until(
    async () => mailsTo(address).find((mail) => mail.subject === subject),
    `“${subject}” to ${address}`,
    10_000,
  );

describe('mail over SMTP', () => {
  it('welcomes a new account, from the configured sender', async () => {
    const { email } = await signUpAndGetTokens(t.app);
    const welcome = await arrived(email, 'Welcome to Tricoach');
    expect(welcome.from?.value[0]).toMatchObject({ name: 'Tricoach', address: 'no-reply@tricoach.test' });
    expect(welcome.text).toContain('http://localhost:3000/app');
  });

  it('sends the password reset link', async () => {
    const { email } = await signUpAndGetTokens(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { email } });
    const reset = await arrived(email, 'Reset your Tricoach password');
    expect(reset.text).toMatch(/resetToken=/);
  });

  it('copies a signed-in athlete’s ticket to their own address and forwards it to support', async () => {
    const { email, accessToken } = await signUpAndGetTokens(t.app);
    const send = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/support/ticket',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { email: from, subject: `Bike zones from ${from}`, description: 'My zones look low.' },
      });
    expect((await send(email)).statusCode).toBe(201);
    const copy = await arrived(email, `We received your message: Bike zones from ${email}`);
    expect(copy.text).toContain('My zones look low.');
    await arrived('support@tricoach.test', `[Support] Bike zones from ${email}`);

    // Another address typed in the form gets nothing: the form is no way to mail a stranger.
    const stranger = uniqueEmail('stranger');
    expect((await send(stranger)).statusCode).toBe(201);
    await arrived('support@tricoach.test', `[Support] Bike zones from ${stranger}`);
    expect(mailsTo(stranger)).toHaveLength(0);
  });

  it('tells the athlete once about a payment the store could not take', async () => {
    const { email, accessToken } = await signUpAndGetTokens(t.app);
    const identity = await t.app.inject({
      url: '/api/v1/app/identity',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const userId = identity.json<{ systemUserId: string }>().systemUserId;
    const body = {
      api_version: '1.0',
      event: { id: randomUUID(), type: 'BILLING_ISSUE', app_user_id: userId, entitlement_ids: ['Premium'] },
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/subscription',
        headers: { authorization: `Bearer ${TEST_SUBSCRIPTION_SECRET}` },
        payload: body,
      });
    expect((await send()).json()).toMatchObject({ outcome: 'applied' });
    expect((await send()).json()).toMatchObject({ outcome: 'duplicate' });
    await arrived(email, 'There is a problem with your Tricoach payment');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email).filter((mail) => mail.subject?.includes('payment'))).toHaveLength(1);
  });

  it('a refusing mail server does not undo the sign-up', async () => {
    refuse = uniqueEmail('refused');
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { email: refuse, password: STRONG_PASSWORD },
      });
      expect(response.statusCode).toBe(201);
      expect(mailsTo(refuse)).toHaveLength(0);
    } finally {
      refuse = null;
    }
  });
});
