import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportTickets } from '../src/db/schema';
import { bearer, signUpAndGetTokens } from './support/auth-flow';
import { appForFile } from './support/test-app';

const t = appForFile({ SUPPORT_EMAIL: 'support@tricoach.test' });

describe('POST /api/v1/support/ticket', () => {
  it('stores a ticket from anyone and forwards it to the support desk', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/ticket',
      payload: {
        email: 'Ann@Example.com',
        subject: 'Plan question',
        description: 'Why two runs?',
        tag: 'Support',
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, response.json().id));
    expect(row).toMatchObject({
      email: 'ann@example.com',
      subject: 'Plan question',
      tag: 'Support',
      athleteId: null,
    });
    expect(t.outbox.at(-1)).toMatchObject({
      to: 'support@tricoach.test',
      subject: '[Support] Plan question',
    });
    // Anonymous: no copy to the typed address (the form must not mail any text anywhere).
    expect(t.outbox.some((mail) => mail.to === 'ann@example.com')).toBe(false);
  });

  it('links the ticket to a signed-in athlete', async () => {
    const { accessToken } = await signUpAndGetTokens(t.app);
    const identity = (
      await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(accessToken) })
    ).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/ticket',
      headers: bearer(accessToken),
      payload: { email: 'a@b.co', subject: 's', description: 'd' },
    });
    const [row] = await t.ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, response.json().id));
    expect(row?.athleteId).toBe(identity.athleteId);
    expect(row?.tag).toBe('Support');
  });

  it('rejects Apple private relay addresses with a hint, and missing fields by name', async () => {
    const relay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/ticket',
      payload: { email: 'abc123@privaterelay.appleid.com', subject: 's', description: 'd' },
    });
    expect(relay.statusCode).toBe(400);
    expect(relay.json().fieldErrors).toEqual([
      {
        field: 'email',
        message:
          'Please use an email address we can reply to. Apple private relay addresses cannot receive our answers.',
      },
    ]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/ticket',
      payload: { email: 'a@b.co', subject: ' ', description: '' },
    });
    expect(empty.json().fieldErrors).toEqual([
      { field: 'subject', message: 'Subject is required' },
      { field: 'description', message: 'Description is required' },
    ]);
  });
});
