import type { Mail } from './mailer';

/**
 * The mails the app sends on its own (issue 14 part 3). All are about the account itself, so they
 * go whatever the e-mail consent says; news and reminders would ask it first.
 */
export const mails = {
  welcome: (to: string, appUrl: string): Mail => ({
    to,
    subject: 'Welcome to Tricoach',
    text: `Welcome to Tricoach!\n\nYour account is ready. Tell the coach about your races, your week and your thresholds, and it builds a plan for swim, bike, run and strength that adapts every day.\n\nCarry on where you left off: ${appUrl}/app\n\nTricoach`,
  }),

  supportCopy: (to: string, ticket: { id: string; subject: string; description: string }): Mail => ({
    to,
    subject: `We received your message: ${ticket.subject}`,
    text: `Thank you for writing to Tricoach. We read every message and answer at this address.\n\nYour message (ticket ${ticket.id}):\n\n${ticket.description}\n\nTricoach support`,
  }),

  paymentProblem: (to: string, appUrl: string): Mail => ({
    to,
    subject: 'There is a problem with your Tricoach payment',
    text: `Your store could not take the payment for your Tricoach subscription. Premium goes on for a few days while the store tries again.\n\nPlease check the payment method in your store account (App Store, Google Play or the web), then open Tricoach: ${appUrl}/app/settings/subscriptions\n\nTricoach`,
  }),
};
