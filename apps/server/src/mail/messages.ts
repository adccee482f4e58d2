import type { Mail } from './mailer';

/**
 * The mails the app sends on its own (issue 14 part 3). Those about the account itself go whatever
 * the e-mail consent says; reminders (the trial ending) only with it.
 */
/**
 * "5 March 2026, 10:00 (Europe/Berlin)": the athlete's own clock. A zone the runtime does not
 * know falls back to UTC, so one odd profile cannot stop a sweep that mails everyone.
 */
function whenIn(instant: Date, timeZone: string): string {
  const format = (zone: string) =>
    `${new Intl.DateTimeFormat('en-GB', { timeZone: zone, dateStyle: 'long', timeStyle: 'short' }).format(instant)} (${zone})`;
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

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

  trialEnding: (to: string, endsAt: Date, timeZone: string, appUrl: string): Mail => ({
    to,
    subject: 'Your Tricoach trial ends within a day',
    text: `Your free trial of Tricoach ends on ${whenIn(endsAt, timeZone)}.\n\nTo keep your plan adapting every day, choose Premium: ${appUrl}/app/paywall\n\nYour plan and history stay with your account either way.\n\nTricoach\n\n(You receive this because e-mail notifications are on: Settings › Communication.)`,
  }),
};
