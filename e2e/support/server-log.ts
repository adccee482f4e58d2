import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const logFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/server.log');

/**
 * Without SMTP a local server writes outgoing mail to its log (docs/api.md), which the global
 * setup captures; this reads the newest link carrying `param` (a query parameter) sent to `email`.
 */
export async function waitForMailedLink(email: string, param: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"\\\\]+[?&]${param}=[^\\s"\\\\]+`);
  while (Date.now() < deadline) {
    const lines = readFileSync(logFile, 'utf8').split('\n').reverse();
    for (const line of lines) {
      if (!line.includes(email) || !line.includes(`${param}=`)) continue;
      const match = pattern.exec(line);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail with a ${param} link for ${email} in the server log`);
}

/** The newest password reset link sent to `email`. */
export const waitForResetLink = (email: string, timeoutMs = 10_000) =>
  waitForMailedLink(email, 'resetToken', timeoutMs);
