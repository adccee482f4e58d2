import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const logFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/server.log');

/**
 * Without SMTP a local server writes outgoing mail to its log (docs/api.md), which the global
 * setup captures; this reads the newest reset link sent to `email`.
 */
export async function waitForResetLink(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(logFile, 'utf8').split('\n').reverse();
    for (const line of lines) {
      if (!line.includes(email) || !line.includes('resetToken=')) continue;
      const match = /https?:\/\/[^\s"\\]+resetToken=[^\s"\\]+/.exec(line);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No reset mail for ${email} in the server log`);
}
