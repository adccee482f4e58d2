import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pino from 'pino';
import type { Clock } from '../clock/clock';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** `2026-11-26T09-30-00-000Z-password-reset.eml`: sorts by time, says what it is. */
const emlName = (subject: string, at: Date) =>
  `${at.toISOString().replace(/[:.]/g, '-')}-${subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)}.eml`;

/**
 * SMTP when configured. Without it, in local environments each mail is written as a `.eml` file
 * to `DATA_DIR/outbox` (any mail app opens it) and to the log, so a developer can follow a reset
 * link; elsewhere that would leak secrets, so it is dropped with a warning.
 */
export function createMailer(config: Config, clock: Clock): Mailer {
  const log = pino({ name: 'mail', level: config.LOG_LEVEL });
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async (mail) => {
        try {
          await transport.sendMail({ from: config.MAIL_FROM, ...mail });
        } catch (error) {
          log.error({ err: error, subject: mail.subject }, 'mail not sent: the SMTP server refused it');
          throw error;
        }
      },
    };
  }
  const isLocal =
    config.APP_ENV === 'local' || config.APP_ENV === 'local-backend' || config.NODE_ENV === 'test';
  if (!isLocal)
    return {
      send: async (mail) =>
        log.warn({ to: mail.to, subject: mail.subject }, 'mail dropped: SMTP_URL is not configured'),
    };
  const outbox = path.resolve(config.DATA_DIR, 'outbox');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const { message } = await files.sendMail({ from: config.MAIL_FROM, ...mail });
      const file = path.join(outbox, emlName(mail.subject, clock.now()));
      await mkdir(outbox, { recursive: true });
      await writeFile(file, message as Buffer);
      log.info({ mail, file }, `mail (not sent, no SMTP_URL; kept in ${file}): ${mail.subject}`);
    },
  };
}
