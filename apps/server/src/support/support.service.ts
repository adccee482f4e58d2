import type { z } from 'zod';
import type { supportTicketSchema } from '@tricoach/core';
import type { AppContext } from '../context';
import { supportTickets } from '../db/schema';
import { mails } from '../mail/messages';

type SupportTicketInput = z.output<typeof supportTicketSchema>;

export async function createSupportTicket(
  ctx: AppContext,
  input: SupportTicketInput,
  sender: { athleteId: string; email: string | null } | null,
): Promise<string> {
  const [ticket] = await ctx.db
    .insert(supportTickets)
    .values({ ...input, athleteId: sender?.athleteId ?? null })
    .returning({ id: supportTickets.id });
  if (!ticket) throw new Error('support ticket was not stored');
  // The sender's copy says the message arrived, only to a signed-in athlete's own address: the
  // public form must not mail any text to any address someone types (a spam relay).
  const ownAddress = sender?.email && sender.email.toLowerCase() === input.email.toLowerCase();
  if (ownAddress)
    void ctx.mailer
      .send(
        mails.supportCopy(input.email, {
          id: ticket.id,
          subject: input.subject,
          description: input.description,
        }),
      )
      .catch(() => undefined);
  if (ctx.config.SUPPORT_EMAIL) {
    await ctx.mailer.send({
      to: ctx.config.SUPPORT_EMAIL,
      subject: `[${input.tag}] ${input.subject}`,
      text: `From: ${input.email}\nTicket: ${ticket.id}\n\n${input.description}`,
    });
  }
  return ticket.id;
}
