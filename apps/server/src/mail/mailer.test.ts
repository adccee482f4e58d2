import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock/clock';
import { loadConfig } from '../config';
import { createMailer } from './mailer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A mailer without SMTP for an app of `APP_ENV`, its DATA_DIR a fresh folder removed after the test. */
function mailerWithoutSmtp(APP_ENV: 'local' | 'staging') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tricoach-mail-'));
  dirs.push(dataDir);
  const mailer = createMailer(
    loadConfig({ APP_ENV, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    fixedClock('2026-03-04T10:00:00Z'),
  );
  return { dataDir, mailer };
}

describe('the mailer without SMTP', () => {
  it('keeps each mail of a local run as an .eml file in DATA_DIR/outbox', async () => {
    const { dataDir, mailer } = mailerWithoutSmtp('local');
    await mailer.send({ to: 'ann@example.com', subject: 'Reset your Tricoach password', text: 'Link: x' });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toEqual(['2026-03-04T10-00-00-000Z-reset-your-tricoach-password.eml']);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0] as string), 'utf8');
    expect(eml).toContain('To: ann@example.com');
    expect(eml).toContain('Subject: Reset your Tricoach password');
    expect(eml).toContain('Link: x');
  });

  it('keeps nothing and writes no file outside local runs', async () => {
    const { dataDir, mailer } = mailerWithoutSmtp('staging');
    await mailer.send({ to: 'ann@example.com', subject: 'Secret link', text: 'x' });
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
