import { apiFetch } from '../api/client';

interface SupportTicket {
  email: string;
  subject: string;
  description: string;
  tag: string;
}

/** No sign-in needed: people who cannot sign in are the ones who most need support. */
export function postSupportTicket(ticket: SupportTicket): Promise<{ id: string }> {
  return apiFetch('/api/v1/support/ticket', {
    method: 'POST',
    body: ticket,
    auth: false,
    action: 'support.submit',
  });
}
