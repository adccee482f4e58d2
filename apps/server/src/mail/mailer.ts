import nodemailer from 'nodemailer';
import pino from 'pino';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when configured. Without it, mail is written to the log in local environments so a
 * developer can follow a reset link; elsewhere that would leak secrets into logs, so it is dropped with a warning.
 */
export function createMailer(config: Config): Mailer {
  const log = pino({ name: 'mail', level: config.LOG_LEVEL });
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return { send: async (mail) => void (await transport.sendMail({ from: config.MAIL_FROM, ...mail })) };
  }
  const isLocal =
    config.APP_ENV === 'local' || config.APP_ENV === 'local-backend' || config.NODE_ENV === 'test';
  return {
    send: async (mail) => {
      if (isLocal) log.info({ mail }, `mail (not sent, no SMTP_URL): ${mail.subject}`);
      else log.warn({ to: mail.to, subject: mail.subject }, 'mail dropped: SMTP_URL is not configured');
    },
  };
}
